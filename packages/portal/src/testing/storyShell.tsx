import { SIDE_MENU_KEYS, isTruthyFlag, type UnreadCounts } from '@maru/api';
import type { Employee } from '@maru/api/domain';
import {
  cloudInfoFixture,
  cloudInfoForStudio,
  demoAccounts,
  findEmployee,
  profileFor,
  sideMenuFor,
} from '@maru/api/fixtures';
import { createHandlers } from '@maru/api/mocks';
import type { Decorator, Meta, StoryContext } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { RuntimeContext } from '../app/RuntimeContext';
import { createPortalRuntime, type PortalBrowser, type PortalRuntime } from '../app/runtime';
import {
  activeLocale,
  changeLocale,
  i18n,
  isPortalLocale,
  type MessageKey,
  type PortalLocale,
} from '../i18n';
import { browserStorage } from '../i18n/locale';
import { EMPTY_SIDE_MENU, sideMenuAtom, type SideMenuState } from '../navigation/navigationState';
import { metaForPath } from '../routes/routeMatch';
import { routeMetaAtom } from '../routes/routeMetaAtom';
import type { MenuArea } from '../routes/routeTypes';
import { browserSessionStorage } from '../session/loginRedirect';
import { sessionAtom, type SessionState } from '../session/sessionState';
import { writeCollapsed } from '../shell/sidemenu/collapsedState';
import { TRIAL_BANNER_CLOSED_KEY } from '../shell/topbar/trialBanner';

/*
 * Story support for the portal shell: one decorator that gives a story what the portal's
 * session start and navigation would have set up (a ready session from the fixtures, the
 * route's metadata, the left menu), a portal runtime whose clients meet MSW under `/api`, a
 * memory router, and the portal's i18n in the toolbar's locale. Stories describe their state
 * with `parameters.shell`.
 */

/** What a shell story shows; every field is optional. */
export interface ShellParameters {
  /** Login id of a demo account (`demoAccounts`), e.g. 'admin'; null: nobody signed in. */
  user?: string | null;
  /** Where the memory router starts; its route gives the layout, channel and menu area. */
  path?: string;
  /** The unread counts the mock server answers; the user's fixture counts by default. */
  counts?: UnreadCounts;
  /** The left menu from the fixtures (`ready`, the default) or still on its way. */
  sideMenu?: 'ready' | 'loading';
  /** The left menu starts collapsed (as remembered from an earlier visit). */
  collapsed?: boolean;
}

const DEFAULT_USER = 'minjun.kim';
const STORY_API_BASE = '/api';

function shellOf(parameters: Record<string, unknown>): ShellParameters {
  return (parameters['shell'] as ShellParameters | undefined) ?? {};
}

function storyLocale(globals: Record<string, unknown>): PortalLocale {
  const locale = globals['locale'];
  return isPortalLocale(locale) ? locale : 'ko';
}

function userIdOf(shell: ShellParameters): string | null {
  const login = shell.user === undefined ? DEFAULT_USER : shell.user;
  if (login === null) return null;
  const userId = demoAccounts.find((account) => account.loginId === login)?.userId;
  if (!userId) throw new Error(`storyShell: no demo account '${login}'`);
  return userId;
}

function employeeOf(shell: ShellParameters): Employee | null {
  const userId = userIdOf(shell);
  return userId === null ? null : (findEmployee(userId) ?? null);
}

/** The session as `startSession` would leave it for the employee (same flag normalisation). */
function sessionFor(employee: Employee | null, locale: PortalLocale): SessionState {
  if (!employee) return { status: 'anonymous', cloud: cloudInfoFixture };
  const profile = profileFor(employee, locale);
  const cloud = cloudInfoForStudio(profile.currentStudioId);
  const user = {
    ...profile,
    // The session start asks the GA check only for cloud tenants that use GA.
    isGaPrivileged: cloud.isCloud && cloud.useGa && profile.isGaPrivileged,
    managerFlag: isTruthyFlag(profile.managerFlag),
    unionAdminFlag: isTruthyFlag(profile.unionAdminFlag),
  };
  return { status: 'ready', user, cloud };
}

function sideMenuStateFor(
  area: MenuArea | null,
  employee: Employee | null,
  shell: ShellParameters,
  locale: PortalLocale,
): SideMenuState {
  if (!area || !employee) return EMPTY_SIDE_MENU;
  if (shell.sideMenu === 'loading') return { area, status: 'loading', nodes: [] };
  return { area, status: 'ready', nodes: sideMenuFor(SIDE_MENU_KEYS[area], employee, locale) };
}

/** A story never leaves the page: full-page navigations (channels, company switch) do nothing. */
const storyBrowser: PortalBrowser = {
  assign: () => undefined,
  reload: () => undefined,
  currentAddress: () => '/',
  origin: () => window.location.origin,
};

function createStoryRuntime(shell: ShellParameters, locale: PortalLocale): PortalRuntime {
  const runtime = createPortalRuntime({
    navigate: () => undefined,
    apiBase: STORY_API_BASE,
    browser: storyBrowser,
    storage: null,
  });
  const employee = employeeOf(shell);
  const meta = metaForPath(new URL(shell.path ?? '/', 'http://story.invalid').pathname);
  runtime.store.set(routeMetaAtom, meta);
  runtime.store.set(
    sideMenuAtom,
    sideMenuStateFor(meta?.menuArea ?? null, employee, shell, locale),
  );
  // Last: a ready session starts the notification poll and the company list (through MSW).
  runtime.store.set(sessionAtom, sessionFor(employee, locale));
  return runtime;
}

/**
 * Renders once the portal's i18n speaks the story's locale; the toolbar can switch it at any
 * time, and the other catalogues load on demand.
 */
function useLocaleReady(locale: PortalLocale): boolean {
  const [shown, setShown] = useState(activeLocale);
  useEffect(() => {
    let live = true;
    void changeLocale(locale).then(() => {
      if (live) setShown(activeLocale());
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return shown === locale;
}

function ShellProviders({
  shell,
  locale,
  children,
}: {
  shell: ShellParameters;
  locale: PortalLocale;
  children: ReactNode;
}) {
  const [runtime] = useState(() => createStoryRuntime(shell, locale));
  useEffect(() => () => runtime.dispose(), [runtime]);
  if (!useLocaleReady(locale)) return null;
  // The preview's MaruProvider (theme, message box, toasts) is already around the story.
  return (
    <I18nextProvider i18n={i18n}>
      <RuntimeContext.Provider value={runtime}>
        <JotaiProvider store={runtime.store}>
          <MemoryRouter initialEntries={[shell.path ?? '/']}>{children}</MemoryRouter>
        </JotaiProvider>
      </RuntimeContext.Provider>
    </I18nextProvider>
  );
}

/** Keyed by story and locale: a new story or language gets a fresh runtime and session. */
const withPortalShell: Decorator = (Story, context) => {
  const locale = storyLocale(context.globals);
  return (
    <ShellProviders
      key={`${context.id}:${locale}`}
      shell={shellOf(context.parameters)}
      locale={locale}
    >
      <Story />
    </ShellProviders>
  );
};

/**
 * Before each story: the mock server for its user and counts, the remembered shell state
 * (collapsed menu, closed trial banner) reset to what the story asks, and its language loaded,
 * so the first render is already in the story's locale.
 */
async function prepareShell({
  msw,
  parameters,
  globals,
}: Pick<StoryContext, 'msw' | 'parameters' | 'globals'>): Promise<void> {
  const shell = shellOf(parameters);
  msw.use(
    ...createHandlers({
      base: STORY_API_BASE,
      session: { userId: userIdOf(shell) },
      shell: shell.counts ? { unreadCounts: shell.counts } : {},
    }),
  );
  writeCollapsed(browserStorage(), shell.collapsed ?? false);
  browserSessionStorage()?.removeItem(TRIAL_BANNER_CLOSED_KEY);
  await changeLocale(storyLocale(globals));
}

/** Spread into a shell story file's meta: the decorator, the preparation, a full-width frame. */
export const shellStoryMeta = {
  decorators: [withPortalShell],
  beforeEach: prepareShell,
  parameters: { layout: 'fullscreen' },
} satisfies Partial<Meta>;

/** The portal's text for a key in the story's language (for play functions). */
export const portalText = (key: MessageKey, options: Record<string, unknown> = {}): string =>
  String(i18n.t(key, options));

/** The notification link of the top bar (its name carries the unread count once loaded). */
export function notificationLink(canvasElement: HTMLElement): HTMLAnchorElement {
  const link = canvasElement.querySelector<HTMLAnchorElement>('a[href="/community/notification"]');
  if (!link) throw new Error('storyShell: the top bar has no notification link');
  return link;
}

/**
 * Waits until the signed-in top bar has everything it loads: the profile menu's code, the
 * mega-menu (top menus) and the first unread counts. Screenshots then never catch it half-built.
 */
export async function topBarSettled(canvasElement: HTMLElement): Promise<void> {
  const canvas = within(canvasElement);
  const timeout = { timeout: 5000 };
  await canvas.findByRole('navigation', { name: portalText('shell.megaMenu.label') }, timeout);
  await waitFor(() => {
    expect(canvasElement.querySelector('header button[aria-haspopup]')).not.toBeNull();
    expect(notificationLink(canvasElement)).not.toHaveAccessibleName(
      portalText('shell.notifications.label'),
    );
  }, timeout);
}
