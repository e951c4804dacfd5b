import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createStore } from 'jotai';
import { MaruProvider } from '@maru/ui';
import { createApiClient, studioHomeWidgets, type StudioWidget } from '@maru/api';
import { bannersHandlers, createMockSession, errorHandler } from '@maru/api/mocks';
import { WidgetsProvider } from '../client/WidgetsProvider';
import { studioWidgetsData } from './atoms';
import { HomeBanners, type HomeBannersProps } from './HomeBanners';
import ko from './intl/ko.json';

const BASE = 'http://localhost/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function mount(props: HomeBannersProps, userId = 'U0001', widgets?: StudioWidget[]) {
  server.use(
    ...bannersHandlers({
      base: BASE,
      session: createMockSession(userId),
      ...(widgets ? { widgets } : {}),
    }),
  );
  return render(
    <MaruProvider>
      <WidgetsProvider client={createApiClient({ baseUrl: BASE })} store={createStore()}>
        <HomeBanners {...props} />
      </WidgetsProvider>
    </MaruProvider>,
  );
}

describe('HomeBanners', () => {
  it('spec 01 §6: the banner column shows the enabled banners in position order', async () => {
    mount({ placement: 'banner' });
    const column = await screen.findByRole('region', { name: ko['banner.label'] });
    const links = await within(column).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '12월 전사 타운홀 미팅',
      expect.stringContaining('보안 교육 이수하기'),
      '사옥 카페 리뉴얼 오픈',
    ]);
    expect(links[1]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('spec 01 §6: the aside draws its built-in widgets through renderWidget', async () => {
    mount({
      placement: 'aside',
      renderWidget: (widget) => <p>{`widget ${widget.widgetCode}`}</p>,
    });
    expect(await screen.findByText('widget ABSENTEE')).toBeInTheDocument();
    expect(screen.getByText('widget NEWS')).toBeInTheDocument();
    expect(screen.queryByText('widget SCHEDULE')).toBeNull();
  });

  it('spec 01 §6: draws nothing when no banner is enabled (Maru Labs turned them all off)', async () => {
    server.use(...bannersHandlers({ base: BASE, session: createMockSession('U0007') }));
    render(
      <MaruProvider>
        <WidgetsProvider client={createApiClient({ baseUrl: BASE })} store={createStore()}>
          <HomeBanners placement="banner" />
          <HomeBanners placement="aside" renderWidget={(widget) => <p>{widget.widgetCode}</p>} />
        </WidgetsProvider>
      </MaruProvider>,
    );
    // The aside shows once the list has arrived; the banner column then stays away.
    expect(await screen.findByText('ABSENTEE')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: ko['banner.label'] })).toBeNull();
  });

  it('GUIDE §7: a javascript: link is shown as text, never as a link', async () => {
    mount({ placement: 'banner' }, 'U0001', [
      {
        widgetId: 1,
        widgetCode: 'BANNER',
        widgetPosition: 1,
        placement: 'banner',
        enabled: 1,
        localeName: '위험한 배너',
        imageUrl: null,
        linkUrl: 'javascript:alert(1)',
      },
    ]);
    expect(await screen.findByText('위험한 배너')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a failed request draws nothing (banners are decoration)', async () => {
    server.use(errorHandler(studioHomeWidgets, 500, undefined, { base: BASE }));
    const store = createStore();
    const { container } = render(
      <MaruProvider>
        <WidgetsProvider client={createApiClient({ baseUrl: BASE })} store={store}>
          <HomeBanners placement="banner" />
        </WidgetsProvider>
      </MaruProvider>,
    );
    await waitFor(() => expect(store.get(studioWidgetsData.view).status).toBe('error'));
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
  });
});
