import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { createStore } from 'jotai';
import { MaruProvider } from '@maru/ui';
import { createApiClient, feedConfig, feedList } from '@maru/api';
import { createMockSession, errorHandler, feedHandlers } from '@maru/api/mocks';
import { FIXTURE_NOW } from '@maru/api/fixtures';
import type { ReactNode } from 'react';
import { WidgetsProvider } from '../client/WidgetsProvider';
import { HomeFeedWidget } from './HomeFeedWidget';
import { MyActivityWidget } from './MyActivityWidget';
import { FavouritePostsWidget, NoticeWidget } from './PostListWidgets';
import { TimelineWidget } from './TimelineWidget';
import ko from './intl/ko.json';

const BASE = 'http://localhost/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NOW = new Date(FIXTURE_NOW * 1000);

function mount(ui: ReactNode, userId = 'U0001', overrides: HttpHandler[] = []) {
  server.use(...feedHandlers({ base: BASE, session: createMockSession(userId) }));
  // Later `use` calls take precedence: the overrides win over the fixtures.
  server.use(...overrides);
  render(
    <MaruProvider>
      <WidgetsProvider client={createApiClient({ baseUrl: BASE })} store={createStore()}>
        {ui}
      </WidgetsProvider>
    </MaruProvider>,
  );
  return userEvent.setup();
}

describe('HomeFeedWidget', () => {
  it('spec 01 §3: shows the tabs the config turns on, in order', async () => {
    mount(<HomeFeedWidget now={NOW} />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      ko['tab.ALL'],
      ko['tab.COMMUNITY'],
      ko['tab.WORKSPACE'],
      ko['tab.KANBAN'],
      ko['tab.MAIL'],
    ]);
  });

  it('spec 01 §6: no kanban tab for a company without kanban', async () => {
    mount(<HomeFeedWidget now={NOW} />, 'U0007');
    await screen.findAllByRole('tab');
    expect(screen.queryByRole('tab', { name: ko['tab.KANBAN'] })).toBeNull();
  });

  it('a post opens its view route through onNavigate', async () => {
    const onNavigate = vi.fn();
    const user = mount(<HomeFeedWidget now={NOW} onNavigate={onNavigate} />);
    await user.click(await screen.findByRole('tab', { name: ko['tab.COMMUNITY'] }));
    const feed = await screen.findByRole('feed');
    const link = await within(feed).findByRole('link', {
      name: '판교역 근처 점심 맛집 추천 받습니다',
    });
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/community/board/11/view/9');
  });

  it('mail entries open the mailbox in a new tab with noopener noreferrer', async () => {
    const user = mount(<HomeFeedWidget now={NOW} />);
    await user.click(await screen.findByRole('tab', { name: ko['tab.MAIL'] }));
    const link = await screen.findByRole('link', { name: /Review requested/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('spec 01 §8: a failed config still shows the "all" list', async () => {
    mount(<HomeFeedWidget now={NOW} />, 'U0001', [
      errorHandler(feedConfig, 500, undefined, { base: BASE }),
    ]);
    expect(await screen.findByRole('feed')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('spec 01 §8: a failed list is swallowed into the empty state with a quiet retry', async () => {
    mount(<HomeFeedWidget now={NOW} />, 'U0001', [
      errorHandler(feedList, 500, undefined, { base: BASE }),
    ]);
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('MyActivityWidget', () => {
  it('labels drafts and sends them back to the editor', async () => {
    const onNavigate = vi.fn();
    const user = mount(<MyActivityWidget now={NOW} onNavigate={onNavigate} />);
    const draft = await screen.findByRole('link', { name: '회고: 11월 프론트엔드 배포 정리' });
    expect(
      within(draft.closest('article') as HTMLElement).getByText(ko['post.draft']),
    ).toBeVisible();
    await user.click(draft);
    expect(onNavigate).toHaveBeenCalledWith('/community/board/11/insert/15');
  });

  it('the comments tab lists my comments with the post they belong to', async () => {
    const user = mount(<MyActivityWidget now={NOW} />);
    await user.click(await screen.findByRole('tab', { name: ko['myActivity.tab.comments'] }));
    expect(
      await screen.findByRole('link', { name: '『리팩터링』 2판 들어왔네요! 예약하고 갑니다.' }),
    ).toHaveAttribute('href', '/community/board/11/view/10');
  });
});

describe('NoticeWidget', () => {
  it('shows its own empty text when there are no notices', async () => {
    server.use(...feedHandlers({ base: BASE, empty: true }));
    render(
      <MaruProvider>
        <WidgetsProvider client={createApiClient({ baseUrl: BASE })} store={createStore()}>
          <NoticeWidget now={NOW} />
        </WidgetsProvider>
      </MaruProvider>,
    );
    expect(await screen.findByText(ko['notice.empty'])).toBeInTheDocument();
  });
});

describe('post and event authors', () => {
  it('spec 01 §3: clicking a notice’s author opens their profile; the title still opens the post', async () => {
    const onOpenProfile = vi.fn();
    const onNavigate = vi.fn();
    const user = mount(
      <NoticeWidget now={NOW} onNavigate={onNavigate} onOpenProfile={onOpenProfile} />,
    );
    const [first] = await screen.findAllByRole('article');
    const row = within(first as HTMLElement);
    const author = row.getByRole('button', { name: '최도윤' });
    const title = row.getByRole('link', { name: '12월 사무실 대청소 및 자리 정리 안내' });
    expect(title).not.toContainElement(author);
    await user.click(author);
    expect(onOpenProfile).toHaveBeenCalledWith('U0005');
    expect(onNavigate).not.toHaveBeenCalled();
    await user.click(title);
    expect(onNavigate).toHaveBeenCalledWith(title.getAttribute('href'));
    expect(onOpenProfile).toHaveBeenCalledTimes(1);
  });

  it('spec 01 §3: Tab reaches a timeline author after the post link; Enter and Space open the profile', async () => {
    const onOpenProfile = vi.fn();
    const user = mount(<TimelineWidget now={NOW} onOpenProfile={onOpenProfile} />);
    const [first] = await screen.findAllByRole('article');
    const row = within(first as HTMLElement);
    (first as HTMLElement).focus();
    await user.tab();
    expect(row.getByRole('link')).toHaveFocus();
    await user.tab();
    expect(row.getByRole('button', { name: '송지우' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpenProfile).toHaveBeenLastCalledWith('U0014');
    await user.keyboard(' ');
    expect(onOpenProfile).toHaveBeenCalledTimes(2);
  });

  it('spec 01 §3: every favourite post names its author as a button', async () => {
    const onOpenProfile = vi.fn();
    mount(<FavouritePostsWidget now={NOW} onOpenProfile={onOpenProfile} />);
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(5);
    for (const article of articles) {
      expect(within(article).getAllByRole('button')).toHaveLength(1);
    }
    expect(within(articles[1] as HTMLElement).getByRole('button')).toHaveAccessibleName('송지우');
  });

  it('spec 01 §3: clicking a home feed entry’s author opens their profile, not the entry', async () => {
    const onOpenProfile = vi.fn();
    const onNavigate = vi.fn();
    const user = mount(
      <HomeFeedWidget now={NOW} onNavigate={onNavigate} onOpenProfile={onOpenProfile} />,
    );
    await user.click(await screen.findByRole('tab', { name: ko['tab.COMMUNITY'] }));
    const link = await screen.findByRole('link', { name: '판교역 근처 점심 맛집 추천 받습니다' });
    const row = within(link.closest('article') as HTMLElement);
    await user.click(row.getByRole('button', { name: '김민준' }));
    expect(onOpenProfile).toHaveBeenCalledWith('U0001');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('spec 01 §3: Tab reaches an approval’s drafter after its link; Enter and Space open the profile', async () => {
    const onOpenProfile = vi.fn();
    const user = mount(<HomeFeedWidget now={NOW} onOpenProfile={onOpenProfile} />);
    await user.click(await screen.findByRole('tab', { name: ko['tab.WORKSPACE'] }));
    const link = await screen.findByRole('link', { name: /11월 개발 장비 구매 품의/ });
    const article = link.closest('article') as HTMLElement;
    article.focus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(within(article).getByRole('button', { name: '강서준' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpenProfile).toHaveBeenLastCalledWith('U0006');
    await user.keyboard(' ');
    expect(onOpenProfile).toHaveBeenCalledTimes(2);
  });

  it('spec 01 §3: a feed entry without a member author (outside mail) names it as text', async () => {
    const user = mount(<HomeFeedWidget now={NOW} onOpenProfile={vi.fn()} />);
    await user.click(await screen.findByRole('tab', { name: ko['tab.MAIL'] }));
    const link = await screen.findByRole('link', { name: /Review requested/ });
    const row = within(link.closest('article') as HTMLElement);
    expect(row.getByText('GitHub')).toBeVisible();
    expect(row.queryByRole('button')).toBeNull();
  });

  it('without onOpenProfile the author is text, not a button that does nothing', async () => {
    mount(<MyActivityWidget now={NOW} />);
    const [first] = await screen.findAllByRole('article');
    expect(within(first as HTMLElement).getByText('김민준')).toBeVisible();
    expect(within(first as HTMLElement).queryByRole('button')).toBeNull();
  });
});
