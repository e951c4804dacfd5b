import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its label and reflects variant and size as data attributes', () => {
    renderWithMaru(
      <Button variant="danger" size="lg">
        삭제
      </Button>,
    );
    const button = screen.getByRole('button', { name: '삭제' });
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button).toHaveAttribute('data-size', 'lg');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('defaults to primary, md', () => {
    renderWithMaru(<Button>저장</Button>);
    const button = screen.getByRole('button', { name: '저장' });
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toHaveAttribute('data-size', 'md');
  });

  it('calls onPress on click, Enter and Space (APG button pattern)', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderWithMaru(<Button onPress={onPress}>출근</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: '출근' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: '출근' }));
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('disabled: is disabled, marked data-disabled and never calls onPress', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderWithMaru(
      <Button disabled onPress={onPress}>
        퇴근
      </Button>,
    );
    const button = screen.getByRole('button', { name: '퇴근' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-disabled');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('loading: aria-busy, keeps its label as name, stays focusable and ignores presses', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderWithMaru(
      <Button loading onPress={onPress}>
        저장
      </Button>,
    );
    const button = screen.getByRole('button', { name: '저장' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-loading');
    expect(button).not.toBeDisabled();
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    button.focus();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('icon-only: named by aria-label, icon hidden from assistive technology', () => {
    renderWithMaru(<Button icon={<svg data-testid="icon" />} aria-label="새로고침" />);
    const button = screen.getByRole('button', { name: '새로고침' });
    expect(button).toHaveAttribute('data-icon-only');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('with icon: the icon comes before the label', () => {
    renderWithMaru(<Button icon={<svg data-testid="icon" />}>검색</Button>);
    const button = screen.getByRole('button', { name: '검색' });
    expect(button.textContent).toBe('검색');
    expect(button.querySelector('[aria-hidden="true"]')?.nextSibling?.textContent).toBe('검색');
  });

  it('forwards the ref and plain DOM attributes', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithMaru(
      <Button ref={ref} title="도움말" data-testid="btn" type="submit">
        확인
      </Button>,
    );
    expect(ref.current).toBe(screen.getByTestId('btn'));
    expect(ref.current).toHaveAttribute('title', '도움말');
    expect(ref.current).toHaveAttribute('type', 'submit');
  });
});
