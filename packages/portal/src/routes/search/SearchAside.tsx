import {
  ATTACH_FILE_TYPES,
  CONTENT_EMBED_TYPES,
  userSearchCounts,
  postSearchCounts,
  type AttachFileType,
  type ContentEmbedType,
  type SearchTarget,
} from '@maru/api';
import { Button, DateRangePicker, Link, OrgTree, Select, type DateRangeValue } from '@maru/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePortalRuntime } from '../../app/RuntimeContext';
import { PanelText } from '../../shell/panels';
import {
  changeFilter,
  changePeriod,
  searchRequests,
  selectBoard,
  selectDepartment,
  switchMode,
} from './searchRules';
import { boardTree, departmentTree, departmentsWithMatches, totalCount } from './searchResultRules';
import { searchLocation, type SearchMode, type SearchPageState } from './searchState';
import { useSearchCall } from './useSearchCall';

const MODES: readonly SearchMode[] = ['unified', 'user', 'post'];

/** The scopes offered; `attachmentKo` is chosen by the keyword, never by the user. */
const SCOPES: readonly Exclude<SearchTarget, 'attachmentKo'>[] = [
  'all',
  'titleBody',
  'title',
  'body',
  'author',
  'comment',
  'tag',
  'attachment',
  'postNumber',
];

/**
 * The company's calendar: custom periods are whole days there (docs/search-pages.md). Seoul
 * keeps one offset all year, so a day's boundaries are written without a time-zone library.
 */
export const SEARCH_TIME_ZONE = 'Asia/Seoul';
const SEARCH_ZONE_OFFSET = '+0900';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface.raised};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const ModeList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};

  a[aria-current='page'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** A box of the aside, named by its heading. */
function TitledSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      {children}
    </Section>
  );
}

function ModeLinks({ state, onGo }: { state: SearchPageState; onGo: (href: string) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('search.mode.label')}>
      <ModeList>
        {MODES.map((mode) => (
          <li key={mode}>
            <Link
              href={searchLocation(switchMode(state, mode))}
              aria-current={state.mode === mode ? 'page' : undefined}
              onNavigate={onGo}
            >
              {t(`search.mode.${mode}`)}
            </Link>
          </li>
        ))}
      </ModeList>
    </nav>
  );
}

/** The "all" row above a tree: clears the tree's choice; pressed while nothing is chosen. */
function AllRow({
  label,
  pressed,
  onPress,
}: {
  label: string;
  pressed: boolean;
  onPress: () => void;
}) {
  return (
    <Button
      variant={pressed ? 'secondary' : 'ghost'}
      size="sm"
      aria-pressed={pressed}
      onPress={onPress}
    >
      {label}
    </Button>
  );
}

function DepartmentCounts({
  state,
  onChange,
}: {
  state: SearchPageState;
  onChange: (next: SearchPageState) => void;
}) {
  const { t } = useTranslation();
  const { client } = usePortalRuntime();
  const { state: counts } = useSearchCall(searchRequests(state).userCounts, (query, signal) =>
    client.call(userSearchCounts, { query, signal }),
  );
  return (
    <TitledSection title={t('search.tree.departments')}>
      {counts.status === 'ready' ? (
        counts.data.length > 0 ? (
          <>
            <AllRow
              label={t('search.tree.allDepartments', { count: totalCount(counts.data) })}
              pressed={state.userMenuSelectKey === null}
              onPress={() => onChange(selectDepartment(state, null))}
            />
            <OrgTree
              label={t('search.tree.departments')}
              roots={departmentTree(counts.data)}
              defaultExpandedKeys={departmentsWithMatches(counts.data)}
              selectedKey={state.userMenuSelectKey}
              onSelectionChange={(key) => onChange(selectDepartment(state, key))}
              height={320}
            />
          </>
        ) : (
          <PanelText>{t('search.tree.empty')}</PanelText>
        )
      ) : counts.status === 'loading' ? (
        <PanelText role="status">{t('search.tree.loading')}</PanelText>
      ) : null}
    </TitledSection>
  );
}

function BoardCounts({
  state,
  onChange,
}: {
  state: SearchPageState;
  onChange: (next: SearchPageState) => void;
}) {
  const { t } = useTranslation();
  const { client } = usePortalRuntime();
  const { state: counts } = useSearchCall(searchRequests(state).postCounts, (query, signal) =>
    client.call(postSearchCounts, { query, signal }),
  );
  const selected =
    state.postMenuSelectKey ?? (state.menuIdField === null ? null : String(state.menuIdField));
  return (
    <TitledSection title={t('search.tree.boards')}>
      {counts.status === 'ready' ? (
        counts.data.length > 0 ? (
          <>
            <AllRow
              label={t('search.tree.allBoards', { count: totalCount(counts.data) })}
              pressed={selected === null}
              onPress={() => onChange(selectBoard(state, null))}
            />
            <OrgTree
              label={t('search.tree.boards')}
              roots={boardTree(counts.data)}
              selectedKey={selected}
              onSelectionChange={(key) => onChange(selectBoard(state, Number(key)))}
              height={240}
            />
          </>
        ) : (
          <PanelText>{t('search.tree.empty')}</PanelText>
        )
      ) : counts.status === 'loading' ? (
        <PanelText role="status">{t('search.tree.loading')}</PanelText>
      ) : null}
    </TitledSection>
  );
}

/** The picker's value for the state: a custom period as whole days in the company's zone. */
function periodValue(state: SearchPageState): DateRangeValue {
  if (state.period === 'custom' && state.startYmd && state.endYmd) {
    return {
      preset: 'custom',
      start: `${state.startYmd}T00:00:00.000${SEARCH_ZONE_OFFSET}`,
      end: `${state.endYmd}T23:59:59.999${SEARCH_ZONE_OFFSET}`,
    };
  }
  return { preset: state.period, start: null, end: null };
}

function PostOptions({
  state,
  onChange,
}: {
  state: SearchPageState;
  onChange: (next: SearchPageState) => void;
}) {
  const { t } = useTranslation();
  const scopeShown = state.searchTargets === 'attachmentKo' ? 'attachment' : state.searchTargets;
  return (
    <TitledSection title={t('search.options.label')}>
      <DateRangePicker
        label={t('search.options.period')}
        value={periodValue(state)}
        timeZone={SEARCH_TIME_ZONE}
        onChange={(value) => {
          const next = changePeriod(state, value);
          if (next) onChange(next);
        }}
      />
      <Select
        label={t('search.options.scope')}
        options={SCOPES.map((scope) => ({ key: scope, label: t(`search.scope.${scope}`) }))}
        selectedKey={scopeShown}
        onSelectionChange={(key) =>
          key && onChange(changeFilter(state, { searchTargets: key as SearchTarget }))
        }
      />
      <Select
        label={t('search.options.media')}
        options={CONTENT_EMBED_TYPES.map((type) => ({
          key: type,
          label: t(`search.media.${type}`),
        }))}
        selectedKey={state.contentEmbedType}
        onSelectionChange={(key) =>
          key && onChange(changeFilter(state, { contentEmbedType: key as ContentEmbedType }))
        }
      />
      <Select
        label={t('search.options.attachment')}
        options={ATTACH_FILE_TYPES.map((type) => ({
          key: type,
          label: t(`search.attachmentType.${type}`),
        }))}
        selectedKey={state.attachFileType}
        onSelectionChange={(key) =>
          key && onChange(changeFilter(state, { attachFileType: key as AttachFileType }))
        }
      />
    </TitledSection>
  );
}

/**
 * The search aside (spec 01 §2): the modes as links (each a search of its own, so Back and
 * copied addresses work); in user mode the department tree with counts; in post mode the
 * board tree with counts and the option boxes period, scope, media and attachment.
 */
export function SearchAside({
  state,
  onChange,
  onGo,
}: {
  state: SearchPageState;
  onChange: (next: SearchPageState) => void;
  onGo: (href: string) => void;
}) {
  return (
    <>
      <ModeLinks state={state} onGo={onGo} />
      {state.mode === 'user' ? <DepartmentCounts state={state} onChange={onChange} /> : null}
      {state.mode === 'post' ? (
        <>
          <BoardCounts state={state} onChange={onChange} />
          <PostOptions state={state} onChange={onChange} />
        </>
      ) : null}
    </>
  );
}
