import { orgChildren, orgUserFind } from '@maru/api';
import { endpointHandler, errorHandler, loadingHandler } from '@maru/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalText, shellStoryMeta } from '../../../testing/storyShell';
import { largeCompanyHandler } from './largeCompany';
import { OrgChartPage } from './OrgChartPage';

const meta = {
  title: 'portal/OrgChart',
  component: OrgChartPage,
  ...shellStoryMeta,
  parameters: {
    ...shellStoryMeta.parameters,
    layout: 'padded',
    shell: { path: '/orgChart' },
    docs: {
      description: {
        component:
          'The org chart page (`/orgChart`, spec 02 §2): departments with headcounts, members with concurrent-post, dispatch and leave markers, search that reveals each hit, expand and collapse all; an APG tree with roving focus, lazy for large companies. See docs/people-org-chart.md.',
      },
    },
  },
} satisfies Meta<typeof OrgChartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const timeout = { timeout: 5000 };

async function chart(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole(
    'tree',
    { name: portalText('orgChart.treeLabel') },
    timeout,
  );
}

/** Focus settles before the screenshot, so the ring is (or is not) there on every run. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

/** The divisions, closed. Play: Tab enters the tree at its first node; Down and End move. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const tree = await chart(canvasElement);
    const items = within(tree).getAllByRole('treeitem');
    await expect(items[0]).toHaveAttribute('aria-expanded', 'false');
    items[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(items[items.length - 1]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(items[0]).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
    await settle();
  },
};

/** 개발본부 and 플랫폼팀 opened by keyboard (Right, Down, Right): members with their markers. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const tree = await chart(canvasElement);
    const division = within(tree).getByRole('treeitem', { name: /^개발본부/ });
    division.focus();
    await userEvent.keyboard('{ArrowRight}');
    const team = await within(tree).findByRole('treeitem', { name: /^플랫폼팀/ }, timeout);
    await waitFor(() => expect(division).not.toHaveAttribute('aria-busy'));
    // Down walks past the division's own members to the team.
    while (document.activeElement !== team) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(team).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(team).toHaveAttribute('aria-owns'));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(team).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await expect(team).toHaveAttribute('aria-expanded', 'true');
    team.blur();
    await settle();
  },
};

/** Expand all opens the company level by level and says so; collapse all closes it again. */
export const ExpandAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chart(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: portalText('orgChart.expandAll') }));
    await canvas.findByText(/부서 \d+개를 모두 펼쳤습니다/, {}, timeout);
    await expect(canvas.getAllByRole('treeitem', { expanded: true }).length).toBeGreaterThan(3);
    (document.activeElement as HTMLElement | null)?.blur();
    await settle();
  },
};

/** A word search: the hit's departments open, the hit is marked and scrolled to. */
export const SearchMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = await chart(canvasElement);
    const box = canvas.getByRole('searchbox', { name: portalText('orgChart.search.label') });
    await userEvent.type(box, '프론트{Enter}');
    await canvas.findByText(/건 중 1번째/, {}, timeout);
    await waitFor(() => expect(tree.querySelector('mark')).not.toBeNull(), timeout);
    await expect(box).toHaveFocus();
    box.blur();
    await settle();
  },
};

/**
 * A generated company of 12 divisions × 8 teams × 6 parts: children load on expand, and expand
 * all stops at the limit and says so.
 */
export const LargeCompanyLazy: Story = {
  beforeEach({ msw }) {
    msw.use(largeCompanyHandler());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chart(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: portalText('orgChart.expandAll') }));
    await canvas.findByText(/부서가 많아 \d+개까지만 펼쳤습니다/, {}, timeout);
    (document.activeElement as HTMLElement | null)?.blur();
    await settle();
  },
};

/** A company without departments. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(endpointHandler(orgChildren, () => HttpResponse.json([])));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(portalText('orgChart.empty'), {}, timeout);
  },
};

/** The first load failed: the message and a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(errorHandler(orgChildren, 502), errorHandler(orgUserFind, 502));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(portalText('orgChart.error'), {}, timeout);
    await expect(canvas.getByRole('button', { name: portalText('orgChart.retry') })).toBeVisible();
  },
};

/** Still loading the divisions. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingHandler(orgChildren));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(portalText('orgChart.loading'), {}, timeout);
  },
};

/** English: English department and member names, the same chart. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const tree = await chart(canvasElement);
    const division = within(tree).getByRole('treeitem', { name: /^Engineering Division/ });
    division.focus();
    await userEvent.keyboard('{ArrowRight}');
    await within(tree).findByRole('treeitem', { name: /^Platform Team/ }, timeout);
    division.blur();
    await settle();
  },
};
