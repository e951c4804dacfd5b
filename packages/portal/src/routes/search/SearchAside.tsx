import { ATTACH_FILE_TYPES, CONTENT_EMBED_TYPES, type SearchTarget } from '@maru/api';
import { Button, Link, OrgTree, Select, type OrgTreeNode } from '@maru/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { PanelText } from '../../shell/panels';
import { PeriodBox } from './PeriodBox';
import {
  changeFilter,
  selectBoard,
  selectDepartment,
  switchMode,
  type PostFilterPatch,
} from './searchRules';
import { boardTree, departmentTree, departmentsWithMatches, totalCount } from './searchResultRules';
import { searchLocation, type SearchMode, type SearchPageState } from './searchState';
import { postCounts, userCounts, useSearchResult, type SearchCallState } from './searchData';

/** What each box of the aside gets: the page state and the way to change it. */
interface AsideProps {
  state: SearchPageState;
  onChange: (next: SearchPageState) => void;
}

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

/** A tree of counts under its "all" row (spec 01 §2): loading, nothing found, or the tree. */
function CountsBox<Count extends { searchCount: number }>({
  title,
  allLabel,
  counts,
  roots,
  expandedKeys,
  selectedKey,
  onSelect,
  height,
}: {
  title: string;
  allLabel: (total: number) => string;
  counts: SearchCallState<Count[]>;
  roots: (counts: readonly Count[]) => OrgTreeNode[];
  /** The rows open at first; all closed by default. */
  expandedKeys?: (counts: readonly Count[]) => string[];
  selectedKey: string | null;
  /** The chosen row's key; null for the "all" row. */
  onSelect: (key: string | null) => void;
  height: number;
}) {
  const { t } = useTranslation();
  return (
    <TitledSection title={title}>
      {counts.status === 'ready' ? (
        counts.data.length > 0 ? (
          <>
            <AllRow
              label={allLabel(totalCount(counts.data))}
              pressed={selectedKey === null}
              onPress={() => onSelect(null)}
            />
            <OrgTree
              label={title}
              roots={roots(counts.data)}
              {...(expandedKeys ? { defaultExpandedKeys: expandedKeys(counts.data) } : {})}
              selectedKey={selectedKey}
              onSelectionChange={onSelect}
              height={height}
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

function DepartmentCounts({ state, onChange }: AsideProps) {
  const { t } = useTranslation();
  const { state: counts } = useSearchResult(userCounts);
  return (
    <CountsBox
      title={t('search.tree.departments')}
      allLabel={(count) => t('search.tree.allDepartments', { count })}
      counts={counts}
      roots={departmentTree}
      expandedKeys={departmentsWithMatches}
      selectedKey={state.userMenuSelectKey}
      onSelect={(key) => onChange(selectDepartment(state, key))}
      height={320}
    />
  );
}

function BoardCounts({ state, onChange }: AsideProps) {
  const { t } = useTranslation();
  const { state: counts } = useSearchResult(postCounts);
  const selected =
    state.postMenuSelectKey ?? (state.menuIdField === null ? null : String(state.menuIdField));
  return (
    <CountsBox
      title={t('search.tree.boards')}
      allLabel={(count) => t('search.tree.allBoards', { count })}
      counts={counts}
      roots={boardTree}
      selectedKey={selected}
      onSelect={(key) => onChange(selectBoard(state, key === null ? null : Number(key)))}
      height={240}
    />
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** A post filter chosen from a fixed list (spec 01 §2): its label, options and field. */
interface OptionBoxSpec {
  id: string;
  label: (t: Translate) => string;
  options: (t: Translate) => { key: string; label: string }[];
  shown: (state: SearchPageState) => string;
  patch: (key: string) => PostFilterPatch;
}

/** A box's spec with its options' own key type, erased to the list's. */
function optionBox<Key extends string>(spec: {
  id: string;
  label: (t: Translate) => string;
  keys: readonly Key[];
  optionLabel: (t: Translate, key: Key) => string;
  shown: (state: SearchPageState) => Key;
  patch: (key: Key) => PostFilterPatch;
}): OptionBoxSpec {
  return {
    id: spec.id,
    label: spec.label,
    options: (t) => spec.keys.map((key) => ({ key, label: spec.optionLabel(t, key) })),
    shown: spec.shown,
    // The select answers only keys of the options it was given.
    patch: (key) => spec.patch(key as Key),
  };
}

const OPTION_BOXES: readonly OptionBoxSpec[] = [
  optionBox({
    id: 'scope',
    label: (t) => t('search.options.scope'),
    keys: SCOPES,
    optionLabel: (t, scope) => t(`search.scope.${scope}`),
    // The Korean-analysed variant follows the keyword: the user chose "attachment".
    shown: (state) => (state.searchTargets === 'attachmentKo' ? 'attachment' : state.searchTargets),
    patch: (searchTargets) => ({ searchTargets }),
  }),
  optionBox({
    id: 'media',
    label: (t) => t('search.options.media'),
    keys: CONTENT_EMBED_TYPES,
    optionLabel: (t, type) => t(`search.media.${type}`),
    shown: (state) => state.contentEmbedType,
    patch: (contentEmbedType) => ({ contentEmbedType }),
  }),
  optionBox({
    id: 'attachment',
    label: (t) => t('search.options.attachment'),
    keys: ATTACH_FILE_TYPES,
    optionLabel: (t, type) => t(`search.attachmentType.${type}`),
    shown: (state) => state.attachFileType,
    patch: (attachFileType) => ({ attachFileType }),
  }),
];

/** One option box: its label and its options, the shown one selected. */
function OptionBox({ box, state, onChange }: AsideProps & { box: OptionBoxSpec }) {
  const { t } = useTranslation();
  return (
    <Select
      label={box.label(t)}
      options={box.options(t)}
      selectedKey={box.shown(state)}
      onSelectionChange={(key) => key && onChange(changeFilter(state, box.patch(key)))}
    />
  );
}

function PostOptions({ state, onChange }: AsideProps) {
  const { t } = useTranslation();
  return (
    <TitledSection title={t('search.options.label')}>
      <PeriodBox state={state} onChange={onChange} />
      {OPTION_BOXES.map((box) => (
        <OptionBox key={box.id} box={box} state={state} onChange={onChange} />
      ))}
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
}: AsideProps & { onGo: (href: string) => void }) {
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
