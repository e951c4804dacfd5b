import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { findEmployee, memberProfileFor, memberRelationsFor } from '@maru/api/fixtures';
import { portalTexts } from './catalogue';
import { serverAndBrowser } from './harness';
import { eventually } from './shellPage';

/*
 * People against the real server (issue 7 "Tests"): find a member by Korean name on the member
 * finder and open the profile dialog from the result row, then walk the reporting line inside
 * the dialog. Expected people come from the fixtures the server seeds from.
 */

const e2e = serverAndBrowser();

const ko = portalTexts('ko');
/** 이서연 of the Seoul company (seoyeon.lee); a namesake works in Tokyo, another company. */
const SEOYEON = 'U0002';

function employee(userId: string) {
  const found = findEmployee(userId);
  if (!found) throw new Error(`no demo employee ${userId}`);
  return found;
}

const signedInPage = () => e2e.page({ signInAs: 'minjun.kim' });

function profileDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: ko('profile.title') });
}

/** The member the dialog shows: its name heading (the dialog's title is an h2). */
function shownName(dialog: Locator): Locator {
  return dialog.getByRole('heading', { level: 3 });
}

/** Searches the finder by name, typed key by key, and opens the row in `department`. */
async function openFromFinder(page: Page, name: string, department: string): Promise<Locator> {
  await page.goto('/userFind');
  const form = page.getByRole('search', { name: ko('finder.form.label') });
  const nameField = form.getByRole('textbox', { name: ko('finder.form.name'), exact: true });
  await nameField.click();
  await page.keyboard.type(name);
  const searched = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/user/userPageFind' && url.searchParams.get('userName') === name;
  });
  await page.keyboard.press('Enter');
  await searched;
  const table = page.getByRole('table', { name: ko('finder.results.search'), exact: true });
  const row = table.getByRole('row').filter({ hasText: name }).filter({ hasText: department });
  await eventually(() => row.count()).toBe(1);
  await row.getByRole('rowheader').click();
  const dialog = profileDialog(page);
  await eventually(() => shownName(dialog).textContent()).toBe(name);
  return dialog;
}

describe('people, end to end against the real server', () => {
  test('issue 7: a member found by Korean name on /userFind opens the profile dialog with name, department and contacts', async () => {
    const page = await signedInPage();
    const profile = memberProfileFor(employee(SEOYEON), 'ko');
    const dialog = await openFromFinder(page, profile.userName, profile.dlName);

    expect(await dialog.getByText(profile.userNameEn ?? '', { exact: true }).count()).toBe(1);
    const department = dialog.getByRole('region', { name: ko('profile.department') });
    expect(await department.textContent()).toContain(
      ko('profile.departmentTitle', { department: profile.dlName, title: profile.dutyDesc }),
    );
    const contacts = dialog.getByRole('region', { name: ko('profile.contacts') });
    const mail = contacts.getByRole('link', { name: profile.email ?? '?', exact: true });
    expect(await mail.getAttribute('href')).toBe(`mailto:${profile.email}`);
    const mobile = contacts.getByRole('link', { name: profile.mobile ?? '?', exact: true });
    expect(await mobile.getAttribute('href')).toMatch(/^tel:\+?[\d]+$/);
  });

  test('issue 7 / spec 01 §2: walking the reporting line opens a manager, then a member of their team', async () => {
    const page = await signedInPage();
    const seoyeon = employee(SEOYEON);
    const dialog = await openFromFinder(
      page,
      seoyeon.userName,
      memberProfileFor(seoyeon, 'ko').dlName,
    );

    // The nearest head of 이서연's reporting line, then someone else on that head's team.
    const manager = memberRelationsFor(seoyeon, 'ko').managers[0];
    if (!manager) throw new Error('the fixtures give 이서연 no reporting line');
    const colleague = memberRelationsFor(employee(manager.userId), 'ko').users.find(
      (person) => person.userId !== SEOYEON,
    );
    if (!colleague) throw new Error(`the fixtures give ${manager.userName} no team`);

    const reportingLine = dialog.getByRole('region', { name: ko('profile.reportingLine') });
    await reportingLine
      .getByRole('button', { name: ko('profile.openProfileOf', { name: manager.userName }) })
      .click();
    await eventually(() => shownName(dialog).textContent()).toBe(manager.userName);
    const department = dialog.getByRole('region', { name: ko('profile.department') });
    expect(await department.textContent()).toContain(
      ko('profile.departmentTitle', { department: manager.dlName, title: manager.dutyDesc }),
    );

    const members = dialog.getByRole('region', { name: ko('profile.members'), exact: true });
    await members
      .getByRole('button', { name: ko('profile.openProfileOf', { name: colleague.userName }) })
      .click();
    await eventually(() => shownName(dialog).textContent()).toBe(colleague.userName);
    expect(await department.textContent()).toContain(
      ko('profile.departmentTitle', { department: colleague.dlName, title: colleague.dutyDesc }),
    );
    // Swapped in place: still one dialog, focus on the new member's name (docs/people-profile.md).
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await shownName(dialog).evaluate((node) => node === document.activeElement)).toBe(true);
  });
});
