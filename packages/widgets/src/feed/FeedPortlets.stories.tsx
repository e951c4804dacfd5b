import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toLocale } from '@maru/ui';
import { createMockSession, feedHandlers } from '@maru/api/mocks';
import { FIXTURE_NOW } from '@maru/api/fixtures';
import { StoryWidgets } from '../testing/StoryWidgets';
import { MyActivityWidget } from './MyActivityWidget';
import { FavouritePostsWidget, NoticeWidget } from './PostListWidgets';
import { TimelineWidget } from './TimelineWidget';
import ko from './intl/ko.json';

const meta = {
  title: 'Widgets/FeedPortlets',
  component: MyActivityWidget,
  args: { now: new Date(FIXTURE_NOW * 1000), onNavigate: fn(), onOpenProfile: fn() },
  decorators: [
    (Story, { globals }) => (
      <div style={{ maxWidth: 420 }}>
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
          'The home portlets (spec 01 §2): my writing and comments, favourite posts, the timeline (token paging) and notices, each a Portlet feed of 5 rows a page. Authors’ names open their profile through `onOpenProfile(userId)` (spec 01 §3); without it they are plain text.',
      },
    },
  },
} satisfies Meta<typeof MyActivityWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

function as(userId = 'U0001', empty = false): Pick<Story, 'beforeEach'> {
  return {
    beforeEach({ msw }) {
      msw.use(...feedHandlers({ session: createMockSession(userId), empty }));
    },
  };
}

const feedOf = (root: HTMLElement) => within(root).findByRole('feed');
const articles = async (root: HTMLElement) => within(await feedOf(root)).getAllByRole('article');

async function loaded(root: HTMLElement, count: number) {
  await waitFor(async () => expect(await articles(root)).toHaveLength(count));
}

function blurActive() {
  (document.activeElement as HTMLElement | null)?.blur();
}

/** My writing: a draft carries its badge and leads back to the editor. */
export const MyWriting: Story = {
  ...as(),
  play: async ({ canvasElement, args }) => {
    await loaded(canvasElement, 5);
    const draft = within(canvasElement).getByRole('link', {
      name: '회고: 11월 프론트엔드 배포 정리',
    });
    await userEvent.click(draft);
    await expect(args.onNavigate).toHaveBeenCalledWith('/community/board/11/insert/15');
    blurActive();
  },
};

/** The comments tab, chosen by keyboard (APG tabs: → moves and selects). */
export const MyComments: Story = {
  ...as(),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 5);
    within(canvasElement).getByRole('tab', { name: ko['myActivity.tab.articles'] }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('tab', { name: ko['myActivity.tab.comments'] }),
      ).toHaveAttribute('aria-selected', 'true'),
    );
    await loaded(canvasElement, 5);
    blurActive();
  },
};

export const MyActivityEmpty: Story = {
  ...as('U0001', true),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(ko['myActivity.emptyArticles']),
    ).toBeVisible();
  },
};

/** An author by keyboard (spec 01 §3): Tab from the article to its link, then to the name. */
export const FavouritePosts: Story = {
  ...as(),
  render: (args) => <FavouritePostsWidget {...args} />,
  play: async ({ canvasElement, args }) => {
    await loaded(canvasElement, 5);
    const [first] = await articles(canvasElement);
    const row = within(first as HTMLElement);
    (first as HTMLElement).focus();
    await userEvent.tab();
    await expect(row.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await expect(row.getByRole('button', { name: '박지훈' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenProfile).toHaveBeenLastCalledWith('U0003');
    await userEvent.keyboard(' ');
    await expect(args.onOpenProfile).toHaveBeenCalledTimes(2);
    await expect(args.onNavigate).not.toHaveBeenCalled();
    blurActive();
  },
};

/** The timeline pages by token: scrolling to the end appends the next page. */
export const Timeline: Story = {
  ...as(),
  render: (args) => <TimelineWidget {...args} />,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 5);
    const scroller = (await feedOf(canvasElement)).parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    await loaded(canvasElement, 10);
    await expect((await articles(canvasElement))[0]).toHaveAttribute('aria-setsize', '-1');
    scroller.scrollTop = 0;
  },
};

/**
 * Notices: the executive board's notice is not listed for a plain employee; clicking an
 * author opens their profile (spec 01 §3).
 */
export const Notices: Story = {
  ...as(),
  render: (args) => <NoticeWidget {...args} />,
  play: async ({ canvasElement, args }) => {
    await loaded(canvasElement, 5);
    await expect(
      within(canvasElement).queryByRole('link', { name: '2027년 사업 계획 초안 검토 요청' }),
    ).toBeNull();
    const [first] = await articles(canvasElement);
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: '최도윤' }));
    await expect(args.onOpenProfile).toHaveBeenCalledWith('U0005');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    blurActive();
  },
};

export const NoticesEmpty: Story = {
  ...as('U0001', true),
  render: (args) => <NoticeWidget {...args} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ko['notice.empty'])).toBeVisible();
  },
};

export const MyWritingEnglish: Story = {
  ...as(),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 5);
  },
};

export const TimelineEnglish: Story = {
  ...as(),
  globals: { locale: 'en' },
  render: (args) => <TimelineWidget {...args} />,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 5);
  },
};
