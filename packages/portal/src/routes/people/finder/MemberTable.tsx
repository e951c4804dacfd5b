import type { MemberRow } from '@maru/api';
import { Avatar, DataTable, EmptyState, Link, mailtoHref, type DataTableColumn } from '@maru/ui';
import { useTranslation } from 'react-i18next';
import { useActiveLocale, type PortalLocale } from '../../../i18n';
import { contactLinksOf, type DeepLinkType } from '../../../profile/contactLinks';
import { displayName } from '../../../shell/displayName';
import { VisuallyHidden } from '../../../shell/visuallyHidden';
import { MemberMarkers } from '../orgChart/MemberMarkers';
import { markersOf } from '../orgChart/orgChartData';
import * as S from './UserFindPage.styles';

type Translate = ReturnType<typeof useTranslation>['t'];

/** The chat services a row may link to (spec 01 §2 messenger column), in the profile's order. */
const CHAT_TYPES = ['hangout', 'slack', 'teams', 'naverworks'] as const;
type ChatType = (typeof CHAT_TYPES)[number];

function isChat(type: DeepLinkType): type is ChatType {
  return (CHAT_TYPES as readonly string[]).includes(type);
}

function messengerLinks(row: MemberRow, name: string, t: Translate) {
  // The profile dialog's contact rules build every chat href (https only, through the resolver).
  const chats = contactLinksOf(row).flatMap((link) =>
    isChat(link.type) ? [{ href: link.href, service: link.type }] : [],
  );
  if (chats.length === 0) return null;
  return (
    <S.Messengers>
      {chats.map((chat) => {
        const service = t(`finder.messenger.${chat.service}`);
        return (
          <Link key={chat.service} href={chat.href}>
            {service}
            <VisuallyHidden>{t('finder.table.chatWith', { name })}</VisuallyHidden>
          </Link>
        );
      })}
    </S.Messengers>
  );
}

function columnsFor(
  t: Translate,
  locale: PortalLocale,
  dutyNames: ReadonlyMap<string, string>,
): DataTableColumn<MemberRow>[] {
  return [
    {
      key: 'photo',
      header: t('finder.table.photo'),
      width: 56,
      // The name is written in the next cell, so the photo is decorative.
      cell: (row) => (
        <Avatar name={displayName(row, locale)} src={row.userPhoto} size="sm" decorative />
      ),
    },
    {
      key: 'name',
      header: t('finder.table.name'),
      rowHeader: true,
      cell: (row) => (
        <S.NameCell>
          {displayName(row, locale)}
          <MemberMarkers markers={markersOf(row)} />
        </S.NameCell>
      ),
    },
    {
      key: 'department',
      header: t('finder.table.department'),
      cell: (row) => (
        <>
          {row.dlName}
          <S.Secondary>{(row.dutyCode && dutyNames.get(row.dutyCode)) || row.dutyDesc}</S.Secondary>
        </>
      ),
    },
    {
      key: 'email',
      header: t('finder.table.email'),
      cell: (row) => {
        const href = mailtoHref(row.email);
        return href ? <S.MailAnchor href={href}>{row.email}</S.MailAnchor> : row.email;
      },
    },
    {
      key: 'mobile',
      header: t('finder.table.mobile'),
      noWrap: true,
      cell: (row) => row.mobile ?? '',
    },
    {
      key: 'messenger',
      header: t('finder.table.messenger'),
      cell: (row) => messengerLinks(row, displayName(row, locale), t),
    },
  ];
}

export interface MemberTableProps {
  rows: readonly MemberRow[];
  loading: boolean;
  /** Duty names by code in the active language; a title without a code shows as stored. */
  dutyNames: ReadonlyMap<string, string>;
  /** Names the table (the result heading). */
  label: string;
  /** Opens the member's profile dialog (spec 01 §2: clicking a member). */
  onOpenMember: (userId: string) => void;
}

/**
 * The result table (spec 01 §2): photo, name, department and title, email, mobile, messenger.
 * A row opens the member's profile on click or Enter; mail and chat links inside it do not.
 */
export function MemberTable({ rows, loading, label, dutyNames, onOpenMember }: MemberTableProps) {
  const { t } = useTranslation();
  const locale = useActiveLocale();
  return (
    <DataTable
      aria-label={label}
      columns={columnsFor(t, locale, dutyNames)}
      rows={rows}
      // A member is listed once per post, so a concurrent post repeats the user id.
      rowKey={(row) => `${row.userId}:${row.organizationId}`}
      manualSort
      loading={loading}
      onRowAction={(row) => onOpenMember(row.userId)}
      empty={
        <EmptyState title={t('finder.table.empty')} description={t('finder.table.emptyHint')} />
      }
    />
  );
}
