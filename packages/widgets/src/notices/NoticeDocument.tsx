import { SafeHtml, useIntl } from '@maru/ui';
import type { NoticeData } from '@maru/api';
import { noticesCatalogue } from './catalogue';
import { formatNoticeDate } from './format';
import { DocumentBody, Facts, Signature } from './Notice.styles';

export interface NoticeDocumentProps {
  /** The notice; its title is the container's heading (dialog title or page heading). */
  notice: NoticeData;
}

/**
 * The body every notice shares (spec 02 §2, §3): the employee's department, number and name,
 * HR's HTML through the one sanitiser (SafeHtml), then the date and the company as signature.
 */
export function NoticeDocument({ notice }: NoticeDocumentProps) {
  const { t, locale } = useIntl(noticesCatalogue);
  return (
    <DocumentBody>
      <Facts>
        <dt>{t('fact.organization')}</dt>
        <dd>{notice.organizationName}</dd>
        <dt>{t('fact.employeeNumber')}</dt>
        <dd>{notice.employeeNumber}</dd>
        <dt>{t('fact.name')}</dt>
        <dd>{notice.name}</dd>
      </Facts>
      <SafeHtml html={notice.content} aria-label={t('content.label')} role="region" />
      <Signature>
        <p>
          <time dateTime={notice.today}>{formatNoticeDate(notice.today, locale)}</time>
        </p>
        <p>{notice.companyName}</p>
      </Signature>
    </DocumentBody>
  );
}
