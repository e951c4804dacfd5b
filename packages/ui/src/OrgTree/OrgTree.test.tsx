import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { OrgTree } from './OrgTree';
import type { OrgTreeNode } from './treeModel';

const roots: OrgTreeNode[] = [
  {
    key: 'company',
    label: '마루',
    children: [
      { key: 'dev', label: '개발본부', hasChildren: true, count: 12 },
      {
        key: 'biz',
        label: '경영지원본부',
        groupMail: 'biz@maru.example',
        children: [
          { key: 'hr', label: '인사팀', groupMail: 'hr@maru.example' },
          { key: 'fin', label: '재무팀', groupMail: 'javascript:alert(1)' },
        ],
      },
      { key: 'design', label: '디자인센터' },
    ],
  },
];

const devTeams: OrgTreeNode[] = [
  { key: 'fe', label: '프론트엔드팀' },
  { key: 'be', label: '백엔드팀' },
];

/** A promise the test settles by hand, to look at the loading state in between. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function tree() {
  return screen.getByRole('tree', { name: '조직도' });
}

function item(name: string | RegExp) {
  return screen.getByRole('treeitem', { name });
}

/** The treeitem aria-activedescendant points at. */
function activeItem() {
  const id = tree().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

function liveRegion() {
  const region = document.querySelector('[data-org-tree-live]');
  if (!region) throw new Error('no live region');
  return region;
}

describe('OrgTree (APG treeview)', () => {
  it('is a named tree of treeitems with level, position, set size and expanded state', () => {
    renderWithMaru(<OrgTree label="조직도" roots={roots} defaultExpandedKeys={['company']} />);
    expect(tree()).toHaveAttribute('tabindex', '0');
    const items = within(tree()).getAllByRole('treeitem');
    expect(items.map((node) => node.getAttribute('aria-level'))).toEqual(['1', '2', '2', '2']);
    expect(item('마루')).toHaveAttribute('aria-expanded', 'true');
    expect(item('경영지원본부')).toHaveAttribute('aria-expanded', 'false');
    expect(item('디자인센터')).not.toHaveAttribute('aria-expanded');
    expect(item('디자인센터')).toHaveAttribute('aria-posinset', '3');
    expect(item('디자인센터')).toHaveAttribute('aria-setsize', '3');
    // Focus stays on the tree; the first node is the active descendant.
    expect(activeItem()).toBe(item('마루'));
  });

  it('Down, Right (open, then enter), Left (parent, then close), Home, End move as the APG says', async () => {
    const user = userEvent.setup();
    renderWithMaru(<OrgTree label="조직도" roots={roots} />);
    await user.tab();
    expect(tree()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(item('마루')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    expect(activeItem()).toBe(item(/개발본부/));
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    expect(activeItem()).toBe(item('인사팀'));
    await user.keyboard('{ArrowLeft}');
    expect(activeItem()).toBe(item('경영지원본부'));
    await user.keyboard('{ArrowLeft}');
    expect(item('경영지원본부')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: '인사팀' })).toBeNull();
    await user.keyboard('{End}');
    expect(activeItem()).toBe(item('디자인센터'));
    await user.keyboard('{Home}');
    expect(activeItem()).toBe(item('마루'));
  });

  it('Enter selects one node at a time (uncontrolled) and reports it', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithMaru(
      <OrgTree
        label="조직도"
        roots={roots}
        defaultExpandedKeys={['company']}
        defaultSelectedKey="design"
        onSelectionChange={onSelectionChange}
      />,
    );
    expect(item('디자인센터')).toHaveAttribute('aria-selected', 'true');
    // The selected node is where keyboard focus starts.
    expect(activeItem()).toBe(item('디자인센터'));
    await user.tab();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSelectionChange).toHaveBeenCalledWith('biz', roots[0]!.children![1]);
    expect(item('경영지원본부')).toHaveAttribute('aria-selected', 'true');
    expect(item('디자인센터')).toHaveAttribute('aria-selected', 'false');
  });

  it('controlled selection and expansion follow the props and report changes', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    const onExpandedChange = vi.fn();
    function Controlled() {
      const [expanded, setExpanded] = useState<string[]>(['company']);
      return (
        <OrgTree
          label="조직도"
          roots={roots}
          selectedKey="hr"
          onSelectionChange={onSelectionChange}
          expandedKeys={expanded}
          onExpandedChange={(keys) => {
            onExpandedChange(keys);
            setExpanded(keys);
          }}
        />
      );
    }
    renderWithMaru(<Controlled />);
    await user.click(item('디자인센터'));
    expect(onSelectionChange).toHaveBeenCalledWith('design', roots[0]!.children![2]);
    // The parent did not change selectedKey: nothing is shown as selected among visible rows.
    expect(item('디자인센터')).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(onExpandedChange).toHaveBeenLastCalledWith(['company', 'biz']);
    expect(item('인사팀')).toHaveAttribute('aria-selected', 'true');
  });

  it('clicking the chevron toggles a node; clicking the row selects it', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithMaru(<OrgTree label="조직도" roots={roots} onSelectionChange={onSelectionChange} />);
    const toggle = item('마루').querySelector('[data-toggle]');
    if (!toggle) throw new Error('no toggle');
    await user.click(toggle);
    expect(item('마루')).toHaveAttribute('aria-expanded', 'true');
    expect(onSelectionChange).not.toHaveBeenCalled();
    await user.click(within(item('디자인센터')).getByText('디자인센터'));
    expect(onSelectionChange).toHaveBeenCalledWith('design', roots[0]!.children![2]);
    expect(tree()).toHaveFocus();
  });

  it('type-ahead moves to the next node starting with the typed text; ㄱ finds Hangul syllables', async () => {
    const user = userEvent.setup();
    renderWithMaru(<OrgTree label="조직도" roots={roots} defaultExpandedKeys={['company']} />);
    await user.tab();
    await user.keyboard('ㄱ');
    expect(activeItem()).toBe(item(/개발본부/));
    // The same consonant again (within the type-ahead timeout) cycles to the next match.
    await user.keyboard('ㄱ');
    expect(activeItem()).toBe(item('경영지원본부'));
  });

  it('type-ahead with a whole syllable finds the node starting with it', async () => {
    const user = userEvent.setup();
    renderWithMaru(<OrgTree label="조직도" roots={roots} defaultExpandedKeys={['company']} />);
    await user.tab();
    await user.keyboard('디');
    expect(activeItem()).toBe(item('디자인센터'));
  });

  it('* expands every sibling of the focused node, loading lazy ones', async () => {
    const user = userEvent.setup();
    const loadChildren = vi.fn(async () => devTeams);
    renderWithMaru(
      <OrgTree
        label="조직도"
        roots={roots}
        defaultExpandedKeys={['company']}
        loadChildren={loadChildren}
      />,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}*');
    expect(item('경영지원본부')).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('treeitem', { name: '프론트엔드팀' })).toBeInTheDocument();
    expect(loadChildren).toHaveBeenCalledTimes(1);
  });
});

describe('OrgTree lazy children (spec 01 §2 member finder: tree lazy loaded)', () => {
  it('loads children once, on first expand, showing the node busy meanwhile', async () => {
    const user = userEvent.setup();
    const pending = deferred<readonly OrgTreeNode[]>();
    const loadChildren = vi.fn(() => pending.promise);
    renderWithMaru(
      <OrgTree
        label="조직도"
        roots={roots}
        defaultExpandedKeys={['company']}
        loadChildren={loadChildren}
      />,
    );
    expect(loadChildren).not.toHaveBeenCalled();
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    const dev = item(/개발본부/);
    expect(loadChildren).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'dev' }),
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(dev).toHaveAttribute('aria-busy', 'true');
    expect(dev).toHaveAccessibleDescription('하위 조직을 불러오는 중…');
    await act(async () => pending.resolve(devTeams));
    expect(item('프론트엔드팀')).toHaveAttribute('aria-level', '3');
    expect(dev).not.toHaveAttribute('aria-busy');
    await user.keyboard('{ArrowLeft}{ArrowRight}');
    expect(loadChildren).toHaveBeenCalledTimes(1);
  });

  it('a failed load shows the error on the node; the retry button and Right both load again', async () => {
    const user = userEvent.setup();
    const loadChildren = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(devTeams);
    renderWithMaru(
      <OrgTree
        label="조직도"
        roots={roots}
        defaultExpandedKeys={['company']}
        loadChildren={loadChildren}
      />,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    await waitFor(() => expect(item(/개발본부/)).toHaveAttribute('data-state', 'error'));
    expect(item(/개발본부/)).toHaveAttribute('aria-expanded', 'false');
    expect(item('개발본부 12 건 불러오지 못했습니다 다시 시도')).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('개발본부: 하위 조직을 불러오지 못했습니다.');
    // Right retries.
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(loadChildren).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(item(/개발본부/)).toHaveAttribute('data-state', 'error'));
    // The retry button of the active row is the next Tab stop.
    await user.tab();
    const retry = screen.getByRole('button', { name: '다시 시도' });
    expect(retry).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('treeitem', { name: '백엔드팀' })).toBeInTheDocument();
    expect(loadChildren).toHaveBeenCalledTimes(3);
  });

  it('aborts pending loads on unmount', async () => {
    const user = userEvent.setup();
    let signal: AbortSignal | undefined;
    const loadChildren = vi.fn((_node: OrgTreeNode, context: { signal: AbortSignal }) => {
      signal = context.signal;
      return new Promise<readonly OrgTreeNode[]>(() => undefined);
    });
    const { unmount } = renderWithMaru(
      <OrgTree
        label="조직도"
        roots={roots}
        defaultExpandedKeys={['company']}
        loadChildren={loadChildren}
      />,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});

describe('OrgTree IME safety', () => {
  it('keys pressed while a composition is open (isComposing or keyCode 229) do nothing', () => {
    const onSelectionChange = vi.fn();
    renderWithMaru(<OrgTree label="조직도" roots={roots} onSelectionChange={onSelectionChange} />);
    const element = tree();
    fireEvent.keyDown(element, { key: 'ArrowRight', isComposing: true });
    fireEvent.keyDown(element, { key: 'Enter', keyCode: 229 });
    expect(item('마루')).toHaveAttribute('aria-expanded', 'false');
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('between compositionstart and compositionend nothing moves, opens, selects or types ahead', () => {
    const onSelectionChange = vi.fn();
    renderWithMaru(
      <OrgTree
        label="조직도"
        roots={roots}
        defaultExpandedKeys={['company']}
        onSelectionChange={onSelectionChange}
      />,
    );
    const element = tree();
    fireEvent.compositionStart(element);
    fireEvent.keyDown(element, { key: 'ArrowDown' });
    fireEvent.keyDown(element, { key: 'Enter' });
    fireEvent.keyDown(element, { key: '디' });
    expect(activeItem()).toBe(item('마루'));
    expect(onSelectionChange).not.toHaveBeenCalled();
    fireEvent.compositionEnd(element);
    fireEvent.keyDown(element, { key: 'ArrowDown' });
    expect(activeItem()).toBe(item(/개발본부/));
  });
});

describe('OrgTree badges and group mail', () => {
  it('spec 01 §2 unified search (department tree with counts): the count badge is part of the name', () => {
    renderWithMaru(<OrgTree label="조직도" roots={roots} defaultExpandedKeys={['company']} />);
    expect(item('개발본부 12 건')).toBeInTheDocument();
  });

  it('countUnit overrides the word read after the count', () => {
    renderWithMaru(
      <OrgTree
        label="조직도"
        roots={roots}
        defaultExpandedKeys={['company']}
        countUnit={() => '명'}
      />,
    );
    expect(item('개발본부 12 명')).toBeInTheDocument();
  });

  it('spec 01 §2 member finder: group mail shows as a mailto link, a Tab stop only on the active row', async () => {
    const user = userEvent.setup();
    renderWithMaru(
      <OrgTree label="조직도" roots={roots} defaultExpandedKeys={['company', 'biz']} />,
    );
    const bizMail = screen.getByRole('link', {
      name: '경영지원본부 그룹 메일 보내기 (biz@maru.example)',
    });
    expect(bizMail).toHaveAttribute('href', 'mailto:biz@maru.example');
    expect(bizMail).toHaveAttribute('tabindex', '-1');
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(bizMail).toHaveAttribute('tabindex', '0');
    await user.tab();
    expect(bizMail).toHaveFocus();
    // A value that is not a plain address never becomes a link.
    expect(screen.queryByRole('link', { name: /재무팀/ })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});

describe('OrgTree search (spec 01 §2 member finder: searchable by word)', () => {
  const answer: OrgTreeNode[] = [
    {
      key: 'company',
      label: '마루',
      children: [
        {
          key: 'biz',
          label: '경영지원본부',
          children: [{ key: 'hr', label: '인사팀' }],
        },
      ],
    },
  ];

  it('asks the search function and shows its tree opened, matches highlighted and announced', async () => {
    const user = userEvent.setup();
    const search = vi.fn(async (query: string) => (query === '인사' ? answer : []));
    renderWithMaru(<OrgTree label="조직도" roots={roots} search={search} searchDebounceMs={0} />);
    const box = screen.getByRole('searchbox', { name: '조직 검색' });
    await user.type(box, '인사');
    expect(await screen.findByRole('treeitem', { name: '인사팀' })).toBeInTheDocument();
    expect(search).toHaveBeenLastCalledWith(
      '인사',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(item('인사팀').querySelector('mark')).toHaveTextContent('인사');
    expect(item('경영지원본부').querySelector('mark')).toBeNull();
    expect(liveRegion()).toHaveTextContent('검색 결과 1건');
    // Down goes from the box to the answer.
    await user.keyboard('{ArrowDown}');
    expect(tree()).toHaveFocus();
    // Clearing the word brings the browsing tree back.
    await user.clear(box);
    expect(screen.queryByRole('treeitem', { name: '인사팀' })).toBeNull();
    expect(item('마루')).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows searching, then nothing found', async () => {
    const user = userEvent.setup();
    const pending = deferred<readonly OrgTreeNode[]>();
    renderWithMaru(
      <OrgTree label="조직도" roots={roots} search={() => pending.promise} searchDebounceMs={0} />,
    );
    await user.type(screen.getByRole('searchbox', { name: '조직 검색' }), '없음');
    expect(await screen.findByText('검색하는 중…')).toBeInTheDocument();
    expect(screen.queryByRole('tree')).toBeNull();
    await act(async () => pending.resolve([]));
    expect(screen.getByText('검색 결과가 없습니다.', { selector: 'div' })).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('검색 결과가 없습니다.');
  });

  it('a failed search says so and offers a retry', async () => {
    const user = userEvent.setup();
    const search = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce(answer);
    renderWithMaru(<OrgTree label="조직도" roots={roots} search={search} searchDebounceMs={0} />);
    await user.type(screen.getByRole('searchbox', { name: '조직 검색' }), '인');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('조직을 검색하지 못했습니다.'));
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('treeitem', { name: '인사팀' })).toBeInTheDocument();
  });

  it('Enter and Down in the search box do nothing while a composition is open', () => {
    renderWithMaru(
      <OrgTree label="조직도" roots={roots} search={async () => answer} searchDebounceMs={0} />,
    );
    const box = screen.getByRole('searchbox', { name: '조직 검색' });
    box.focus();
    fireEvent.compositionStart(box);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(box).toHaveFocus();
    fireEvent.compositionEnd(box);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(tree()).toHaveFocus();
  });
});

describe('OrgTree virtualisation', () => {
  const many: OrgTreeNode[] = Array.from({ length: 10_000 }, (_, i) => ({
    key: `org-${i}`,
    label: `조직 ${String(i).padStart(5, '0')}`,
  }));

  it('renders only the rows in view (plus overscan) of 10,000 and keeps the active row rendered', async () => {
    const user = userEvent.setup();
    renderWithMaru(<OrgTree label="조직도" roots={many} height={320} />);
    const rendered = within(tree()).getAllByRole('treeitem');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(40);
    expect(rendered[0]).toHaveAttribute('aria-setsize', '10000');
    await user.tab();
    await user.keyboard('{End}');
    expect(activeItem()).toHaveAccessibleName('조직 09999');
    expect(activeItem()).toHaveAttribute('aria-posinset', '10000');
  });
});

describe('OrgTree locales and empty state', () => {
  it('shows the empty text when there are no roots', () => {
    renderWithMaru(<OrgTree label="조직도" roots={[]} />);
    expect(screen.getByText('조직이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('tree')).toBeNull();
  });

  it('uses the English catalogue, with plural counts', () => {
    renderWithMaru(
      <OrgTree
        label="Organization"
        roots={[
          { key: 'a', label: 'Sales', count: 1 },
          { key: 'b', label: 'Support', count: 3 },
        ]}
        search={async () => []}
      />,
      'en',
    );
    expect(screen.getByRole('searchbox', { name: 'Search organizations' })).toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: 'Sales 1 item' })).toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: 'Support 3 items' })).toBeInTheDocument();
  });
});
