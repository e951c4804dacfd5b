import { POST_SEARCH_SORTS, type PostSearchSort } from '@maru/api';
import { Button, EmptyState, Link, Pagination, Select } from '@maru/ui';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useOpenProfile } from '../../profile';
import { PanelText } from '../../shell/panels';
import { changeFilter, changePage, searchRequests, switchMode } from './searchRules';
import { MenuResult, PostResult, ResultList, UserResult } from './SearchResultItems';
import { searchLocation, type SearchPageState } from './searchState';
import {
  menuResults,
  postResults,
  unifiedResults,
  userResults,
  useSearchResult,
  type SearchCallState,
} from './searchData';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface.raised};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Total = styled.span`
  margin-inline-start: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

interface ViewProps {
  state: SearchPageState;
  onChange: (next: SearchPageState) => void;
  onGo: (href: string) => void;
}

/** What a call shows before its answer, when it failed, and when it found nothing. */
function CallStatus<T>({
  call,
  isEmpty,
  onRetry,
  children,
}: {
  call: SearchCallState<T>;
  isEmpty: (data: T) => boolean;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  switch (call.status) {
    case 'idle':
      return null;
    case 'loading':
      return (
        <PanelText role="status" aria-live="polite">
          {t('search.state.loading')}
        </PanelText>
      );
    case 'error':
      return (
        <EmptyState
          size="sm"
          title={t('search.state.error')}
          action={
            <Button variant="secondary" onPress={onRetry}>
              {t('search.state.retry')}
            </Button>
          }
        />
      );
    case 'ready':
      return isEmpty(call.data) ? (
        <EmptyState
          size="sm"
          title={t('search.state.empty')}
          description={t('search.state.emptyHint')}
        />
      ) : (
        children(call.data)
      );
  }
}

function Paging({
  section,
  total,
  limit,
  state,
  onChange,
}: {
  section: string;
  total: number;
  limit: number;
  state: SearchPageState;
  onChange: (next: SearchPageState) => void;
}) {
  const { t } = useTranslation();
  if (total <= limit) return null;
  return (
    <Pagination
      aria-label={t('search.results.pages', { section })}
      totalCount={total}
      page={state.page}
      pageSize={limit}
      showPageSize={false}
      onPageChange={(page) => onChange(changePage(state, page))}
    />
  );
}

/** What one result group lists of its call's answer. */
interface Listed<Item> {
  items: readonly Item[];
  total: number;
  /** The page size, for a paged answer: pages show when there is more than one. */
  limit?: number;
}

interface ResultSectionProps<T, Item> {
  title: string;
  call: { state: SearchCallState<T>; retry: () => void };
  listed: (data: T) => Listed<Item>;
  itemKey: (item: Item) => string | number;
  renderItem: (item: Item) => ReactNode;
  /** Beside the heading (the sort, a link to all results). */
  tools?: ReactNode;
  /** Above the list (why nothing is searched). */
  note?: ReactNode;
  /** The page state a paged answer's pagination changes. */
  paging?: Pick<ViewProps, 'state' | 'onChange'>;
}

/**
 * A result group (spec 01 §3): heading with its total, optional tools, the call's state, the
 * list and, for a paged answer, its pagination.
 */
function ResultSection<T, Item>({
  title,
  call,
  listed,
  itemKey,
  renderItem,
  tools,
  note,
  paging,
}: ResultSectionProps<T, Item>) {
  const { t } = useTranslation();
  const titleId = useId();
  const total = call.state.status === 'ready' ? listed(call.state.data).total : null;
  return (
    <Section aria-labelledby={titleId}>
      <SectionHeader>
        <SectionTitle id={titleId}>
          {title}
          {total === null ? null : <Total>{t('search.results.total', { count: total })}</Total>}
        </SectionTitle>
        {tools}
      </SectionHeader>
      {note}
      <CallStatus
        call={call.state}
        isEmpty={(data) => listed(data).items.length === 0}
        onRetry={call.retry}
      >
        {(data) => {
          const { items, total: found, limit } = listed(data);
          return (
            <>
              <ResultList>
                {items.map((item) => (
                  <li key={itemKey(item)}>{renderItem(item)}</li>
                ))}
              </ResultList>
              {paging && limit !== undefined ? (
                <Paging section={title} total={found} limit={limit} {...paging} />
              ) : null}
            </>
          );
        }}
      </CallStatus>
    </Section>
  );
}

/** A paged answer as a group lists it. */
function pageListed<Item>(page: {
  items: readonly Item[];
  totalHits: number;
  limit: number;
}): Listed<Item> {
  return { items: page.items, total: page.totalHits, limit: page.limit };
}

/** Unified mode: the first members and posts (with a link to all of each), and the menus. */
function UnifiedResults({ state, onChange, onGo }: ViewProps) {
  const { t } = useTranslation();
  const openProfile = useOpenProfile();
  const unified = useSearchResult(unifiedResults);
  const menus = useSearchResult(menuResults);
  const data = unified.state.status === 'ready' ? unified.state.data : null;
  const more = (mode: 'user' | 'post', section: string, total: number) =>
    total > 0 ? (
      <Link href={searchLocation(switchMode(state, mode))} onNavigate={onGo}>
        {t('search.results.more', { section })}
      </Link>
    ) : null;
  return (
    <>
      <ResultSection
        title={t('search.results.users')}
        call={unified}
        listed={(answer) => ({
          items: answer.userSearchResult.users,
          total: answer.userSearchResult.userTotalHits,
        })}
        itemKey={(user) => user.userId}
        renderItem={(user) => <UserResult user={user} onOpenProfile={openProfile} />}
        tools={
          data ? more('user', t('search.results.users'), data.userSearchResult.userTotalHits) : null
        }
      />
      <ResultSection
        title={t('search.results.posts')}
        call={unified}
        listed={(answer) => ({
          items: answer.postSearchResult.posts,
          total: answer.postSearchResult.postTotalHits,
        })}
        itemKey={(post) => post.listId}
        renderItem={(post) => (
          <PostResult post={post} onNavigate={onGo} onOpenProfile={openProfile} />
        )}
        tools={
          data ? more('post', t('search.results.posts'), data.postSearchResult.postTotalHits) : null
        }
      />
      <ResultSection
        title={t('search.results.menus')}
        call={menus}
        listed={(page) => pageListed(page)}
        itemKey={(menu) => menu.menuId}
        renderItem={(menu) => <MenuResult menu={menu} onNavigate={onGo} />}
        paging={{ state, onChange }}
      />
    </>
  );
}

/** User mode: the members of the chosen department (or all), a page at a time. */
function UserResults({ state, onChange }: ViewProps) {
  const { t } = useTranslation();
  const openProfile = useOpenProfile();
  const users = useSearchResult(userResults);
  return (
    <ResultSection
      title={t('search.results.users')}
      call={users}
      listed={(page) => pageListed(page)}
      itemKey={(user) => user.userId}
      renderItem={(user) => <UserResult user={user} onOpenProfile={openProfile} />}
      paging={{ state, onChange }}
    />
  );
}

/** Post mode: the posts under the filters, sorted as chosen, a page at a time. */
function PostResults({ state, onChange, onGo }: ViewProps) {
  const { t } = useTranslation();
  const openProfile = useOpenProfile();
  const request = searchRequests(state).posts;
  const posts = useSearchResult(postResults);
  const sort = (
    <Select
      label={t('search.sort.label')}
      options={POST_SEARCH_SORTS.map((key) => ({ key, label: t(`search.sort.${key}`) }))}
      selectedKey={state.sort}
      onSelectionChange={(key) =>
        key && onChange(changeFilter(state, { sort: key as PostSearchSort }))
      }
    />
  );
  return (
    <ResultSection
      title={t('search.results.posts')}
      call={posts}
      listed={(page) => pageListed(page)}
      itemKey={(post) => post.listId}
      renderItem={(post) => (
        <PostResult post={post} onNavigate={onGo} onOpenProfile={openProfile} />
      )}
      tools={sort}
      note={request === null ? <PanelText>{t('search.state.periodIncomplete')}</PanelText> : null}
      paging={{ state, onChange }}
    />
  );
}

/** The result view of the current mode (spec 01 §2). */
export function SearchResults(props: ViewProps) {
  switch (props.state.mode) {
    case 'unified':
      return <UnifiedResults {...props} />;
    case 'user':
      return <UserResults {...props} />;
    case 'post':
      return <PostResults {...props} />;
  }
}
