import {
  menuSearch,
  POST_SEARCH_SORTS,
  postSearch,
  unifiedSearch,
  userSearch,
  type PostSearchSort,
} from '@maru/api';
import { Button, EmptyState, Link, Pagination, Select } from '@maru/ui';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePortalRuntime } from '../../app/RuntimeContext';
import { useOpenProfile } from '../../profile';
import { PanelText } from '../../shell/panels';
import { changeFilter, changePage, searchRequests, switchMode } from './searchRules';
import { MenuResult, PostResult, ResultList, UserResult } from './SearchResultItems';
import { searchLocation, type SearchPageState } from './searchState';
import { useSearchCall, type SearchCallState } from './useSearchCall';

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

/** A result group: heading with its total, optional tools (sort), the list and its paging. */
function ResultSection({
  title,
  total,
  tools,
  children,
}: {
  title: string;
  total: number | null;
  tools?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionHeader>
        <SectionTitle id={titleId}>
          {title}
          {total === null ? null : <Total>{t('search.results.total', { count: total })}</Total>}
        </SectionTitle>
        {tools}
      </SectionHeader>
      {children}
    </Section>
  );
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

/** Unified mode: the first members and posts (with a link to all of each), and the menus. */
function UnifiedResults({ state, onChange, onGo }: ViewProps) {
  const { t } = useTranslation();
  const { client } = usePortalRuntime();
  const openProfile = useOpenProfile();
  const requests = searchRequests(state);
  const unified = useSearchCall(requests.unified, (query, signal) =>
    client.call(unifiedSearch, { query, signal }),
  );
  const menus = useSearchCall(requests.menus, (query, signal) =>
    client.call(menuSearch, { query, signal }),
  );
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
        total={data?.userSearchResult.userTotalHits ?? null}
        tools={
          data ? more('user', t('search.results.users'), data.userSearchResult.userTotalHits) : null
        }
      >
        <CallStatus
          call={unified.state}
          isEmpty={(answer) => answer.userSearchResult.users.length === 0}
          onRetry={unified.retry}
        >
          {(answer) => (
            <ResultList>
              {answer.userSearchResult.users.map((user) => (
                <li key={user.userId}>
                  <UserResult user={user} onOpenProfile={openProfile} />
                </li>
              ))}
            </ResultList>
          )}
        </CallStatus>
      </ResultSection>
      <ResultSection
        title={t('search.results.posts')}
        total={data?.postSearchResult.postTotalHits ?? null}
        tools={
          data ? more('post', t('search.results.posts'), data.postSearchResult.postTotalHits) : null
        }
      >
        <CallStatus
          call={unified.state}
          isEmpty={(answer) => answer.postSearchResult.posts.length === 0}
          onRetry={unified.retry}
        >
          {(answer) => (
            <ResultList>
              {answer.postSearchResult.posts.map((post) => (
                <li key={post.listId}>
                  <PostResult post={post} onNavigate={onGo} />
                </li>
              ))}
            </ResultList>
          )}
        </CallStatus>
      </ResultSection>
      <ResultSection
        title={t('search.results.menus')}
        total={menus.state.status === 'ready' ? menus.state.data.totalHits : null}
      >
        <CallStatus
          call={menus.state}
          isEmpty={(page) => page.items.length === 0}
          onRetry={menus.retry}
        >
          {(page) => (
            <>
              <ResultList>
                {page.items.map((menu) => (
                  <li key={menu.menuId}>
                    <MenuResult menu={menu} onNavigate={onGo} />
                  </li>
                ))}
              </ResultList>
              <Paging
                section={t('search.results.menus')}
                total={page.totalHits}
                limit={page.limit}
                state={state}
                onChange={onChange}
              />
            </>
          )}
        </CallStatus>
      </ResultSection>
    </>
  );
}

/** User mode: the members of the chosen department (or all), a page at a time. */
function UserResults({ state, onChange }: ViewProps) {
  const { t } = useTranslation();
  const { client } = usePortalRuntime();
  const openProfile = useOpenProfile();
  const users = useSearchCall(searchRequests(state).users, (query, signal) =>
    client.call(userSearch, { query, signal }),
  );
  return (
    <ResultSection
      title={t('search.results.users')}
      total={users.state.status === 'ready' ? users.state.data.totalHits : null}
    >
      <CallStatus
        call={users.state}
        isEmpty={(page) => page.items.length === 0}
        onRetry={users.retry}
      >
        {(page) => (
          <>
            <ResultList>
              {page.items.map((user) => (
                <li key={user.userId}>
                  <UserResult user={user} onOpenProfile={openProfile} />
                </li>
              ))}
            </ResultList>
            <Paging
              section={t('search.results.users')}
              total={page.totalHits}
              limit={page.limit}
              state={state}
              onChange={onChange}
            />
          </>
        )}
      </CallStatus>
    </ResultSection>
  );
}

/** Post mode: the posts under the filters, sorted as chosen, a page at a time. */
function PostResults({ state, onChange, onGo }: ViewProps) {
  const { t } = useTranslation();
  const { client } = usePortalRuntime();
  const request = searchRequests(state).posts;
  const posts = useSearchCall(request, (query, signal) =>
    client.call(postSearch, { query, signal }),
  );
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
      total={posts.state.status === 'ready' ? posts.state.data.totalHits : null}
      tools={sort}
    >
      {request === null ? <PanelText>{t('search.state.periodIncomplete')}</PanelText> : null}
      <CallStatus
        call={posts.state}
        isEmpty={(page) => page.items.length === 0}
        onRetry={posts.retry}
      >
        {(page) => (
          <>
            <ResultList>
              {page.items.map((post) => (
                <li key={post.listId}>
                  <PostResult post={post} onNavigate={onGo} />
                </li>
              ))}
            </ResultList>
            <Paging
              section={t('search.results.posts')}
              total={page.totalHits}
              limit={page.limit}
              state={state}
              onChange={onChange}
            />
          </>
        )}
      </CallStatus>
    </ResultSection>
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
