import { MEMBER_PAGE_SIZES } from '@maru/api';
import { Button, EmptyState, OrgTree, Pagination, Spinner, mailtoHref } from '@maru/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenProfile } from '../../../profile';
import { FinderSearchForm } from './FinderSearchForm';
import {
  EMPTY_FORM,
  FIRST_PAGE,
  isBlankForm,
  type FinderPaging,
  type FinderSubject,
} from './finderQuery';
import { MemberTable } from './MemberTable';
import { usePageParams } from '../../../data';
import {
  dutyLookups,
  finderParamsAtom,
  finderRoots,
  memberPage,
  useFinderTreeCalls,
} from './finderData';
import * as S from './UserFindPage.styles';

const TREE_HEIGHT = 320;

function OrganisationPanel({
  selectedKey,
  onSelect,
}: {
  selectedKey: string | null;
  onSelect: (subject: FinderSubject) => void;
}) {
  const { t } = useTranslation();
  const roots = useAtomValue(finderRoots.view);
  const retryRoots = useSetAtom(finderRoots.refresh);
  const { loadChildren, search } = useFinderTreeCalls();
  const titleId = useId();
  let body;
  if (roots.status === 'error') {
    body = (
      <EmptyState
        title={t('finder.tree.error')}
        action={<Button onPress={retryRoots}>{t('finder.retry')}</Button>}
      />
    );
  } else if (roots.data === undefined) {
    body = (
      <S.Centre>
        <Spinner label={t('finder.tree.loading')} />
      </S.Centre>
    );
  } else {
    body = (
      <OrgTree
        label={t('finder.tree.label')}
        roots={roots.data}
        loadChildren={loadChildren}
        search={search}
        searchLabel={t('finder.tree.searchLabel')}
        searchPlaceholder={t('finder.tree.searchPlaceholder')}
        selectedKey={selectedKey}
        onSelectionChange={(key, node) =>
          onSelect({
            kind: 'organisation',
            dlId: key,
            name: node.label,
            groupMail: node.groupMail ?? null,
          })
        }
        countUnit={(count) => t('finder.memberCount', { count })}
        height={TREE_HEIGHT}
      />
    );
  }
  return (
    <S.Panel aria-labelledby={titleId}>
      <S.PanelTitle id={titleId}>{t('finder.tree.title')}</S.PanelTitle>
      {body}
    </S.Panel>
  );
}

/**
 * The member finder (`/userFind`, spec 01 §2): the organisation tree on the left (lazy, with a
 * word search and group-mail links), the search form, the member table and its paging. The list
 * starts as the whole current company; a search or a selected organisation replaces it, each
 * from page 1 at the chosen page size.
 */
export function UserFindPage() {
  const { t } = useTranslation();
  const openProfile = useOpenProfile();
  const duties = useAtomValue(dutyLookups.view);
  const dutyNames = useMemo(
    () => new Map((duties.data ?? []).map((duty) => [duty.lookupCode, duty.meaning])),
    [duties.data],
  );
  const [subject, setSubject] = useState<FinderSubject>({ kind: 'search', form: EMPTY_FORM });
  const [paging, setPaging] = useState<FinderPaging>(FIRST_PAGE);
  usePageParams(
    finderParamsAtom,
    useMemo(() => ({ subject, paging }), [subject, paging]),
  );
  const result = useAtomValue(memberPage.view);
  const retry = useSetAtom(memberPage.refresh);
  const titleId = useId();
  const resultsId = useId();

  const show = (next: FinderSubject) => {
    setSubject(next);
    setPaging((current) => ({ page: 1, pageSize: current.pageSize }));
  };
  const organisation = subject.kind === 'organisation' ? subject : null;
  let heading = t('finder.results.everyone');
  if (subject.kind === 'organisation') {
    heading = t('finder.results.organisation', { name: subject.name });
  } else if (!isBlankForm(subject.form)) {
    heading = t('finder.results.search');
  }
  const groupMail = mailtoHref(organisation?.groupMail);
  const count = result.data?.page.count ?? 0;

  return (
    <S.Page aria-labelledby={titleId}>
      <S.Title id={titleId}>{t('finder.heading')}</S.Title>
      <S.Columns>
        <OrganisationPanel selectedKey={organisation?.dlId ?? null} onSelect={show} />
        <S.Panel aria-labelledby={resultsId}>
          <FinderSearchForm
            duties={duties.data ?? null}
            onSearch={(form) => show({ kind: 'search', form })}
          />
          <S.ResultHeader>
            <S.PanelTitle id={resultsId}>{heading}</S.PanelTitle>
            {groupMail && organisation ? (
              <S.MailAnchor href={groupMail}>
                {t('finder.results.groupMail', { address: organisation.groupMail })}
              </S.MailAnchor>
            ) : null}
            <S.Status role="status">
              {result.status === 'ready' ? t('finder.results.count', { count }) : ''}
            </S.Status>
          </S.ResultHeader>
          {result.status === 'error' ? (
            <EmptyState
              title={t('finder.results.error')}
              action={<Button onPress={retry}>{t('finder.retry')}</Button>}
            />
          ) : (
            <>
              <MemberTable
                rows={result.data?.rows ?? []}
                loading={result.status === 'loading'}
                label={heading}
                dutyNames={dutyNames}
                onOpenMember={openProfile}
              />
              <Pagination
                totalCount={count}
                page={paging.page}
                pageSize={paging.pageSize}
                pageSizeOptions={MEMBER_PAGE_SIZES}
                onPageChange={(page) => setPaging((current) => ({ ...current, page }))}
                onPageSizeChange={(pageSize) => setPaging({ page: 1, pageSize })}
                aria-label={t('finder.pagination')}
              />
            </>
          )}
        </S.Panel>
      </S.Columns>
    </S.Page>
  );
}
