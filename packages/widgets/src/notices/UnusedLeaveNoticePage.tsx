import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  Badge,
  Button,
  EmptyState,
  Skeleton,
  useIntl,
  useToast,
  type HeadingLevel,
} from '@maru/ui';
import type { ConfirmableNotice } from '@maru/api';
import { confirmUnusedLeaveNoticeAtom, unusedLeaveNoticeData } from './atoms';
import { noticesCatalogue } from './catalogue';
import { formatConfirmedAt } from './format';
import { NoticeDocument } from './NoticeDocument';
import { Page, PageActions, PageHeader, SaveError } from './Notice.styles';
import { noticeState } from './rules';

export interface UnusedLeaveNoticePageProps {
  /** Heading level of the notice title; 1 by default (it is the page's heading). */
  headingLevel?: HeadingLevel;
  /** Called after the employee confirmed the notice. */
  onConfirmed?: (noticeId: number) => void;
  className?: string;
}

function Heading({ level, children }: { level: HeadingLevel; children: string }) {
  const Tag = `h${level}` as const;
  return <Tag>{children}</Tag>;
}

interface NoticeViewProps {
  notice: ConfirmableNotice;
  headingLevel: HeadingLevel;
  onConfirmed: UnusedLeaveNoticePageProps['onConfirmed'];
}

function NoticeView({ notice, headingLevel, onConfirmed }: NoticeViewProps) {
  const { t, locale } = useIntl(noticesCatalogue);
  const toast = useToast();
  const confirm = useSetAtom(confirmUnusedLeaveNoticeAtom);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const state = noticeState(notice);

  const onConfirm = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    const outcome = await confirm(notice.noticeId);
    setBusy(false);
    if (outcome.kind !== 'confirmed') {
      setFailed(true);
      return;
    }
    toast.success(t('unused.success'));
    onConfirmed?.(notice.noticeId);
  };

  return (
    <>
      <PageHeader>
        <Heading level={headingLevel}>{notice.title}</Heading>
        <Badge tone={state === 'confirmed' ? 'success' : 'warning'}>
          {t(state === 'confirmed' ? 'status.confirmed' : 'status.pending')}
        </Badge>
      </PageHeader>
      <NoticeDocument notice={notice} />
      <PageActions>
        {failed ? <SaveError role="alert">{t('error.save')}</SaveError> : null}
        {notice.confirmedAt === null ? (
          <Button variant="primary" loading={busy} onPress={() => void onConfirm()}>
            {t('action.confirm')}
          </Button>
        ) : (
          <p>
            {t('unused.confirmedAt', {
              date: formatConfirmedAt(notice.confirmedAt, locale),
            })}
          </p>
        )}
      </PageActions>
    </>
  );
}

/**
 * The unused-leave notice page (spec 02 §2 notices): the notice's title, the employee's
 * department, number and name, HR's HTML through SafeHtml, and Confirm
 * (`PUT /hr/ess/unused/leave/checkPop/save`). Once confirmed it says when. Needs
 * `MaruProvider` and `WidgetsProvider` above it; the portal gives it a route.
 */
export function UnusedLeaveNoticePage({
  headingLevel = 1,
  onConfirmed,
  className,
}: UnusedLeaveNoticePageProps) {
  const { t } = useIntl(noticesCatalogue);
  const loaded = useAtomValue(unusedLeaveNoticeData.view);
  const retry = useSetAtom(unusedLeaveNoticeData.refresh);

  let body;
  if (loaded.status === 'error') {
    body = (
      <EmptyState
        title={t('error.load')}
        action={
          <Button variant="secondary" onPress={retry}>
            {t('action.retry')}
          </Button>
        }
      />
    );
  } else if (loaded.data === undefined) {
    body = (
      <div role="status" aria-label={t('loading')}>
        <Skeleton lines={6} />
      </div>
    );
  } else if (loaded.data === null) {
    body = (
      <>
        <PageHeader>
          <Heading level={headingLevel}>{t('unused.title')}</Heading>
        </PageHeader>
        <EmptyState title={t('unused.empty')} description={t('unused.emptyHint')} />
      </>
    );
  } else {
    body = (
      <NoticeView notice={loaded.data} headingLevel={headingLevel} onConfirmed={onConfirmed} />
    );
  }
  return <Page className={className}>{body}</Page>;
}
