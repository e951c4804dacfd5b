import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { commuteActionBodyFixture } from '@maru/api/fixtures';
import { serverAndBrowser, signIn } from './harness';

const e2e = serverAndBrowser();

const widget = (page: Page, title = '출퇴근') => page.getByRole('region', { name: title });

async function statusOf(page: Page) {
  const response = await page.request.get('/api/hr/commute/status?offset=540');
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    start: boolean;
    pause: boolean;
    leave: boolean;
    continue: boolean;
    attendanceTime: number | null;
  };
}

describe('attendance, end to end against the real server', () => {
  test('sign-in keeps the typed ID on a wrong password and returns to the requested page', async () => {
    const page = await e2e.page();
    await page.goto('/ess/myWorkHour');
    await page.waitForURL(/\/signin\?returnUrl=/);
    await page.getByLabel('아이디').fill('minjun.kim');
    await page.getByLabel('비밀번호').fill('wrong-password');
    await page.getByRole('button', { name: '로그인' }).click();
    await expect
      .poll(() => page.getByText('아이디 또는 비밀번호가 올바르지 않습니다.').count())
      .toBe(1);
    expect(await page.getByLabel('아이디').inputValue()).toBe('minjun.kim');
    await page.getByLabel('비밀번호').fill('maru1234!');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.waitForURL((url) => url.pathname === '/ess/myWorkHour');
  });

  test('a full day (ko): clock in, pause with a reason, end the pause, clock out; persisted across a reload', async () => {
    const page = await e2e.page();
    const context = page.context();
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 37.5665, longitude: 126.978 });
    await signIn(page, 'minjun.kim');
    const card = widget(page);
    const start = card.getByRole('button', { name: '출근', exact: true });
    const leave = card.getByRole('button', { name: '퇴근', exact: true });
    await expect.poll(() => start.getAttribute('data-state'), { timeout: 10_000 }).toBe('active');
    expect(await leave.isDisabled()).toBe(true);

    // Clock in: the prompt with an optional reason.
    await start.click();
    const prompt = page.getByRole('dialog');
    await expect
      .poll(() => prompt.getByText('출근하시겠습니까?').count(), { timeout: 10_000 })
      .toBe(1);
    await prompt.getByRole('button', { name: '확인' }).click();
    await expect
      .poll(() => page.getByText('출근했습니다.').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => leave.isEnabled(), { timeout: 10_000 }).toBe(true);

    await page.reload();
    await expect
      .poll(() => widget(page).getByText('근무 중').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect((await statusOf(page)).attendanceTime).not.toBeNull();

    // Pause: one character is refused in place, two are accepted.
    await card.getByRole('button', { name: '외출·휴식', exact: true }).click();
    const reason = page.getByRole('dialog');
    await reason.getByRole('textbox').fill('밥');
    await reason.getByRole('button', { name: '확인' }).click();
    await expect
      .poll(() => reason.getByText('사유를 두 글자 이상 입력해 주세요.').count(), {
        timeout: 10_000,
      })
      .toBe(1);
    await reason.getByRole('textbox').fill('은행 업무');
    await reason.getByRole('button', { name: '확인' }).click();
    await expect
      .poll(() => page.getByText('비근무를 시작했습니다.').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect.poll(async () => (await statusOf(page)).pause, { timeout: 10_000 }).toBe(false);
    await expect
      .poll(() => card.getByText('비근무 중').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);

    // End the pause: a confirm.
    const endPause = card.getByRole('button', { name: '비근무 종료', exact: true });
    await endPause.click();
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await expect
      .poll(() => page.getByText('비근무를 종료했습니다.').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect.poll(async () => (await statusOf(page)).pause, { timeout: 10_000 }).toBe(true);

    // Clock out: a confirm.
    await leave.click();
    const confirm = page.getByRole('dialog');
    await expect
      .poll(() => confirm.getByText('퇴근하시겠습니까?').count(), { timeout: 10_000 })
      .toBe(1);
    await confirm.getByRole('button', { name: '확인' }).click();
    await expect
      .poll(() => page.getByText('퇴근했습니다.').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => leave.isDisabled(), { timeout: 10_000 }).toBe(true);
    expect(await start.getAttribute('data-state')).toBe('active');
    expect(await card.getByText('퇴근 완료').count()).toBeGreaterThan(0);
  });

  test("forgetting yesterday's leave: start explains and routes to MyWorkHour, nothing recorded", async () => {
    const page = await e2e.page({ signInAs: 'manager' });
    const card = widget(page);
    await expect
      .poll(() => card.getByText(/어제 퇴근 기록이 없어 출근할 수 없습니다/).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    const start = card.getByRole('button', { name: '출근', exact: true });
    expect(await start.getAttribute('data-state')).toBe('disabled');
    expect(await card.getByRole('button', { name: '퇴근', exact: true }).isDisabled()).toBe(true);
    const actions: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/hr/commute/action')) actions.push(request.method());
    });
    await start.click();
    const confirm = page.getByRole('dialog');
    await expect
      .poll(() => confirm.getByText(/어제 퇴근 기록이 없습니다/).count(), { timeout: 10_000 })
      .toBe(1);
    await confirm.getByRole('button', { name: '확인' }).click();
    await page.waitForURL((url) => url.pathname === '/ess/myWorkHour');
    expect(actions).toEqual([]);
    // The server refuses a check-in too, with its own message.
    const refused = await page.request.post('/api/hr/commute/action', {
      headers: { Origin: e2e.url },
      data: commuteActionBodyFixture({ timestamp: Math.floor(Date.now() / 1000) }),
    });
    expect(refused.status()).toBe(409);
  });

  test('continue-work after the window: continue, a reason, and today runs from 06:00', async () => {
    const page = await e2e.page({ signInAs: 'admin' });
    const card = widget(page);
    await expect
      .poll(() => card.getByText(/어제 시작한 근무가 아직 끝나지 않았습니다/).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    expect((await statusOf(page)).continue).toBe(true);
    await card.getByRole('button', { name: '퇴근', exact: true }).click();
    const choice = page.getByRole('dialog');
    await expect
      .poll(() => choice.getByText(/표준 근무 시간대가 지났지만/).count(), { timeout: 10_000 })
      .toBe(1);
    await choice.getByRole('button', { name: '계속 근무' }).click();
    const reason = page.getByRole('dialog');
    await expect
      .poll(() => reason.getByText(/계속 근무를 확인합니다/).count(), { timeout: 10_000 })
      .toBe(1);
    await reason.getByRole('textbox').fill('야간 배포 마무리');
    await reason.getByRole('button', { name: '확인' }).click();
    await expect
      .poll(() => page.getByText('계속 근무 확인이 완료되었습니다.').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const after = await statusOf(page);
    expect(after).toMatchObject({ continue: false, pause: true, leave: true });
    // Today's attendance is the work day's first second: 06:00 in Seoul.
    expect(
      new Date((after.attendanceTime ?? 0) * 1000).toLocaleTimeString('en-GB', {
        timeZone: 'Asia/Seoul',
      }),
    ).toBe('06:00:00');
    await expect
      .poll(() => card.getByText('근무 중').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
  });

  test("another employee does not see the first one's records", async () => {
    const page = await e2e.page({ signInAs: 'seoyeon.lee' });
    const card = widget(page);
    await expect
      .poll(() => card.getByText('미출근').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(await card.getByRole('button', { name: '출근', exact: true }).isEnabled()).toBe(true);
    expect(await card.getByRole('button', { name: '퇴근', exact: true }).isDisabled()).toBe(true);
    expect((await statusOf(page)).attendanceTime).toBeNull();
  });

  test('a status changed between render and click shows the alert and performs nothing', async () => {
    const page = await e2e.page({ signInAs: 'seoyeon.lee' });
    const card = widget(page);
    const start = card.getByRole('button', { name: '출근', exact: true });
    await expect.poll(() => start.isEnabled(), { timeout: 10_000 }).toBe(true);

    // The same employee clocks in from another device after the page rendered.
    const other = await page.request.post('/api/hr/commute/action', {
      headers: { Origin: e2e.url },
      data: commuteActionBodyFixture({ timestamp: Math.floor(Date.now() / 1000) }),
    });
    expect(other.ok()).toBe(true);
    const before = await statusOf(page);

    const actions: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/hr/commute/action')) actions.push(request.method());
    });
    await start.click();
    const alert = page.getByRole('alertdialog');
    await expect
      .poll(() => alert.getByText(/출퇴근 상태가 변경되었습니다/).count(), { timeout: 10_000 })
      .toBe(1);
    await alert.getByRole('button', { name: '확인' }).click();
    // The widget now shows the fresh status: working, so start is no longer the active action.
    await expect.poll(() => start.getAttribute('data-state'), { timeout: 10_000 }).toBe('idle');
    expect(await card.getByRole('button', { name: '퇴근', exact: true }).isEnabled()).toBe(true);
    expect(actions).toEqual([]);
    const after = await statusOf(page);
    expect([after.start, after.leave, after.attendanceTime]).toEqual([
      before.start,
      before.leave,
      before.attendanceTime,
    ]);
  });

  test('the portal in English: clock in and out with English texts', async () => {
    const page = await e2e.page({ locale: 'en', signInAs: 'labs' });
    const card = widget(page, 'Attendance');
    const start = card.getByRole('button', { name: 'Start work', exact: true });
    await expect.poll(() => start.isEnabled(), { timeout: 10_000 }).toBe(true);
    await start.click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    const leave = card.getByRole('button', { name: 'Leave', exact: true });
    await expect.poll(() => leave.isEnabled(), { timeout: 10_000 }).toBe(true);
    await leave.click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => leave.isDisabled(), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });
});
