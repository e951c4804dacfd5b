import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type StudioWidget } from '@maru/api';
import { bannersHandlers, createMockSession } from '@maru/api/mocks';
import { Portlet } from '@maru/ui';
import { widgetsDecorator } from '../testing/widgetsDecorator';
import { HomeBanners } from './HomeBanners';
import ko from './intl/ko.json';
import en from './intl/en.json';

const meta = {
  title: 'Widgets/HomeBanners',
  component: HomeBanners,
  args: { placement: 'banner', onNavigate: fn() },
  decorators: [widgetsDecorator({ maxWidth: 280, localeData: true })],
  parameters: {
    docs: {
      description: {
        component:
          "The company's home widgets from `GET /org/studio/home` (spec 01 §6): only those whose enabled equals 1, split by placement; image banners (at most 10) link through `resolveHref`. Built-in widgets of the aside are drawn by the host's `renderWidget`.",
      },
    },
  },
} satisfies Meta<typeof HomeBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

function as(userId: string): Pick<Story, 'beforeEach'> {
  return {
    beforeEach({ msw }) {
      msw.use(...bannersHandlers({ session: createMockSession(userId) }));
    },
  };
}

/** The host's stand-in for a built-in widget (the real ones come from their own slices). */
function placeholder(widget: StudioWidget) {
  return (
    <Portlet title={widget.localeName} headingLevel={3}>
      <p style={{ margin: 0 }}>{widget.widgetCode}</p>
    </Portlet>
  );
}

/** The right column: three enabled banners in position order (the fourth is off). */
export const BannerColumn: Story = {
  ...as('U0001'),
  play: async ({ canvasElement, args }) => {
    const links = await within(canvasElement).findAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[1]).toHaveAttribute('target', '_blank');
    links[0]?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/community/board/10/view/3');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The left aside: the enabled built-in widgets, drawn by the host, in position order. */
export const Aside: Story = {
  ...as('U0001'),
  args: { placement: 'aside', renderWidget: placeholder },
  play: async ({ canvasElement }) => {
    const headings = await within(canvasElement).findAllByRole('heading');
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      '오늘의 부재자',
      '구성원 소식',
    ]);
  },
};

/** Maru Labs turned every banner off: the column draws nothing. */
export const NoneEnabled: Story = {
  ...as('U0007'),
  render: (args) => (
    <>
      <HomeBanners {...args} />
      <HomeBanners placement="aside" renderWidget={placeholder} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: '오늘의 부재자' });
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('region', { name: ko['banner.label'] })).toBeNull(),
    );
  },
};

export const BannerColumnEnglish: Story = {
  ...as('U0001'),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('link')).toHaveLength(3);
    await expect(
      within(canvasElement).getByRole('region', { name: en['banner.label'] }),
    ).toBeVisible();
  },
};
