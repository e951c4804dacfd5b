import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { favouritesFor, menuNames } from '@maru/api/fixtures';
import { widgetTexts, type Translate } from './catalogue';
import { serverAndBrowser } from './harness';
import { eventually } from './shellPage';

/*
 * Favourites against the real server (issue 6 "Tests"): rearranged by keyboard in the settings
 * dialog, saved with the full order, and still in that order after a reload.
 */

const e2e = serverAndBrowser();

const ko = widgetTexts('favourites', 'ko');
const en = widgetTexts('favourites', 'en');

const card = (page: Page, texts: Translate) => page.getByRole('region', { name: texts('title') });

async function savedOrder(page: Page): Promise<[number, number, number][]> {
  const response = await page.request.get('/api/portal/menu/fovorite');
  expect(response.ok()).toBe(true);
  const list = (await response.json()) as {
    menuId: number;
    shortcutLinkFlag: number;
    sortNo: number;
  }[];
  return list.map((item) => [item.menuId, item.shortcutLinkFlag, item.sortNo]);
}

/** Opens the settings, picks up `menuId` in the shortcut list by keyboard and moves it. */
async function moveByKeyboard(page: Page, texts: Translate, label: string, keys: string[]) {
  await card(page, texts)
    .getByRole('button', { name: texts('settings'), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: texts('settings') });
  const item = dialog
    .getByRole('grid', { name: texts('list.shortcut') })
    .getByRole('row', { name: label, exact: true });
  await item.focus();
  await page.keyboard.press('Enter');
  // react-aria's keyboard drag has begun once a drop indicator holds the focus.
  await page.locator('[aria-roledescription]:focus').waitFor({ state: 'attached' });
  for (const key of keys) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
  await eventually(() => dialog.getByText(texts('save.saved'), { exact: true }).count()).toBe(1);
  await page.keyboard.press('Escape');
}

describe('favourites, end to end against the real server', () => {
  test('issue 6: favourites rearranged by keyboard in the settings dialog persist across a reload (ko)', async () => {
    const page = await e2e.page({ signInAs: 'minjun.kim' });
    const links = card(page, ko).getByRole('list').first().getByRole('link');
    await eventually(() => links.count()).toBe(5);
    expect(await links.first().textContent()).toContain(menuNames[10]?.ko);

    // Notices one place right: 출퇴근 관리 becomes the first quick link.
    await moveByKeyboard(page, ko, menuNames[10]?.ko ?? '', ['ArrowRight']);
    const seeded = favouritesFor('U0001').map((item) => item.menuId);
    expect((await savedOrder(page)).slice(0, 2)).toEqual([
      [seeded[1], 1, 1],
      [seeded[0], 1, 2],
    ]);

    await page.reload();
    await eventually(() => links.count()).toBe(5);
    expect(await links.first().textContent()).toContain(menuNames[1114]?.ko);
    expect(await links.nth(1).textContent()).toContain(menuNames[10]?.ko);
  });

  test('issue 6: a shortcut moved by keyboard into the panel list stays there after a reload (en)', async () => {
    const page = await e2e.page({ locale: 'en', signInAs: 'seoyeon.lee' });
    const links = card(page, en).getByRole('list').first().getByRole('link');
    await eventually(() => links.count()).toBe(5);

    // Tab takes the drag into the panel list.
    await moveByKeyboard(page, en, menuNames[11]?.en ?? '', ['Tab']);
    const order = await savedOrder(page);
    expect(order.filter(([, flag]) => flag === 1)).toHaveLength(8);
    expect(order.find(([menuId]) => menuId === 11)?.[1]).toBe(0);

    await page.reload();
    await eventually(() => links.count()).toBe(5);
    const names = await links.allTextContents();
    expect(names.some((text) => text.includes(menuNames[11]?.en ?? '?'))).toBe(false);
  });
});
