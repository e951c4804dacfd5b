import { useRef, useState } from 'react';
import { Button, Checkbox, Dialog, useIntl, useToast } from '@maru/ui';
import type { NoticeData, NoticeYn } from '@maru/api';
import { noticesCatalogue } from './catalogue';
import { NoticeDocument } from './NoticeDocument';
import { Receipt, SaveError } from './Notice.styles';
import { receiptYn, type ReceiptOutcome } from './rules';

export interface NoticeReceiptDialogProps {
  notice: NoticeData;
  /** Catalogue key of the receipt checkbox's label. */
  receiptKey: string;
  /** Catalogue key of the success message. */
  successKey: string;
  /** Saves the confirmation with the checkbox's value (see `confirmReceipt`). */
  confirm: (receipt: NoticeYn) => Promise<ReceiptOutcome>;
  /** The dialog closed: confirmed, or dismissed with the close button or Esc. */
  onClose: () => void;
}

type Problem = 'receipt' | 'save' | null;

/**
 * A notice whose receipt the employee confirms (the holiday and labour-refusal popups): the
 * notice, a receipt checkbox and Confirm. Confirm with the box unticked shows the
 * receipt-not-confirmed error on the box and moves focus to it, sending nothing; a failed save
 * keeps the dialog and the tick so the employee can try again.
 */
export function NoticeReceiptDialog({
  notice,
  receiptKey,
  successKey,
  confirm,
  onClose,
}: NoticeReceiptDialogProps) {
  const { t } = useIntl(noticesCatalogue);
  const toast = useToast();
  const [ticked, setTicked] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);
  const checkbox = useRef<HTMLInputElement>(null);

  const onConfirm = async () => {
    if (busy) return;
    setBusy(true);
    const outcome = await confirm(receiptYn(ticked));
    setBusy(false);
    switch (outcome.kind) {
      case 'notConfirmed':
        setProblem('receipt');
        checkbox.current?.focus();
        return;
      case 'failed':
        setProblem('save');
        return;
      case 'confirmed':
        if (outcome.announce) toast.success(t(successKey));
        onClose();
    }
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={notice.title}
      size={640}
      // An outside click must not throw away a notice the employee is reading; Esc and the
      // close button still postpone it.
      isDismissable={false}
      footer={
        <Button variant="primary" loading={busy} onPress={() => void onConfirm()}>
          {t('action.confirm')}
        </Button>
      }
    >
      <NoticeDocument notice={notice} />
      <Receipt>
        <Checkbox
          ref={checkbox}
          checked={ticked}
          onChange={(value) => {
            setTicked(value);
            if (value && problem === 'receipt') setProblem(null);
          }}
          errorMessage={problem === 'receipt' ? t('error.receiptNotConfirmed') : undefined}
        >
          {t(receiptKey)}
        </Checkbox>
        {problem === 'save' ? <SaveError role="alert">{t('error.save')}</SaveError> : null}
      </Receipt>
    </Dialog>
  );
}
