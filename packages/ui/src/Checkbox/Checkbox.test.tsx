import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { Checkbox, CheckboxGroup } from './Checkbox';

describe('Checkbox', () => {
  it('uncontrolled: Space toggles and onChange reports the state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMaru(<Checkbox onChange={onChange}>알림 받기</Checkbox>);
    const box = screen.getByRole('checkbox', { name: '알림 받기' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByText('알림 받기'));
    expect(box).not.toBeChecked();
  });

  it('controlled: follows checked and reports clicks', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [checked, setChecked] = useState(true);
      return (
        <Checkbox checked={checked} onChange={setChecked}>
          동의
        </Checkbox>
      );
    }
    renderWithMaru(<Controlled />);
    const box = screen.getByRole('checkbox', { name: '동의' });
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
  });

  it('controlled without onChange does not change', async () => {
    const user = userEvent.setup();
    renderWithMaru(<Checkbox checked={false}>고정</Checkbox>);
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('indeterminate: the input is mixed and the row says so', () => {
    renderWithMaru(<Checkbox indeterminate>전체 선택</Checkbox>);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: '전체 선택' });
    expect(box.indeterminate).toBe(true);
    expect(box.closest('label')).toHaveAttribute('data-state', 'indeterminate');
  });

  it('required, invalid with message and description are announced', () => {
    renderWithMaru(
      <Checkbox required errorMessage="약관에 동의해 주세요." description="필수 약관입니다.">
        약관 동의
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: /^약관 동의\s?필수$/ });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('약관에 동의해 주세요. 필수 약관입니다.');
  });

  it('disabled cannot be toggled; read-only neither', async () => {
    const user = userEvent.setup();
    renderWithMaru(
      <>
        <Checkbox disabled>끔</Checkbox>
        <Checkbox readOnly defaultChecked>
          읽기
        </Checkbox>
      </>,
    );
    expect(screen.getByRole('checkbox', { name: '끔' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '읽기' }));
    expect(screen.getByRole('checkbox', { name: '읽기' })).toBeChecked();
  });
});

describe('CheckboxGroup', () => {
  it('is a group named by its label; uncontrolled values are reported', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMaru(
      <CheckboxGroup label="알림 채널" defaultValue={['mail']} onChange={onChange}>
        <Checkbox value="mail">메일</Checkbox>
        <Checkbox value="sms">문자</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: '알림 채널' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '메일' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: '문자' }));
    expect(onChange).toHaveBeenLastCalledWith(['mail', 'sms']);
  });

  it('controlled: the parent owns the list', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<string[]>([]);
      return (
        <>
          <CheckboxGroup label="채널" value={value} onChange={setValue}>
            <Checkbox value="a">가</Checkbox>
            <Checkbox value="b">나</Checkbox>
          </CheckboxGroup>
          <output>{value.join(',')}</output>
        </>
      );
    }
    renderWithMaru(<Controlled />);
    await user.click(screen.getByRole('checkbox', { name: '나' }));
    await user.click(screen.getByRole('checkbox', { name: '가' }));
    expect(screen.getByRole('status')).toHaveTextContent('b,a');
  });

  it('invalid group: error described on the group and every option is aria-invalid', () => {
    renderWithMaru(
      <CheckboxGroup label="채널" required errorMessage="하나 이상 선택해 주세요.">
        <Checkbox value="a">가</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group')).toHaveAccessibleDescription('하나 이상 선택해 주세요.');
    expect(screen.getByRole('checkbox', { name: '가' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('disabled group disables every option', () => {
    renderWithMaru(
      <CheckboxGroup label="채널" disabled>
        <Checkbox value="a">가</Checkbox>
        <Checkbox value="b">나</Checkbox>
      </CheckboxGroup>,
    );
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});
