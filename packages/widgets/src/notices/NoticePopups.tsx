import { Suspense, useState, type ReactElement } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazyWithRetry } from '@maru/ui';
import type { NoticeData } from '@maru/api';
import type { RemoteAtom } from '../remote';
import {
  confirmHolidayNoticeAtom,
  confirmLabourRefusalNoticeAtom,
  holidayNoticeData,
  labourRefusalNoticeData,
  type ReceiptInput,
} from './atoms';
import { holidayNoticeToShow, labourRefusalNoticeToShow, type ReceiptOutcome } from './rules';

// The dialog (and with it the HTML sanitiser) loads only when there is a notice to show, so
// the home page's first load pays for the small check call alone.
const NoticeReceiptDialog = lazyWithRetry(() =>
  import('./NoticeReceiptDialog').then((module) => module.NoticeReceiptDialog),
);

export interface NoticePopupHostProps {
  /** Called when the popup closes: confirmed, or postponed with the close button or Esc. */
  onClose?: () => void;
}

interface PopupKind<T> {
  remote: RemoteAtom<T>;
  select: (data: T) => NoticeData | null;
  receiptKey: string;
  successKey: string;
}

/**
 * The popup for one kind of notice: undefined while the check is loading, null when there is
 * nothing to show (no pending notice, the check failed, or the employee closed it), else the
 * dialog. A failed check stays silent: the host's error policy has reported it, and a notice
 * must never keep the employee from the home page.
 */
function useNoticePopup<T>(
  kind: PopupKind<T>,
  confirm: (input: ReceiptInput) => Promise<ReceiptOutcome>,
  onClose: (() => void) | undefined,
): ReactElement | null | undefined {
  const check = useAtomValue(kind.remote.view);
  const [closedId, setClosedId] = useState<number | null>(null);
  if (check.status === 'error') return null;
  if (check.data === undefined) return undefined;
  const notice = kind.select(check.data);
  if (notice === null || notice.noticeId === closedId) return null;
  return (
    <Suspense fallback={null}>
      <NoticeReceiptDialog
        notice={notice}
        receiptKey={kind.receiptKey}
        successKey={kind.successKey}
        confirm={(receipt) => confirm({ noticeId: notice.noticeId, receipt })}
        onClose={() => {
          setClosedId(notice.noticeId);
          onClose?.();
        }}
      />
    </Suspense>
  );
}

const HOLIDAY: PopupKind<Parameters<typeof holidayNoticeToShow>[0]> = {
  remote: holidayNoticeData,
  select: holidayNoticeToShow,
  receiptKey: 'holiday.receipt',
  successKey: 'holiday.success',
};

const LABOUR_REFUSAL: PopupKind<Parameters<typeof labourRefusalNoticeToShow>[0]> = {
  remote: labourRefusalNoticeData,
  select: labourRefusalNoticeToShow,
  receiptKey: 'labour.receipt',
  successKey: 'labour.success',
};

function useHolidayPopup(onClose?: () => void) {
  return useNoticePopup(HOLIDAY, useSetAtom(confirmHolidayNoticeAtom), onClose);
}

function useLabourRefusalPopup(onClose?: () => void) {
  return useNoticePopup(LABOUR_REFUSAL, useSetAtom(confirmLabourRefusalNoticeAtom), onClose);
}

/**
 * Asks `GET …/fore/detail/is-holiday` and, when a holiday notice awaits its receipt, shows it
 * in a dialog with the receipt checkbox (spec 02 §2, §5, §7). Renders nothing otherwise.
 */
export function HolidayNoticeHost({ onClose }: NoticePopupHostProps) {
  return useHolidayPopup(onClose) ?? null;
}

/** Shows a pending labour-receipt-refusal notice in a dialog with its confirmation checkbox. */
export function LabourRefusalNoticeHost({ onClose }: NoticePopupHostProps) {
  return useLabourRefusalPopup(onClose) ?? null;
}

/**
 * Both popups for the home page after sign-in, one at a time: the holiday notice first, then
 * the labour-refusal notice, so two modal dialogs never stack. Both checks load at once.
 */
export function NoticePopupsHost() {
  const holiday = useHolidayPopup();
  const labourRefusal = useLabourRefusalPopup();
  // Wait for the holiday check so the order holds even when the other answers first.
  if (holiday === undefined) return null;
  return holiday ?? labourRefusal ?? null;
}
