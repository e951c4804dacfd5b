import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { StatusTag } from './StatusTag';

describe('StatusTag', () => {
  it.each([
    ['ko', ['근무 중', '비근무', '퇴근']],
    ['en', ['Working', 'Not working', 'Left work']],
    ['ja', ['勤務中', '勤務外', '退勤']],
    ['zh', ['工作中', '非工作', '已下班']],
  ] as const)('labels work statuses 1, 3 and 9 in %s', (locale, labels) => {
    renderWithMaru(
      <>
        <StatusTag status={1} />
        <StatusTag status="3" />
        <StatusTag status={9} />
      </>,
      locale,
    );
    for (const label of labels) expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('exposes the normalized status and its colour as data attributes', () => {
    renderWithMaru(<StatusTag status={null} />);
    const tag = screen.getByText('퇴근').parentElement;
    expect(tag).toHaveAttribute('data-status', '9');
    expect(tag).toHaveAttribute('data-colour', 'black');
  });

  it('colours an attribute tag by attribute01 and lets an explicit colour win', () => {
    renderWithMaru(
      <>
        <StatusTag attribute01="VACATION">연차</StatusTag>
        <StatusTag attribute01="VACATION" colour="purple">
          기타
        </StatusTag>
      </>,
    );
    expect(screen.getByText('연차').parentElement).toHaveAttribute('data-colour', 'blue');
    expect(screen.getByText('기타').parentElement).toHaveAttribute('data-colour', 'purple');
  });
});
