import { describe, expect, it, vi } from 'vitest';
import {
  confirmableNoticeFixture,
  holidayNoticeCheckFixture,
  noHolidayNoticeFixture,
} from '@maru/api/fixtures';
import {
  RECEIPT_NOT_CONFIRMED,
  confirmReceipt,
  holidayConfirmAnnounced,
  holidayNoticeToShow,
  labourRefusalNoticeToShow,
  noticeState,
  receiptYn,
} from './rules';

describe('holidayNoticeToShow (spec 02 §7 is-holiday decides whether the popup shows)', () => {
  it('spec 02 §7: isHoliday true and noticeYn N → the popup shows the notice', () => {
    const check = holidayNoticeCheckFixture();
    expect(holidayNoticeToShow(check)).toBe(check.notice);
  });

  it('spec 02 §7: noticeYn Y (receipt already confirmed) → no popup', () => {
    expect(holidayNoticeToShow(holidayNoticeCheckFixture({ confirmed: true }))).toBeNull();
  });

  it('spec 02 §7: isHoliday false → no popup, even with noticeYn N', () => {
    expect(holidayNoticeToShow(noHolidayNoticeFixture)).toBeNull();
    const stray = { ...holidayNoticeCheckFixture(), isHoliday: false };
    expect(holidayNoticeToShow(stray)).toBeNull();
  });
});

describe('noticeState and labourRefusalNoticeToShow', () => {
  it('none, pending or confirmed from confirmYn', () => {
    expect(noticeState(null)).toBe('none');
    expect(noticeState(confirmableNoticeFixture('unusedLeave'))).toBe('pending');
    expect(noticeState(confirmableNoticeFixture('unusedLeave', { confirmed: true }))).toBe(
      'confirmed',
    );
  });

  it('the labour-refusal popup shows only a pending notice', () => {
    const pending = confirmableNoticeFixture('labourRefusal');
    expect(labourRefusalNoticeToShow(pending)).toBe(pending);
    expect(
      labourRefusalNoticeToShow(confirmableNoticeFixture('labourRefusal', { confirmed: true })),
    ).toBeNull();
    expect(labourRefusalNoticeToShow(null)).toBeNull();
  });
});

describe('confirmReceipt (spec 02 §5: confirm only works when the checkbox is Y)', () => {
  it('spec 02 §5: checkbox N → the receipt-not-confirmed error and nothing is sent', async () => {
    const send = vi.fn(() => Promise.resolve(true));
    expect(await confirmReceipt(receiptYn(false), send)).toEqual({
      kind: 'notConfirmed',
      messageKey: RECEIPT_NOT_CONFIRMED,
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('checkbox Y → sent with Y; the answer says whether to announce success', async () => {
    const send = vi.fn(() => Promise.resolve(false));
    expect(await confirmReceipt(receiptYn(true), send)).toEqual({
      kind: 'confirmed',
      announce: false,
    });
    expect(send).toHaveBeenCalledWith('Y');
  });

  it('a failed save is an outcome, not a throw, so the dialog keeps the tick', async () => {
    const error = new Error('502');
    expect(await confirmReceipt('Y', () => Promise.reject(error))).toEqual({
      kind: 'failed',
      error,
    });
  });

  it('the error key is in the catalogue of every locale', async () => {
    for (const locale of ['ko', 'en', 'ja', 'zh']) {
      const texts = (await import(`./intl/${locale}.json`)) as { default: Record<string, string> };
      expect(texts.default[RECEIPT_NOT_CONFIRMED]).toBeTruthy();
    }
  });
});

describe('holidayConfirmAnnounced (spec 02 §7: success message if updateCnt above 0)', () => {
  it.each([
    [1, true],
    [3, true],
    [0, false],
  ])('updateCnt %i → success message %s', (updateCnt, announced) => {
    expect(holidayConfirmAnnounced(updateCnt)).toBe(announced);
  });
});
