import { findEmployee, profileFor } from '@maru/api/fixtures';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { E2eLocale, Translate } from './catalogue';

/**
 * What the end-to-end tests look for in the portal shell, by role and accessible name, with
 * the names taken from the catalogues (`portalTexts`).
 */

/** The API paths (without the origin) the page asked for whose path contains `fragment`. */
export function recordApiCalls(page: Page, fragment: string): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.pathname.includes(fragment)) {
      calls.push(`${request.method()} ${url.pathname}${url.search}`);
    }
  });
  return calls;
}

/** The left menu of an area (spec 01 §2), named per area. */
export function sideMenu(page: Page, t: Translate, area: 'community' | 'ess' | 'admin') {
  return page.getByRole('navigation', { name: t(`layout.sideMenuLabel.${area}`), exact: true });
}

/** The channel list in the top bar. */
export function channelNav(page: Page, t: Translate) {
  return page.getByRole('banner').getByRole('navigation', { name: t('shell.mainNav') });
}

/** The name the profile dropdown shows for a demo user (Korean in ko, else English). */
export function profileName(userId: string, locale: E2eLocale): string {
  const employee = findEmployee(userId);
  if (!employee) throw new Error(`no demo employee ${userId}`);
  const profile = profileFor(employee, locale);
  return locale === 'ko' ? profile.userName : profile.userNameEn || profile.userName;
}

/** The profile dropdown's button in the top bar. */
export function profileButton(page: Page, userId: string, locale: E2eLocale) {
  return page
    .getByRole('banner')
    .getByRole('button', { name: profileName(userId, locale), exact: true });
}

/** Marks the current document, so a test can tell a client-side navigation from a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { e2eDocumentMark?: boolean }).e2eDocumentMark = true;
  });
}

/** Whether the document marked by `markDocument` is still the one shown. */
export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { e2eDocumentMark?: boolean }).e2eDocumentMark === true,
  );
}

/**
 * `expect.poll` with room for a loaded machine: its 1 s default made a passing journey fail
 * while the two cores also ran the server and other sessions' work.
 */
export function eventually<T>(
  read: () => T | Promise<T>,
  message?: string,
): ReturnType<typeof expect.poll<T | Promise<T>>> {
  return expect.poll(read, { timeout: 10_000, ...(message ? { message } : {}) });
}
