import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toLocale } from '@maru/ui';
import { feedConfig, feedList } from '@maru/api';
import { createMockSession, errorHandler, feedHandlers, loadingHandler } from '@maru/api/mocks';
import { FIXTURE_NOW } from '@maru/api/fixtures';
import { StoryWidgets } from '../testing/StoryWidgets';
import { HomeFeedWidget } from './HomeFeedWidget';
import ko from './intl/ko.json';
import en from './intl/en.json';

const meta = {
  title: 'Widgets/HomeFeedWidget',
  component: HomeFeedWidget,
  args: { now: new Date(FIXTURE_NOW * 1000), onNavigate: fn(), onOpenProfile: fn() },
  decorators: [
    (Story, { globals }) => (
      <div style={{ maxWidth: 560 }}>
        <StoryWidgets lang={toLocale(globals.locale)}>
          <Story />
        </StoryWidgets>
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The home feed (spec 01 §2): tabs from `GET /portal/feed/config`, each a Portlet feed of `GET /portal/feed/list` (page numbers; mail by token). An entry’s author opens their profile through `onOpenProfile(authorId)` (spec 01 §3); an author without a member id (outside mail) is plain text. Needs `MaruProvider` and `WidgetsProvider`.',
      },
    },
  },
} satisfies Meta<typeof HomeFeedWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** minjun.kim in Maru Corp. (every tab on), or `userId` in their company. */
function as(userId = 'U0001', options: { empty?: boolean } = {}): Pick<Story, 'beforeEach'> {
  return {
    beforeEach({ msw }) {
      msw.use(...feedHandlers({ session: createMockSession(userId), ...options }));
    },
  };
}

const feedOf = (root: HTMLElement) => within(root).findByRole('feed');
const articles = async (root: HTMLElement) => within(await feedOf(root)).getAllByRole('article');
const body = async (root: HTMLElement) => (await feedOf(root)).parentElement as HTMLElement;

async function loaded(root: HTMLElement, count: number) {
  await waitFor(async () => expect(await articles(root)).toHaveLength(count));
}

async function chooseTab(root: HTMLElement, name: string) {
  await userEvent.click(await within(root).findByRole('tab', { name }));
  await waitFor(() =>
    expect(within(root).getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'),
  );
}

function blurActive() {
  (document.activeElement as HTMLElement | null)?.blur();
}

/** The "all" tab: community posts, approvals and kanban cards, newest first. */
export const All: Story = {
  ...as(),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 5);
    await expect(within(canvasElement).getByRole('tab', { name: ko['tab.ALL'] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Clicking a post opens its view route through `onNavigate`. */
export const Community: Story = {
  ...as(),
  play: async ({ canvasElement, args }) => {
    await chooseTab(canvasElement, ko['tab.COMMUNITY']);
    await loaded(canvasElement, 5);
    const [first] = await articles(canvasElement);
    await userEvent.click(within(first as HTMLElement).getByRole('link'));
    await expect(args.onNavigate).toHaveBeenCalledWith('/community/board/11/view/9');
    blurActive();
  },
};

/**
 * The drafter of an approval by keyboard (spec 01 §3): the entry's link, then its author's
 * name, which Enter opens as a profile while the link stays untouched.
 */
export const Approvals: Story = {
  ...as(),
  play: async ({ canvasElement, args }) => {
    await chooseTab(canvasElement, ko['tab.WORKSPACE']);
    await loaded(canvasElement, 4);
    const [latest] = await articles(canvasElement);
    latest?.focus();
    await userEvent.keyboard('{Tab}{Tab}');
    const drafter = within(latest as HTMLElement).getByRole('button', { name: '강서준' });
    await expect(drafter).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenProfile).toHaveBeenCalledWith('U0006');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    blurActive();
  },
};

export const Kanban: Story = {
  ...as(),
  play: async ({ canvasElement }) => {
    await chooseTab(canvasElement, ko['tab.KANBAN']);
    await loaded(canvasElement, 3);
  },
};

/**
 * External mail by keyboard (APG tabs: arrows, then Tab into the feed): it pages by token, so
 * the set size stays unknown (-1) while more may come; links open a new tab.
 */
export const MailByKeyboard: Story = {
  ...as(),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 5);
    within(canvasElement).getByRole('tab', { name: ko['tab.ALL'] }).focus();
    await userEvent.keyboard('{End}');
    const mail = within(canvasElement).getByRole('tab', { name: ko['tab.MAIL'] });
    await waitFor(() => expect(mail).toHaveAttribute('aria-selected', 'true'));
    await loaded(canvasElement, 5);
    const [first] = await articles(canvasElement);
    await expect(first).toHaveAttribute('aria-setsize', '-1');
    await expect(within(first as HTMLElement).getByRole('link')).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    // An outside sender has no member id: the name is text, not a button.
    await expect(within(first as HTMLElement).queryByRole('button')).toBeNull();
    blurActive();
  },
};

/** Page Down through the list: reaching the last article appends page 2 (page numbers). */
export const PagingByKeyboard: Story = {
  ...as(),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 5);
    (await articles(canvasElement))[0]?.focus();
    await userEvent.keyboard('{PageDown}{PageDown}{PageDown}{PageDown}');
    await loaded(canvasElement, 10);
    await userEvent.keyboard('{PageDown}');
    await expect((await articles(canvasElement))[5]).toHaveFocus();
    blurActive();
    (await body(canvasElement)).scrollTop = 0;
  },
};

/** Scrolling to the end of the mail tab appends the next token page, until the last. */
export const PagingByScrolling: Story = {
  ...as(),
  play: async ({ canvasElement }) => {
    await chooseTab(canvasElement, ko['tab.MAIL']);
    for (const count of [5, 10, 12]) {
      await loaded(canvasElement, count);
      const scroller = await body(canvasElement);
      scroller.scrollTop = scroller.scrollHeight;
    }
    await waitFor(async () =>
      expect((await articles(canvasElement))[0]).toHaveAttribute('aria-setsize', '12'),
    );
    (await body(canvasElement)).scrollTop = 0;
  },
};

/** Maru Labs has no kanban: the server turns the tab off, so it is not shown. */
export const WithoutKanban: Story = {
  ...as('U0007'),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 5);
    await expect(within(canvasElement).queryByRole('tab', { name: ko['tab.KANBAN'] })).toBeNull();
  },
};

export const Empty: Story = {
  ...as('U0001', { empty: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ko['feed.empty'])).toBeVisible();
  },
};

/** A failed list is swallowed (spec 01 §8): the empty state with a quiet retry. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(errorHandler(feedList, 500), ...feedHandlers());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '다시 시도' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingHandler(feedConfig), ...feedHandlers());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** English: longer tab names ("External Mail") and dates in English. */
export const English: Story = {
  ...as(),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('tab', { name: en['tab.MAIL'] }),
    ).toBeVisible();
    await loaded(canvasElement, 5);
  },
};
