import {
  appendTypeahead,
  Avatar,
  commandForKey,
  flattenVisible,
  highlightParts,
  isImeComposing,
  Spinner,
  typeaheadIndex,
  type OrgTreeNode,
  type TypeaheadBuffer,
  type VisibleRow,
} from '@maru/ui';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLocale } from '../../../i18n';
import { MemberMarkers } from '../../../people';
import * as S from './OrgChart.styles';
import {
  connectorPosition,
  groupDirection,
  indexChart,
  type ChartDepartment,
  type ChartIndex,
  type ChartMember,
  type ConnectorPosition,
  type ContentsState,
} from './orgChartModel';
import type { RevealedNode } from './orgChartState';

export interface OrgChartProps {
  roots: readonly ChartDepartment[];
  contents: ReadonlyMap<string, ContentsState>;
  expanded: ReadonlySet<string>;
  /** Accessible name of the tree. */
  label: string;
  /** Id of the keyboard hint the tree is described by. */
  describedBy?: string;
  /** The search word: matching names are marked. */
  highlight?: string;
  /** The current search hit: made the active node and scrolled to (focus stays where it is). */
  revealed?: RevealedNode | null;
  onOpen(departmentId: string): void;
  onClose(departmentId: string): void;
  onToggle(departmentId: string): void;
  onOpenMember(userId: string): void;
}

interface ChartContextValue {
  index: ChartIndex;
  rows: ReadonlyMap<string, VisibleRow>;
  activeKey: string | null;
  hitKey: string | null;
  highlight: string;
  locale: string;
  register(key: string, element: HTMLElement | null): void;
  activate(key: string): void;
  onToggle(departmentId: string): void;
  onOpenMember(userId: string): void;
}

const ChartContext = createContext<ChartContextValue | null>(null);

function useChart(): ChartContextValue {
  const value = useContext(ChartContext);
  if (!value) throw new Error('OrgChart items need <OrgChart> above them');
  return value;
}

function Highlighted({ text }: { text: string }) {
  const { highlight, locale } = useChart();
  return (
    <>
      {highlightParts(text, highlight, locale).map((part, i) =>
        part.match ? <S.Highlight key={i}>{part.text}</S.Highlight> : part.text,
      )}
    </>
  );
}

function ChevronIcon({ expanded }: { expanded: boolean }) {
  return (
    <S.Chevron viewBox="0 0 16 16" aria-hidden="true" focusable="false" data-expanded={expanded}>
      <path d="M6 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </S.Chevron>
  );
}

/** Roving focus: only the active node is a Tab stop (APG treeview). */
function rovingProps(key: string, chart: ChartContextValue) {
  return {
    tabIndex: key === chart.activeKey ? 0 : -1,
    'data-key': key,
    ref: (element: HTMLElement | null) => chart.register(key, element),
  };
}

function MemberNode({ node, member }: { node: OrgTreeNode; member: ChartMember }) {
  const chart = useChart();
  const row = chart.rows.get(node.key);
  return (
    <S.MemberItem
      role="treeitem"
      aria-level={row?.level}
      aria-posinset={row?.posInSet}
      aria-setsize={row?.setSize}
      data-hit={chart.hitKey === node.key}
      onClick={() => {
        chart.activate(node.key);
        chart.onOpenMember(member.userId);
      }}
      {...rovingProps(node.key, chart)}
    >
      <Avatar name={member.name} src={member.photo} size="sm" decorative />
      <S.MemberText>
        <S.MemberName>
          <Highlighted text={member.name} />
        </S.MemberName>
        {member.title ? <S.MemberTitle>{member.title}</S.MemberTitle> : null}
        <MemberMarkers markers={member.markers} />
      </S.MemberText>
    </S.MemberItem>
  );
}

function DepartmentNode({
  node,
  department,
  connector,
}: {
  node: OrgTreeNode;
  department: ChartDepartment;
  connector: ConnectorPosition;
}) {
  const { t } = useTranslation();
  const chart = useChart();
  const row = chart.rows.get(node.key);
  const expanded = row?.expanded ?? false;
  const status = row?.status ?? 'idle';
  const children = node.children ?? chart.index.loaded.get(node.key)?.children;
  const id = useId();
  const groupId = `${id}-group`;
  const showGroup = expanded && children !== undefined && children.length > 0;
  // The box is the treeitem and owns the group beside it (APG navigation treeview). It is named
  // by its own text (name, headcount, a failure), so the nodes it owns never join its name; one
  // label element, so the name reads exactly as the visible text (axe label-content-name-mismatch).
  return (
    <S.Item data-connector={connector}>
      <S.DepartmentBox
        role="treeitem"
        aria-labelledby={`${id}-label`}
        aria-expanded={row?.expandable ? expanded : undefined}
        aria-owns={showGroup ? groupId : undefined}
        aria-busy={status === 'loading' || undefined}
        aria-level={row?.level}
        aria-posinset={row?.posInSet}
        aria-setsize={row?.setSize}
        data-hit={chart.hitKey === node.key}
        data-openable={row?.expandable ?? false}
        onClick={() => {
          chart.activate(node.key);
          if (row?.expandable) chart.onToggle(department.id);
        }}
        {...rovingProps(node.key, chart)}
      >
        {row?.expandable ? <ChevronIcon expanded={expanded} /> : <span />}
        <S.DepartmentText id={`${id}-label`}>
          <S.DepartmentName>
            <Highlighted text={department.name} />
          </S.DepartmentName>
          <S.DepartmentMeta>
            {t('orgChart.memberCount', { count: department.memberCount })}
            {status === 'loading' ? (
              <Spinner size="sm" label={t('orgChart.loadingChildren')} />
            ) : null}
          </S.DepartmentMeta>
          {status === 'error' ? <S.LoadFailed>{t('orgChart.loadFailed')}</S.LoadFailed> : null}
        </S.DepartmentText>
      </S.DepartmentBox>
      {showGroup ? (
        <ChildGroup id={groupId} nodes={children} level={(row?.level ?? 1) + 1} />
      ) : null}
    </S.Item>
  );
}

function ChildGroup({
  id,
  nodes,
  level,
}: {
  id: string;
  nodes: readonly OrgTreeNode[];
  level: number;
}) {
  const { index } = useChart();
  const members: ReactNode[] = [];
  const departments: OrgTreeNode[] = [];
  for (const child of nodes) {
    const item = index.items.get(child.key);
    if (item?.kind === 'member') {
      members.push(<MemberNode key={child.key} node={child} member={item.member} />);
    } else {
      departments.push(child);
    }
  }
  return (
    <S.Group role="group" id={id}>
      {members.length > 0 ? <S.Members>{members}</S.Members> : null}
      {departments.length > 0 ? (
        <S.Departments data-direction={groupDirection(departments.length, level)}>
          <DepartmentList nodes={departments} />
        </S.Departments>
      ) : null}
    </S.Group>
  );
}

function DepartmentList({ nodes }: { nodes: readonly OrgTreeNode[] }) {
  const { index } = useChart();
  return nodes.map((node, i) => {
    const item = index.items.get(node.key);
    if (item?.kind !== 'department') return null;
    return (
      <DepartmentNode
        key={node.key}
        node={node}
        department={item.department}
        connector={connectorPosition(i, nodes.length)}
      />
    );
  });
}

/** True for a key that types one character (type-ahead), not Space or `*`, which act. */
function typesCharacter(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (event.key === ' ' || event.key === '*') return false;
  return [...event.key].length === 1;
}

/**
 * The visual org chart as a WAI-ARIA APG tree: departments (boxes with their headcount) and, in
 * an open department, its members with their markers. Roving focus (one Tab stop); the keys
 * come from @maru/ui's tree rules: Up/Down, Right/Left, Home/End, Enter/Space, `*` and
 * type-ahead, none of them while an IME composition is open.
 */
export function OrgChart({
  roots,
  contents,
  expanded,
  label,
  describedBy,
  highlight = '',
  revealed = null,
  onOpen,
  onClose,
  onToggle,
  onOpenMember,
}: OrgChartProps) {
  const locale = useActiveLocale();
  const index = useMemo(() => indexChart(roots, contents), [roots, contents]);
  const rows = useMemo(
    () => flattenVisible(index.roots, expanded, index.loaded),
    [index, expanded],
  );
  const rowsByKey = useMemo(() => new Map(rows.map((row) => [row.key, row])), [rows]);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  const typeahead = useRef<TypeaheadBuffer | null>(null);
  // A node hidden by a collapse gives the Tab stop back to the first node.
  const currentKey =
    activeKey !== null && rowsByKey.has(activeKey) ? activeKey : (rows[0]?.key ?? null);

  const focusKey = (key: string) => {
    setActiveKey(key);
    elements.current.get(key)?.focus();
  };

  // A new search hit becomes the active node (adjusted while rendering, not in an effect).
  const [seenReveal, setSeenReveal] = useState<RevealedNode | null>(null);
  if (revealed && revealed !== seenReveal) {
    setSeenReveal(revealed);
    setActiveKey(revealed.key);
  }
  useEffect(() => {
    if (!revealed) return;
    const element = elements.current.get(revealed.key);
    element?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [revealed]);

  const select = (row: VisibleRow) => {
    const item = index.items.get(row.key);
    if (item?.kind === 'member') onOpenMember(item.member.userId);
    else if (item?.kind === 'department' && row.expandable) onToggle(item.department.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isImeComposing(event) || currentKey === null) return;
    const activeIndex = rows.findIndex((row) => row.key === currentKey);
    const command = commandForKey(rows, activeIndex, event.key);
    if (!command) {
      if (!typesCharacter(event)) return;
      typeahead.current = appendTypeahead(typeahead.current, event.key, event.timeStamp);
      const found = typeaheadIndex(rows, activeIndex, typeahead.current.text, locale);
      if (found >= 0) focusKey(rows[found]!.key);
      return;
    }
    event.preventDefault();
    switch (command.type) {
      case 'focus':
        focusKey(rows[command.index]!.key);
        break;
      case 'expand':
        for (const key of command.keys) {
          const item = index.items.get(key);
          if (item?.kind === 'department') onOpen(item.department.id);
        }
        break;
      case 'collapse': {
        const item = index.items.get(command.key);
        if (item?.kind === 'department') onClose(item.department.id);
        break;
      }
      case 'select':
        select(rows[command.index]!);
        break;
    }
  };

  const chart: ChartContextValue = {
    index,
    rows: rowsByKey,
    activeKey: currentKey,
    hitKey: revealed?.key ?? null,
    highlight,
    locale,
    register: (key, element) => {
      if (element) elements.current.set(key, element);
      else elements.current.delete(key);
    },
    activate: setActiveKey,
    onToggle,
    onOpenMember,
  };

  return (
    <ChartContext.Provider value={chart}>
      <S.Viewport>
        <S.Tree
          role="tree"
          aria-label={label}
          aria-describedby={describedBy}
          onKeyDown={onKeyDown}
          onFocus={(event) => {
            const key = (event.target as HTMLElement).closest<HTMLElement>('[data-key]')?.dataset[
              'key'
            ];
            if (key) setActiveKey(key);
          }}
        >
          <S.Roots data-direction={groupDirection(index.roots.length, 1)}>
            <DepartmentList nodes={index.roots} />
          </S.Roots>
        </S.Tree>
      </S.Viewport>
    </ChartContext.Provider>
  );
}
