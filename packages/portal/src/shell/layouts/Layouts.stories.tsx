import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { useActiveLocale, type PortalLocale } from '../../i18n';
import { routeMetaAtom } from '../../routes/routeMetaAtom';
import { sessionAtom } from '../../session/sessionState';
import {
  portalText,
  shellStoryMeta,
  topBarSettled,
  type ShellParameters,
} from '../../testing/storyShell';
import { BannerSlot, SearchAsideSlot, SearchHeaderSlot } from './layoutSlots';
import { PageLayout } from './PageLayout';

/** Stand-in page content in each language, so an English layout is English throughout. */
const SAMPLE: Record<PortalLocale, { banner: string; scope: string[]; results: string }> = {
  ko: {
    banner: '이달의 행사: 11월 28일 사내 체육대회',
    scope: ['전체', '게시글', '구성원'],
    results: '‘휴가’ 검색 결과 12건',
  },
  en: {
    banner: 'This month: company sports day on 28 November',
    scope: ['Everything', 'Posts', 'People'],
    results: '12 results for “leave”',
  },
  ja: {
    banner: '今月のイベント: 11月28日 社内運動会',
    scope: ['すべて', '投稿', 'メンバー'],
    results: '「休暇」の検索結果 12件',
  },
  zh: {
    banner: '本月活动：11月28日 公司运动会',
    scope: ['全部', '帖子', '成员'],
    results: '“休假”的搜索结果 12条',
  },
};

interface LayoutPreviewProps {
  /** The page fills the banner slot (home; fixed-aside on community pages). */
  banner?: boolean;
  /** The page fills the search layout's aside and header. */
  searchSlots?: boolean;
}

/**
 * The layout of the route at `parameters.shell.path`, as `PortalFrame` would render it, around a
 * stand-in page: its title and a paragraph, plus the slot content the story asks for.
 */
function LayoutPreview({ banner = false, searchSlots = false }: LayoutPreviewProps) {
  const { t } = useTranslation();
  const locale = useActiveLocale();
  const meta = useAtomValue(routeMetaAtom);
  const session = useAtomValue(sessionAtom);
  const sample = SAMPLE[locale];
  return (
    <PageLayout
      layout={meta?.layout ?? 'public'}
      user={session.status === 'ready' ? session.user : null}
    >
      <h1>{meta ? t(meta.titleKey) : null}</h1>
      <p>{t('placeholder.comingLater')}</p>
      {banner ? (
        <BannerSlot>
          <p>{sample.banner}</p>
        </BannerSlot>
      ) : null}
      {searchSlots ? (
        <>
          <SearchAsideSlot>
            <ul>
              {sample.scope.map((scope) => (
                <li key={scope}>{scope}</li>
              ))}
            </ul>
          </SearchAsideSlot>
          <SearchHeaderSlot>
            <p>{sample.results}</p>
          </SearchHeaderSlot>
        </>
      ) : null}
    </PageLayout>
  );
}

const meta = {
  title: 'portal/Layouts',
  component: LayoutPreview,
  ...shellStoryMeta,
  parameters: {
    ...shellStoryMeta.parameters,
    docs: {
      description: {
        component:
          'The page layouts of spec 01 §2, chosen by the route (`parameters.shell.path`): home, fixed-aside, content-centered, search and public, with the slots a page fills (banner, search aside, search header). See docs/portal-layouts.md.',
      },
    },
  },
} satisfies Meta<typeof LayoutPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const shell = (parameters: ShellParameters) => ({ shell: parameters });

/** Waits for the layout's lazily loaded module and the page inside main. */
async function pageShown(canvasElement: HTMLElement, titleKey: Parameters<typeof portalText>[0]) {
  const main = await within(canvasElement).findByRole('main', {}, { timeout: 5000 });
  await expect(
    within(main).getByRole('heading', { level: 1, name: portalText(titleKey) }),
  ).toBeVisible();
  return main;
}

/**
 * Home: the profile card aside, main, and the banner aside (under main below 1200px). Play: the
 * skip link is the first tab stop and Enter moves focus into main.
 */
export const Home: Story = {
  args: { banner: true },
  parameters: shell({ path: '/' }),
  play: async ({ canvasElement }) => {
    const main = await pageShown(canvasElement, 'title.home');
    await topBarSettled(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('complementary', { name: portalText('home.profileHeading') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('complementary', { name: portalText('layout.bannerAside') }),
    ).toHaveTextContent(SAMPLE.ko.banner);
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: portalText('shell.skipToContent') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(main).toHaveFocus();
  },
};

/** Home in English: the English name and department on the profile card, longer menu names. */
export const HomeEnglish: Story = {
  args: { banner: true },
  parameters: shell({ path: '/' }),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await pageShown(canvasElement, 'title.home');
    await topBarSettled(canvasElement);
    const profile = within(canvasElement).getByRole('complementary', {
      name: portalText('home.profileHeading'),
    });
    await expect(within(profile).getByText('Minjun Kim')).toBeVisible();
  },
};

/** Fixed-aside on a community board: the left menu, main and the banner aside. */
export const FixedAside: Story = {
  args: { banner: true },
  parameters: shell({ path: '/community/board/13' }),
  play: async ({ canvasElement }) => {
    await pageShown(canvasElement, 'title.board');
    await topBarSettled(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('navigation', { name: portalText('layout.sideMenuLabel.community') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('complementary', { name: portalText('layout.bannerAside') }),
    ).toBeVisible();
  },
};

/** Fixed-aside in English: the longer English menu names in the left column. */
export const FixedAsideEnglish: Story = {
  ...FixedAside,
  globals: { locale: 'en' },
};

/** Content-centred (my settings): the top bar and a centred main, nothing beside it. */
export const ContentCentered: Story = {
  parameters: shell({ path: '/my/settings' }),
  play: async ({ canvasElement }) => {
    await pageShown(canvasElement, 'title.mySettings');
    await topBarSettled(canvasElement);
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
};

/** Search with slot content: the search aside beside main, the search header above the results. */
export const Search: Story = {
  args: { searchSlots: true },
  parameters: shell({ path: '/search' }),
  play: async ({ canvasElement }) => {
    const main = await pageShown(canvasElement, 'title.search');
    await topBarSettled(canvasElement);
    const aside = within(canvasElement).getByRole('complementary', {
      name: portalText('layout.searchAside'),
    });
    await expect(within(aside).getAllByRole('listitem')).toHaveLength(3);
    // The header comes first in main, before the page's own heading.
    await expect(main.firstElementChild).toHaveTextContent(SAMPLE.ko.results);
  },
};

/** Public (sign-in, signed out): the brand bar with the language switch and a centred main. */
export const Public: Story = {
  parameters: shell({ user: null, path: '/signin' }),
  play: async ({ canvasElement }) => {
    await pageShown(canvasElement, 'title.signin');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: portalText('locale.label') })).toBeVisible();
    await expect(
      canvas.queryByRole('navigation', { name: portalText('shell.mainNav') }),
    ).toBeNull();
  },
};
