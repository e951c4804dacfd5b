import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MaruProvider } from '../intl/MaruProvider';
import { renderWithMaru } from '../test-utils';
import { Field, RequiredMark } from './Field';
import { FormErrorSummary } from './FormErrorSummary';

describe('RequiredMark', () => {
  it('hides the asterisk from assistive technology and speaks 필수 / 必須 instead', () => {
    const { container, unmount } = renderWithMaru(<RequiredMark />);
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    expect(screen.getByText('필수')).toBeInTheDocument();
    unmount();
    renderWithMaru(<RequiredMark />, 'ja');
    expect(screen.getByText('必須')).toBeInTheDocument();
  });
});

describe('Field', () => {
  it('shows the error only while invalid and marks the root', () => {
    const { container, rerender } = renderWithMaru(
      <Field label="이름" errorMessage="필요합니다" description="설명">
        <input aria-label="x" />
      </Field>,
    );
    expect(screen.queryByText('필요합니다')).not.toBeInTheDocument();
    expect(screen.getByText('설명')).toBeInTheDocument();
    rerender(
      <MaruProvider>
        <Field label="이름" errorMessage="필요합니다" invalid>
          <input aria-label="x" />
        </Field>
      </MaruProvider>,
    );
    expect(screen.getByText('필요합니다')).toBeInTheDocument();
    expect(container.querySelector('[data-invalid]')).toBeInTheDocument();
  });
});

const errors = [
  { fieldId: 'f-name', message: '이름을 입력해 주세요.' },
  { fieldId: 'f-mail', message: '이메일 형식이 아닙니다.' },
];

function Form({ submitCount = 1 }: { submitCount?: number }) {
  return (
    <>
      <FormErrorSummary errors={errors} submitCount={submitCount} />
      <input id="f-name" aria-label="이름" />
      <input id="f-mail" aria-label="이메일" />
    </>
  );
}

describe('FormErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = renderWithMaru(<FormErrorSummary errors={[]} />);
    expect(container.querySelector('section')).toBeNull();
  });

  it('is an alert with a heading, the error count and one link per error', () => {
    renderWithMaru(<Form />);
    // Scoped to the summary: Toast keeps global live regions (also role alert) in the body.
    const summary = screen.getByRole('region', { name: '입력 내용을 확인해 주세요' });
    expect(within(summary).getByRole('alert')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: '입력 내용을 확인해 주세요' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2개 항목에 오류가 있습니다.')).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#f-name', '#f-mail']);
  });

  it.each([
    ['en', 1, '1 field needs attention.'],
    ['en', 2, '2 fields need attention.'],
    ['ko', 1, '1개 항목에 오류가 있습니다.'],
    ['ja', 1, '1件の項目にエラーがあります。'],
    ['zh', 2, '有 2 个字段需要修改。'],
  ] as const)('counts the errors with the plural rules of %s: %i', (locale, count, text) => {
    renderWithMaru(<FormErrorSummary errors={errors.slice(0, count)} />, locale);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('takes focus when shown after a failed submit', () => {
    renderWithMaru(<Form />);
    expect(screen.getByRole('region', { name: '입력 내용을 확인해 주세요' })).toHaveFocus();
  });

  it('takes focus again on the next failed submit (submitCount changes)', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithMaru(<Form submitCount={1} />);
    await user.click(screen.getByRole('textbox', { name: '이름' }));
    rerender(
      <MaruProvider>
        <Form submitCount={2} />
      </MaruProvider>,
    );
    expect(screen.getByRole('region')).toHaveFocus();
  });

  it('each link moves focus to its field', async () => {
    const user = userEvent.setup();
    renderWithMaru(<Form />);
    await user.click(screen.getByRole('link', { name: '이메일 형식이 아닙니다.' }));
    expect(screen.getByRole('textbox', { name: '이메일' })).toHaveFocus();
  });

  it('does not steal focus with focusOnShow false', () => {
    renderWithMaru(<FormErrorSummary errors={errors} focusOnShow={false} />);
    expect(document.body).toHaveFocus();
  });
});
