import type { MemberRow } from '@maru/api';
import {
  Avatar,
  DataTable,
  EmptyState,
  Link,
  mailtoHref,
  VisuallyHidden,
  type DataTableColumn,
} from '@maru/ui';
import { useTranslation } from 'react-i18next';
import { useActiveLocale, type PortalLocale } from '../../../i18n';
import { markersOf, MemberMarkers, rowChatLinks } from '../../../people';
import { displayName } from '../../../shell/displayName';
import * as S from './UserFindPage.styles';

type Translate = ReturnType<typeof useTranslation>['t'];

/** The messenger column (spec 01 §2): the profile's chat links (https only, via the resolver). */
function messengerLinks(row: MemberRow, name: string, t: Translate) {
  const chats = rowChatLinks(row);
  if (chats.length === 0) return null;
  return (
    <S.Messengers>
      {chats.map((chat) => {
        const service = t(`finder.messenger.${chat.type}`);
        return (
          <Link key={chat.type} href={chat.href}>
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
      width: 64,
      // The name is written in the next cell, so the photo is decorative.
      cell: (row) => <Avatar name={displayName(row, locale)} src={row.userPhoto} decorative />,
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
      noWrap: true,
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
    <S.Members>
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
    </S.Members>
  );
}
