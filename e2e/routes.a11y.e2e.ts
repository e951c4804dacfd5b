import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './axe';
import { documentTitle, portalTexts, type E2eLocale } from './catalogue';
import { serverAndBrowser, signIn } from './harness';
import { eventually } from './shellPage';
import { distinctScreens, routeTitleKeys, sweptRoutes, type SweptRoute } from './routeSweep';

/*
 * Issue 4 "Accessibility, performance, tests": every route of the table in ko, and every
 * distinct screen in en (each real screen, one placeholder per area: issue 14 keeps the second
 * language where the layout can differ), signed in as `admin` (system admin, HR admin and
 * manager: every menu is open to them), shows its title, has its landmarks, puts the skip link
 * first in the Tab order and has zero axe violations (WCAG 2.2 AA with target-size, the
 * Storybook rule set).
 */

const e2e = serverAndBrowser();

const table = sweptRoutes();
/** Spec 02 §2's alias, the same row as `/ess/myInfo` (react-router matches without case). */
const aliases: SweptRoute[] = [
  {
    pattern: '/ess/myinfo',
    path: '/ess/myinfo',
    titleKey: 'title.myInfo',
    isPublic: false,
    slice: 'essRoutes',
    isPlaceholder: true,
  },
];
/** Signed-in routes first; then sign-out, which ends the session; then the other public ones. */
const routes: SweptRoute[] = [
  ...table.filter((route) => !route.isPublic),
  ...aliases,
  ...table.filter((route) => route.pattern === '/logout'),
  ...table.filter((route) => route.isPublic && route.pattern !== '/logout'),
];

/** Waits until the page, the side menu and the home widgets stopped showing loading states. */
async function settle(page: Page, locale: E2eLocale): Promise<void> {
  const t = portalTexts(locale);
  const loading = [
    t('session.loading'),
    t('page.loading'),
    t('layout.menuLoading'),
    t('home.widgetLoading'),
  ];
  await eventually(() =>
    page.getByRole('main').getByRole('heading', { level: 1 }).count(),
  ).toBeGreaterThan(0);
  await eventually(() =>
    page.evaluate(
      (texts) =>
        [...document.querySelectorAll('[role="status"], [aria-busy="true"]')].filter(
          (node) =>
            node.getAttribute('aria-busy') === 'true' ||
            texts.some((text) => node.textContent?.includes(text)),
        ).length,
      loading,
    ),
  ).toBe(0);
}

/** The element the first Tab press focuses on a freshly loaded page. */
async function firstTabStop(page: Page) {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? {
          tag: element.tagName.toLowerCase(),
          href: element.getAttribute('href'),
          text: element.textContent,
        }
      : null;
  });
}

async function landmarkCounts(page: Page) {
  return {
    banner: await page.getByRole('banner').count(),
    navigation: await page.getByRole('navigation').count(),
    main: await page.getByRole('main').count(),
  };
}

test('issue 4: the sweep reads every route of the table (each route title is visited)', () => {
  const visited = new Set(routes.map((route) => route.titleKey));
  expect(routeTitleKeys().filter((key) => !visited.has(key))).toEqual([]);
  expect(routes.filter((route) => route.isPublic).map((route) => route.pattern)).toEqual([
    '/logout',
    '/404',
    '*',
    '/signin',
  ]);
});

test('issue 14: the en sweep skips only repeated placeholders, one per area stays', () => {
  const english = distinctScreens(routes);
  const skipped = routes.filter((route) => !english.includes(route));
  expect(skipped.length).toBeGreaterThan(0);
  expect(skipped.every((route) => route.isPlaceholder)).toBe(true);
  for (const route of skipped) {
    expect(english.some((kept) => kept.isPlaceholder && kept.slice === route.slice)).toBe(true);
  }
  expect(english.filter((route) => !route.isPlaceholder)).toEqual(
    routes.filter((route) => !route.isPlaceholder),
  );
});

const sweeps = [
  ['ko', routes],
  ['en', distinctScreens(routes)],
] as const;

describe.each(sweeps)('route sweep in %s', (locale, localeRoutes) => {
  let context: BrowserContext;
  let page: Page;
  const t = portalTexts(locale);

  beforeAll(async () => {
    context = await e2e.newContext(locale);
    page = await context.newPage();
    await signIn(page, 'admin');
  });

  afterAll(async () => {
    await context?.close();
  });

  test.each(localeRoutes)(
    'issue 4 a11y: $path shows its title, landmarks, the skip link first and zero axe violations',
    async (route) => {
      await page.goto(route.path);
      await eventually(() => page.title(), 'document title').toBe(
        documentTitle(locale, route.titleKey),
      );
      expect((await page.title()).startsWith(t(route.titleKey))).toBe(true);
      // `admin` may open every route: no access-denied redirect to `/`.
      expect(new URL(page.url()).pathname.toLowerCase()).toBe(route.path.toLowerCase());
      await settle(page, locale);

      const landmarks = await landmarkCounts(page);
      expect.soft(landmarks.main, 'one main landmark').toBe(1);
      if (!route.isPublic) {
        expect.soft(landmarks.banner, 'banner landmark').toBeGreaterThan(0);
        expect.soft(landmarks.navigation, 'navigation landmark').toBeGreaterThan(0);
      }
      expect
        .soft(await firstTabStop(page), 'the skip link is the first Tab stop')
        .toEqual({ tag: 'a', href: '#main-content', text: t('shell.skipToContent') });
      expect.soft(await axeViolations(page), 'axe violations').toEqual([]);
    },
  );
});
