import { orgChildren, orgUserFind, type MemberRow, type OrgNode } from '@maru/api';
import { createHandlers, endpointHandler, errorHandler } from '@maru/api/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import ko from '../../../i18n/locales/ko';
import { profileDialogAtom } from '../../../profile';
import { renderPortal } from '../../../testing/renderPortal';
import { memberRow, orgNode as node } from './testing';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const text = ko.orgChart;

const member = (userId: string, userName: string, overrides: Partial<MemberRow> = {}) =>
  memberRow(userId, { userName, userNameEn: userName, ...overrides });

/** A small company: 개발본부 → 플랫폼팀 (three members with markers), 인프라팀 (empty). */
function smallCompany() {
  const tree: Record<string, OrgNode[]> = {
    root: [node('D2000', '개발본부', { childCount: 2, totalMemberCount: 3 })],
    D2000: [
      node('D2100', '플랫폼팀', {
        parentId: 'D2000',
        totalMemberCount: 3,
        members: [
          member('U1', '김겸직', { concurrent: true }),
          member('U2', '이파견', { dispatched: true }),
          member('U3', '박휴직', { onLeave: true }),
        ],
      }),
      node('D2200', '인프라팀', { parentId: 'D2000' }),
    ],
  };
  return endpointHandler(orgChildren, ({ request }) => {
    const orgId = new URL(request.url).searchParams.get('orgId') ?? 'root';
    return HttpResponse.json(tree[orgId] ?? []);
  });
}

/** The first render loads the portal and the lazy route: slow on a busy two-core machine. */
const LAZY = { timeout: 12_000 };

async function chartShown() {
  return screen.findByRole('tree', { name: text.treeLabel }, LAZY);
}

describe('org chart page (spec 02 §2)', () => {
  it('spec 02 §2 member count: the divisions of the current company show with their headcount', async () => {
    server.use(...createHandlers());
    renderPortal('/orgChart');
    const tree = await chartShown();
    const division = within(tree).getByRole('treeitem', { name: /^개발본부\s*\d+명$/ });
    expect(division).toHaveAttribute('aria-expanded', 'false');
    expect(division).toHaveTextContent(/\d+명/);
    expect(within(tree).getByRole('treeitem', { name: /^경영지원본부/ })).toBeInTheDocument();
  });

  it('spec 02 §2 keyboard: Tab enters at one node, Right opens (lazily), Down walks, Enter opens the member profile', async () => {
    server.use(smallCompany(), ...createHandlers());
    const { user, runtime } = renderPortal('/orgChart');
    const tree = await chartShown();
    const division = within(tree).getByRole('treeitem', { name: /개발본부/ });
    division.focus();
    await user.keyboard('{ArrowRight}');
    const team = await within(tree).findByRole('treeitem', { name: /플랫폼팀/ });
    expect(division).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(team).toHaveFocus();
    // Only the focused node is a Tab stop (roving tabindex).
    expect(tree.querySelectorAll('[role="treeitem"][tabindex="0"]')).toHaveLength(1);
    await user.keyboard('{Enter}');
    const concurrent = await within(tree).findByRole('treeitem', { name: /김겸직/ });
    await user.keyboard('{ArrowDown}');
    expect(concurrent).toHaveFocus();
    await user.keyboard('{Home}');
    expect(division).toHaveFocus();
    // Last, as the profile dialog takes focus once its chunk has loaded.
    concurrent.focus();
    await user.keyboard('{Enter}');
    expect(runtime.store.get(profileDialogAtom)).toMatchObject({ status: 'open', userId: 'U1' });
  });

  it('spec 02 §2 markers: concurrent post, dispatch and leave are written beside the member', async () => {
    server.use(smallCompany(), ...createHandlers());
    const { user } = renderPortal('/orgChart');
    const tree = await chartShown();
    await user.click(within(tree).getByText('개발본부'));
    await user.click(await within(tree).findByText('플랫폼팀'));
    expect(await within(tree).findByRole('treeitem', { name: /김겸직.*겸직/ })).toBeVisible();
    expect(within(tree).getByRole('treeitem', { name: /이파견.*파견/ })).toBeVisible();
    expect(within(tree).getByRole('treeitem', { name: /박휴직.*휴직/ })).toBeVisible();
  });

  it('spec 02 §2 keyboard: a key typed while a Hangul composition is open does nothing', async () => {
    server.use(smallCompany(), ...createHandlers());
    renderPortal('/orgChart');
    const tree = await chartShown();
    const division = within(tree).getByRole('treeitem', { name: /개발본부/ });
    division.focus();
    fireEvent.keyDown(division, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(division, { key: 'ArrowRight', keyCode: 229 });
    expect(division).toHaveAttribute('aria-expanded', 'false');
  });

  it('spec 02 §2 expand all and collapse all', async () => {
    server.use(smallCompany(), ...createHandlers());
    const { user } = renderPortal('/orgChart');
    const tree = await chartShown();
    await user.click(screen.getByRole('button', { name: text.expandAll }));
    expect(await screen.findByText('부서 2개를 모두 펼쳤습니다.')).toBeInTheDocument();
    expect(within(tree).getByRole('treeitem', { name: /박휴직/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: text.collapseAll }));
    expect(within(tree).queryByRole('treeitem', { name: /플랫폼팀/ })).toBeNull();
  });

  it('spec 02 §2 search: Enter searches, the hit is revealed and marked, focus stays in the box', async () => {
    server.use(
      smallCompany(),
      endpointHandler(orgUserFind, () =>
        HttpResponse.json([
          node('ST100', '마루 주식회사', {
            children: [
              node('D2000', '개발본부', {
                children: [node('D2100', '플랫폼팀', { members: [member('U2', '이파견')] })],
              }),
            ],
          }),
        ]),
      ),
      ...createHandlers(),
    );
    const { user } = renderPortal('/orgChart');
    const tree = await chartShown();
    const box = screen.getByRole('searchbox', { name: text.search.label });
    await user.type(box, '파견{Enter}');
    const hit = await within(tree).findByRole('treeitem', { name: /이파견/ });
    expect(await screen.findByText('1건 중 1번째')).toBeInTheDocument();
    expect(hit.querySelector('mark')).toHaveTextContent('파견');
    expect(hit).toHaveAttribute('tabindex', '0');
    expect(box).toHaveFocus();
  });

  it('spec 02 §2 search: no hit says so', async () => {
    server.use(
      smallCompany(),
      endpointHandler(orgUserFind, () => HttpResponse.json([])),
      ...createHandlers(),
    );
    const { user } = renderPortal('/orgChart');
    await chartShown();
    await user.type(screen.getByRole('searchbox', { name: text.search.label }), '없는말{Enter}');
    expect(
      await screen.findByText('‘없는말’에 해당하는 부서나 구성원이 없습니다.'),
    ).toBeInTheDocument();
  });

  it('spec 01 §8: a failed load shows the error with a retry that loads again, and no alert on top', async () => {
    server.use(errorHandler(orgChildren, 502), ...createHandlers());
    const { user, alerts } = renderPortal('/orgChart');
    expect(await screen.findByText(text.error, {}, LAZY)).toBeInTheDocument();
    server.use(smallCompany());
    await user.click(screen.getByRole('button', { name: text.retry }));
    expect(await chartShown()).toBeInTheDocument();
    // The chart's calls are silent: the host's alert would have said the same thing twice.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(alerts).toEqual([]);
  });

  it('a company without departments shows the empty state', async () => {
    server.use(
      endpointHandler(orgChildren, () => HttpResponse.json([])),
      ...createHandlers(),
    );
    renderPortal('/orgChart');
    expect(await screen.findByText(text.empty, {}, LAZY)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: text.expandAll })).toBeDisabled(),
    );
  });
});
