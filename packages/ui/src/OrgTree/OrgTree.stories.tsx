import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrgTree } from './OrgTree';
import { demoChildren, demoOrgTree, demoSearch, largeOrgTree } from './orgTreeFixtures';
import type { OrgTreeNode } from './treeModel';

/** Answers on the next task: the loading state is passed through, the end state is fixed. */
const loadDemoChildren = async (node: OrgTreeNode) => {
  await new Promise((resolve) => setTimeout(resolve, 30));
  return demoChildren(node);
};

/** Never answers: the loading state stays on screen for a stable screenshot. */
const loadForever = () => new Promise<never>(() => undefined);

const loadFails = async (): Promise<never> => {
  throw new Error('network');
};

function tree(canvasElement: HTMLElement, name = '조직도') {
  return within(canvasElement).getByRole('tree', { name });
}

function activeItem(canvasElement: HTMLElement, name = '조직도') {
  const id = tree(canvasElement, name).getAttribute('aria-activedescendant');
  return id ? canvasElement.ownerDocument.getElementById(id) : null;
}

function liveRegion(canvasElement: HTMLElement): Element {
  const region = canvasElement.ownerDocument.querySelector('[data-org-tree-live]');
  if (!region) throw new Error('no org tree live region');
  return region;
}

const meta = {
  title: 'ui/OrgTree',
  component: OrgTree,
  args: {
    label: '조직도',
    roots: demoOrgTree(),
    loadChildren: loadDemoChildren,
    defaultExpandedKeys: ['company'],
    height: 320,
    onSelectionChange: fn(),
    onExpandedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrgTree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The directory tree: divisions open, group mail links, one organisation selected. */
export const Default: Story = {
  args: { defaultExpandedKeys: ['company', 'biz'], defaultSelectedKey: 'hr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('treeitem', { name: '인사팀' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      canvas.getByRole('link', { name: '인사팀 그룹 메일 보내기 (hr@maru.example)' }),
    ).toHaveAttribute('href', 'mailto:hr@maru.example');
  },
};

/** APG treeview keys: Down/Up, Right opens then enters, Left goes up then closes, Home/End, Enter. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(tree(canvasElement)).toHaveFocus();
    await expect(activeItem(canvasElement)).toHaveAccessibleName('마루 주식회사');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(activeItem(canvasElement)).toHaveAccessibleName('경영지원본부');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('treeitem', { name: '경영지원본부' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(activeItem(canvasElement)).toHaveAccessibleName('인사팀');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(activeItem(canvasElement)).toHaveAccessibleName('경영지원본부');
    await userEvent.keyboard('{End}');
    await expect(activeItem(canvasElement)).toHaveAccessibleName('영업본부');
    await userEvent.keyboard('{Home}');
    await expect(activeItem(canvasElement)).toHaveAccessibleName('마루 주식회사');
    // Type-ahead: a bare consonant finds the next name whose first syllable starts with it.
    await userEvent.keyboard('ㅇ');
    await expect(activeItem(canvasElement)).toHaveAccessibleName('인사팀');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(
      'hr',
      expect.objectContaining({ key: 'hr' }),
    );
    await expect(canvas.getByRole('treeitem', { name: '인사팀' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** `*` opens every sibling; the lazy ones load (영업본부 turns out to have no children). */
export const ExpandSiblings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}*');
    await expect(await canvas.findByRole('treeitem', { name: '프론트엔드팀' })).toBeVisible();
    await expect(canvas.getByRole('treeitem', { name: '경영지원본부' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() =>
      expect(canvas.getByRole('treeitem', { name: '영업본부' })).not.toHaveAttribute(
        'aria-expanded',
      ),
    );
  },
};

/** Children load on first expand; the node is busy meanwhile. */
export const LazyLoading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('개발본부'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('treeitem', { name: '백엔드팀' })).toHaveAttribute(
      'aria-level',
      '3',
    );
    await expect(canvas.getByRole('treeitem', { name: '개발본부' })).not.toHaveAttribute(
      'aria-busy',
    );
  },
};

/** A node waiting for its children. */
export const NodeLoading: Story = {
  args: { loadChildren: loadForever, defaultExpandedKeys: ['company', 'dev'] },
  play: async ({ canvasElement }) => {
    const dev = within(canvasElement).getByRole('treeitem', { name: '개발본부' });
    await expect(dev).toHaveAttribute('aria-busy', 'true');
    await expect(dev).toHaveAccessibleDescription('하위 조직을 불러오는 중…');
  },
};

/** A node whose children failed: the error, the retry button as the next Tab stop, Right retries. */
export const NodeError: Story = {
  args: { loadChildren: loadFails },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    const dev = canvas.getByRole('treeitem', { name: /^개발본부/ });
    await waitFor(() => expect(dev).toHaveAttribute('data-state', 'error'));
    await expect(dev).toHaveAccessibleName('개발본부 불러오지 못했습니다 다시 시도');
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      '개발본부: 하위 조직을 불러오지 못했습니다.',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '다시 시도' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(tree(canvasElement)).toHaveFocus();
  },
};

/** The search box asks for a matching tree and shows it open, matches highlighted. */
export const Search: Story = {
  args: { search: demoSearch(), searchDebounceMs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '조직 검색' }), '팀');
    const team = await canvas.findByRole('treeitem', { name: '프론트엔드팀' });
    await expect(team.querySelector('mark')).toHaveTextContent('팀');
    await expect(liveRegion(canvasElement)).toHaveTextContent('검색 결과 6건');
    await userEvent.keyboard('{ArrowDown}');
    await expect(tree(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(activeItem(canvasElement)).toHaveAccessibleName('프론트엔드팀');
  },
};

export const Searching: Story = {
  args: { search: loadForever, searchDebounceMs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '조직 검색' }), '인사');
    await expect(await canvas.findByText('검색하는 중…')).toBeVisible();
  },
};

export const SearchEmpty: Story = {
  args: { search: demoSearch(), searchDebounceMs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '조직 검색' }), '없는부서');
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent('검색 결과가 없습니다.'),
    );
  },
};

export const SearchError: Story = {
  args: { search: loadFails, searchDebounceMs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '조직 검색' }), '인사');
    await expect(await canvas.findByRole('button', { name: '다시 시도' })).toBeVisible();
    await expect(liveRegion(canvasElement)).toHaveTextContent('조직을 검색하지 못했습니다.');
  },
};

/** Hangul typed through an IME: keys while a composition is open move, open and select nothing. */
export const ImeComposition: Story = {
  args: { search: demoSearch(), searchDebounceMs: 0 },
  play: async ({ canvasElement, args }) => {
    const element = tree(canvasElement);
    element.focus();
    await expect(activeItem(canvasElement)).toHaveAccessibleName('마루 주식회사');
    element.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    for (const key of ['ArrowDown', 'ArrowRight', 'Enter', 'ㄱ']) {
      element.dispatchEvent(
        new KeyboardEvent('keydown', { key, isComposing: true, bubbles: true, cancelable: true }),
      );
    }
    element.dispatchEvent(new CompositionEvent('compositionend', { data: '가', bubbles: true }));
    await expect(activeItem(canvasElement)).toHaveAccessibleName('마루 주식회사');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
    // The search box: Down during a composition stays in the box; after it, goes to the tree.
    const box = within(canvasElement).getByRole('searchbox', { name: '조직 검색' });
    box.focus();
    box.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    box.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowDown', isComposing: true, bubbles: true }),
    );
    box.dispatchEvent(new CompositionEvent('compositionend', { data: '', bubbles: true }));
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(element).toHaveFocus();
  },
};

/** Unified search: departments with the number of results each. */
export const WithCounts: Story = {
  args: {
    label: '부서별 검색 결과',
    roots: demoOrgTree('ko', true),
    defaultExpandedKeys: ['company', 'biz'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('treeitem', { name: '경영지원본부 31 건' })).toBeInTheDocument();
  },
};

/** 10,000 open nodes, virtualised: only the rows in view are in the DOM. */
export const TenThousandNodes: Story = {
  args: {
    roots: largeOrgTree(100, 99),
    defaultExpandedKeys: Array.from({ length: 100 }, (_, d) => `d${d}`),
    loadChildren: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('treeitem').length).toBeLessThan(40);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(activeItem(canvasElement)).toHaveAccessibleName(/본부 100 · 팀 099/);
    await expect(activeItem(canvasElement)).toHaveAttribute('aria-posinset', '99');
    await waitFor(() => expect(activeItem(canvasElement)).toBeVisible());
  },
};

export const Empty: Story = {
  args: { roots: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('조직이 없습니다.')).toBeVisible();
  },
};

/** Longer English names and counts; the search box in English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Organization',
    roots: demoOrgTree('en', true),
    defaultExpandedKeys: ['company', 'biz'],
    defaultSelectedKey: 'hr',
    search: demoSearch('en', true),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search organizations' })).toBeVisible();
    await expect(canvas.getByRole('treeitem', { name: 'Human Resources 9 items' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const EnglishNodeError: Story = {
  globals: { locale: 'en' },
  args: { label: 'Organization', roots: demoOrgTree('en'), loadChildren: loadFails },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Engineering'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const JapaneseSearch: Story = {
  globals: { locale: 'ja' },
  args: { label: '組織図', search: demoSearch(), searchDebounceMs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '組織を検索' }), '인사');
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent('検索結果 1 件'));
  },
};

export const ChineseCounts: Story = {
  globals: { locale: 'zh' },
  args: {
    label: '组织架构',
    roots: demoOrgTree('ko', true),
    defaultExpandedKeys: ['company'],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('treeitem', { name: '개발본부 54 项' }),
    ).toBeInTheDocument();
  },
};
