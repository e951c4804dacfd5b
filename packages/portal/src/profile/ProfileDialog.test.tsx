import { memberProfile } from '@maru/api';
import { createHandlers, loadingHandler } from '@maru/api/mocks';
import { findMember } from '@maru/api/fixtures';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PortalProviders } from '../app/PortalProviders';
import { createPortalRuntime, type PortalBrowser } from '../app/runtime';
import { createAlertBridge } from '../session/alertBridge';
import { sessionAtom } from '../session/sessionState';
import { ProfileDialogHost } from './ProfileDialogHost';
import { openProfileAtom } from './profileDialogState';
import { readySessionOf } from './testSession';

const TEST_ORIGIN = 'http://localhost:3000';
const TEST_API_BASE = `${TEST_ORIGIN}/api`;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const browser: PortalBrowser = {
  assign: () => undefined,
  reload: () => undefined,
  currentAddress: () => '/',
  origin: () => TEST_ORIGIN,
};

function renderDialog(viewer = 'U0001', options: Parameters<typeof createHandlers>[0] = {}) {
  server.use(...createHandlers({ base: TEST_API_BASE, session: { userId: viewer }, ...options }));
  const runtime = createPortalRuntime({
    navigate: () => undefined,
    apiBase: TEST_API_BASE,
    browser,
    storage: null,
    alertBridge: createAlertBridge(async () => undefined),
  });
  runtime.store.set(sessionAtom, readySessionOf(viewer));
  render(
    <PortalProviders runtime={runtime}>
      <ProfileDialogHost />
    </PortalProviders>,
  );
  const open = (userId: string | null) => act(() => runtime.store.set(openProfileAtom, userId));
  return { open, user: userEvent.setup(), runtime };
}

const dialog = () => screen.findByRole('dialog', { name: '구성원 프로필' }, { timeout: 3000 });
const nameHeading = (name: string | RegExp) =>
  screen.findByRole('heading', { name, level: 3 }, { timeout: 3000 });

describe('member profile dialog (spec 01 §2, §4)', () => {
  it('spec 01 §4: ready with status, name, tags, department and contacts', async () => {
    const { open } = renderDialog();
    open('U0001');
    expect(await dialog()).toBeInTheDocument();
    await nameHeading('김민준');
    expect(screen.getByText('Minjun Kim')).toBeInTheDocument();
    expect(screen.getByText('근무 중')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: '소개' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    expect(
      within(screen.getByRole('region', { name: '소속' })).getByText('프론트엔드파트 · 선임'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'minjun.kim@maru.example' })).toHaveAttribute(
      'href',
      'mailto:minjun.kim@maru.example',
    );
    const slack = screen.getByRole('link', { name: /^Slack/ });
    expect(slack).toHaveAttribute('rel', 'noopener noreferrer');
    expect(slack).toHaveAttribute('target', '_blank');
    expect(screen.getByText('판교 R&D 센터')).toBeInTheDocument();
  });

  it('spec 01 §4: the dialog shows the loading state while the calls are under way', async () => {
    const { open } = renderDialog();
    server.use(loadingHandler(memberProfile, { base: TEST_API_BASE }));
    open('U0001');
    await dialog();
    expect(screen.getByRole('status')).toHaveTextContent('구성원 정보를 불러오는 중입니다.');
  });

  it('spec 01 §6: a plain employee sees the name and department as plain text', async () => {
    const { open } = renderDialog('U0001');
    open('U0006');
    const heading = await nameHeading('강서준');
    expect(within(heading).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: /플랫폼팀/ })).toBeNull();
  });

  it('spec 01 §6: an HR admin sees the name and department as HR-site links', async () => {
    const { open } = renderDialog('U0003');
    open('U0006');
    // The link's new-tab hint is part of the heading's name.
    const heading = await nameHeading(/강서준/);
    expect(within(heading).getByRole('link')).toHaveAttribute(
      'href',
      'https://hr.maru.example/HPE1000/U0006',
    );
    expect(screen.getByRole('link', { name: /플랫폼팀 · 팀장/ })).toHaveAttribute(
      'href',
      'https://hr.maru.example/HOG1000/D2100',
    );
  });

  it('spec 01 §4: userState 2 shows the retired-member message instead', async () => {
    const { open } = renderDialog();
    open('U0901');
    expect(
      await screen.findByText('퇴사한 구성원입니다.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('spec 01 §4: no user id gives the member-not-found alert and no profile', async () => {
    const { open, user } = renderDialog();
    open(null);
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('구성원 정보를 조회할 수 없습니다.');
    expect(screen.queryByRole('dialog', { name: '구성원 프로필' })).toBeNull();
    await user.click(within(alert).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('an unknown member (404) gives the member-not-found alert', async () => {
    const { open } = renderDialog();
    open('U9999');
    const alert = await screen.findByRole('alertdialog', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('구성원 정보를 조회할 수 없습니다.');
  });

  it('spec 01 §4: a failed status call shows 9, left work', async () => {
    const { open } = renderDialog('U0001', { memberProfile: { failWorkStatus: true } });
    open('U0001');
    await nameHeading('김민준');
    expect(screen.getByText('퇴근')).toBeInTheDocument();
  });

  it('spec 01 §2: clicking someone in the Reporting Line opens their profile, focus on the name', async () => {
    const { open, user } = renderDialog();
    open('U0001');
    await nameHeading('김민준');
    const line = screen.getByRole('region', { name: '보고 라인' });
    await user.click(within(line).getByRole('button', { name: '강서준 프로필 보기' }));
    const heading = await nameHeading('강서준');
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('spec 01 §2: sub-departments: one shown, the rest behind a show-more toggle (keyboard)', async () => {
    const { open, user } = renderDialog('U0008');
    open('U0008');
    await nameHeading(findMember('U0008')!.userName);
    expect(screen.getAllByText('영업팀 · 매니저')).toHaveLength(1);
    const toggle = screen.getByRole('button', { name: '겸직 1개 더 보기' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: '겸직 접기' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getAllByText('영업팀 · 매니저')).toHaveLength(2);
  });
});
