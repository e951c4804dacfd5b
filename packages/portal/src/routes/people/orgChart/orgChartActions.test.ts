import { createApiClient, type OrgNode } from '@maru/api';
import { cloudInfoFixture, employees, profileFor } from '@maru/api/fixtures';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { bindPortalParams, localeAtom } from '../../../data';
import { sessionAtom } from '../../../session/sessionState';
import {
  collapseAllAtom,
  expandAllAtom,
  openDepartmentAtom,
  searchAtom,
  stepHitAtom,
  toggleDepartmentAtom,
} from './orgChartActions';
import { chartContentsAtom, chartRoots, searchStatusAtom } from './orgChartData';
import { expandAllStatusAtom, expandedKeysAtom, revealedAtom } from './orgChartState';
import { memberRow, orgNode } from './testing';

/*
 * The chart's atoms on a store of their own, over the real client and a fake directory: what
 * the page reads is subscribed as the page subscribes it, and the directory's requests are
 * answered by the test (with their signals, to see what is aborted).
 */

interface DirectoryRequest {
  orgId: string | null;
  searchWord: string | null;
  signal: AbortSignal;
}

/** What the directory answers a request: nodes, an HTTP failure, or an answer still to come. */
type Answer = OrgNode[] | { status: number } | Promise<OrgNode[]>;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** A department of the generated company, with one member. */
const department = (id: string, childCount: number) =>
  orgNode(id, id, { childCount, members: [memberRow(`${id}-U0`, { userName: `${id} 멤버` })] });

/** A company: `width` divisions, each with `width` teams, each with `width` parts (leaves). */
function company(width: number) {
  const ids = (prefix: string) => Array.from({ length: width }, (_, i) => `${prefix}${i}`);
  return ({ orgId }: DirectoryRequest): OrgNode[] => {
    if (orgId === null) return ids('D').map((id) => department(id, width));
    const depth = orgId.split('-').length;
    return ids(`${orgId}-`).map((id) => department(id, depth < 2 ? width : 0));
  };
}

/** A word search's answer: the current company ST100 holding `divisions`. */
const searchAnswer = (...divisions: OrgNode[]): OrgNode[] => [
  orgNode('ST100', '마루 주식회사', { children: divisions }),
];

const unbinds: (() => void)[] = [];
afterEach(() => {
  for (const unbind of unbinds.splice(0)) unbind();
});

/**
 * A store signed in to ST100 with the page's reads subscribed. `orgChildren` is answered by
 * `tree`, `orgUserFind` by `find` (nothing found unless given).
 */
async function openPage(options: {
  tree: (request: DirectoryRequest) => Answer;
  find?: (request: DirectoryRequest) => Answer;
}) {
  const requests: DirectoryRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const seen: DirectoryRequest = {
      orgId: url.searchParams.get('orgId'),
      searchWord: url.searchParams.get('searchWord'),
      signal: request.signal,
    };
    requests.push(seen);
    const answer = url.pathname.endsWith('/orguser/find')
      ? (options.find ?? (() => []))(seen)
      : options.tree(seen);
    const aborted = new Promise<never>((_, reject) =>
      request.signal.addEventListener('abort', () => reject(request.signal.reason as Error), {
        once: true,
      }),
    );
    const body = await Promise.race([Promise.resolve(answer), aborted]);
    return 'status' in body ? new Response(null, { status: body.status }) : Response.json(body);
  };
  const client = createApiClient({ baseUrl: 'http://test.local/api', fetch });
  const store = createStore();
  unbinds.push(bindPortalParams(store, { client, authClient: client }));
  const user = { ...profileFor(employees[0]!), managerFlag: false, unionAdminFlag: false };
  store.set(sessionAtom, {
    status: 'ready',
    user: { ...user, currentStudioId: 'ST100' },
    cloud: cloudInfoFixture,
  });
  const pageReads = [
    chartRoots.view,
    chartContentsAtom,
    expandedKeysAtom,
    expandAllStatusAtom,
    searchStatusAtom,
    revealedAtom,
  ];
  const subscriptions = pageReads.map((read) => store.sub(read, () => undefined));
  const leave = () => subscriptions.forEach((unsubscribe) => unsubscribe());
  unbinds.push(leave);
  await flush();
  const childCalls = () => requests.filter((request) => request.orgId !== null);
  return { store, requests, childCalls, leave };
}

const expanded = (store: ReturnType<typeof createStore>) => [...store.get(expandedKeysAtom)];

describe('org chart atoms (spec 02 §2)', () => {
  it('spec 02 §2 lazy: sub-departments load on first open only, and closing keeps them', async () => {
    const { store, childCalls } = await openPage({ tree: company(2) });
    await store.set(toggleDepartmentAtom, 'D0');
    expect(expanded(store)).toEqual(['d:D0']);
    expect(childCalls()).toHaveLength(1);
    await store.set(toggleDepartmentAtom, 'D0');
    expect(expanded(store)).toEqual([]);
    await store.set(toggleDepartmentAtom, 'D0');
    await flush();
    expect(childCalls()).toHaveLength(1);
    expect(store.get(chartContentsAtom).get('D0')?.status).toBe('loaded');
  });

  it('a department asked for by two flows at once loads once', async () => {
    const { store, childCalls } = await openPage({ tree: company(1) });
    await Promise.all([store.set(openDepartmentAtom, 'D0'), store.set(expandAllAtom)]);
    expect(childCalls().filter((request) => request.orgId === 'D0')).toHaveLength(1);
  });

  it('spec 02 §2 lazy: a failed department shows its error and opening it again retries', async () => {
    let failures = 1;
    const { store } = await openPage({
      tree: (request) =>
        request.orgId !== null && failures-- > 0 ? { status: 502 } : company(1)(request),
    });
    await store.set(toggleDepartmentAtom, 'D0');
    await flush();
    expect(store.get(chartContentsAtom).get('D0')).toEqual({ status: 'error' });
    await store.set(toggleDepartmentAtom, 'D0');
    await flush();
    expect(store.get(chartContentsAtom).get('D0')?.status).toBe('loaded');
    expect(expanded(store)).toEqual(['d:D0']);
  });

  it('a failed first load is an error state, and the retry loads again', async () => {
    let failures = 1;
    const { store } = await openPage({
      tree: (request) => (failures-- > 0 ? { status: 502 } : company(1)(request)),
    });
    expect(store.get(chartRoots.view).status).toBe('error');
    store.set(chartRoots.refresh);
    await flush();
    expect(store.get(chartRoots.view).status).toBe('ready');
  });

  it('spec 02 §2 expand all: opens level by level until everything is open', async () => {
    const { store, childCalls } = await openPage({ tree: company(2) });
    await store.set(expandAllAtom);
    // 2 divisions + 4 teams + 8 parts (parts have members only: no call for them).
    expect(expanded(store)).toHaveLength(14);
    expect(childCalls()).toHaveLength(6);
    expect(store.get(expandAllStatusAtom)).toEqual({ status: 'done', opened: 14, capped: false });
  });

  it('spec 02 §2 expand all: a large company is opened only up to the limit, and the state says so', async () => {
    const { store, childCalls } = await openPage({ tree: company(4) });
    await store.set(expandAllAtom);
    // 4 divisions + 16 teams fit under 60; the 64 parts would pass the limit and stay closed.
    expect(store.get(expandAllStatusAtom)).toEqual({ status: 'done', opened: 20, capped: true });
    expect(expanded(store)).toHaveLength(20);
    expect(childCalls()).toHaveLength(20);
  });

  it('spec 02 §2 collapse all: closes everything and stops an expand all on its way, aborting its requests', async () => {
    const gate = deferred<void>();
    const { store, childCalls } = await openPage({
      tree: async (request) => {
        if (request.orgId !== null) await gate.promise;
        return company(2)(request);
      },
    });
    const walk = store.set(expandAllAtom);
    expect(store.get(expandAllStatusAtom).status).toBe('running');
    store.set(collapseAllAtom);
    gate.resolve();
    await walk;
    expect(expanded(store)).toEqual([]);
    expect(store.get(expandAllStatusAtom)).toEqual({ status: 'idle' });
    // The walk stopped with the level in flight, whose requests nobody needs any more: nothing
    // deeper was asked for.
    const [d0, d1, ...deeper] = childCalls();
    expect([d0?.orgId, d1?.orgId]).toEqual(['D0', 'D1']);
    expect(d0?.signal.aborted && d1?.signal.aborted).toBe(true);
    expect(deeper.filter((request) => request.orgId?.includes('-'))).toEqual([]);
  });

  it('spec 02 §2 search: the first hit is revealed by opening its path, root first', async () => {
    const { store, requests } = await openPage({
      tree: company(2),
      find: () =>
        searchAnswer(
          orgNode('D1', 'D1', {
            children: [
              orgNode('D1-1', 'D1-1', {
                children: [
                  orgNode('D1-1-0', 'D1-1-0', {
                    members: [memberRow('D1-1-0-U0', { userName: 'D1-1-0 멤버' })],
                  }),
                ],
              }),
            ],
          }),
        ),
    });
    await store.set(searchAtom, ' 멤버 ');
    expect(requests.find((request) => request.searchWord !== null)?.searchWord).toBe('멤버');
    expect(store.get(searchStatusAtom)).toMatchObject({ status: 'done', word: '멤버', index: 0 });
    expect(expanded(store)).toEqual(['d:D1', 'd:D1-1', 'd:D1-1-0']);
    expect(store.get(revealedAtom)?.key).toBe('m:D1-1-0:D1-1-0-U0');
  });

  it('spec 02 §2 search: Enter again on the same word, or next, moves to the next hit and wraps', async () => {
    const { store, requests } = await openPage({
      tree: company(2),
      find: () =>
        searchAnswer(
          orgNode('D0', 'D0'),
          orgNode('D1', 'D1', { children: [orgNode('D1-0', 'D1-0')] }),
        ),
    });
    // The hits in chart order: D0, D1, D1-0.
    await store.set(searchAtom, 'D');
    await flush();
    expect(store.get(revealedAtom)?.key).toBe('d:D0');
    await store.set(searchAtom, 'D');
    expect(requests.filter((request) => request.searchWord !== null)).toHaveLength(1);
    expect(store.get(revealedAtom)?.key).toBe('d:D1');
    await store.set(stepHitAtom, 1);
    expect(store.get(revealedAtom)?.key).toBe('d:D1-0');
    expect(expanded(store)).toEqual(['d:D1']);
    await store.set(stepHitAtom, 1);
    expect(store.get(searchStatusAtom)).toMatchObject({ index: 0 });
    await store.set(stepHitAtom, -1);
    expect(store.get(searchStatusAtom)).toMatchObject({ index: 2 });
  });

  it('spec 02 §2 search: no hit is a done search with nothing revealed; a failure is an error state', async () => {
    const { store } = await openPage({
      tree: company(1),
      find: (request) => (request.searchWord === '없음' ? [] : { status: 502 }),
    });
    await store.set(searchAtom, '없음');
    await flush();
    expect(store.get(searchStatusAtom)).toEqual({
      status: 'done',
      word: '없음',
      hits: [],
      index: -1,
    });
    expect(store.get(revealedAtom)).toBeNull();
    await store.set(searchAtom, '다른 말');
    await flush();
    expect(store.get(searchStatusAtom)).toEqual({ status: 'error', word: '다른 말' });
  });

  it('an empty word clears the search without asking the server', async () => {
    const { store, requests } = await openPage({ tree: company(1) });
    await store.set(searchAtom, '   ');
    expect(requests.some((request) => request.searchWord !== null)).toBe(false);
    expect(store.get(searchStatusAtom)).toEqual({ status: 'idle' });
  });

  it('a newer search wins over an older one still on its way, which is aborted', async () => {
    const first = deferred<OrgNode[]>();
    const { store, requests } = await openPage({
      tree: company(1),
      find: (request) =>
        request.searchWord === '첫' ? first.promise : searchAnswer(orgNode('D0', 'D0')),
    });
    const older = store.set(searchAtom, '첫');
    await store.set(searchAtom, 'D0');
    first.resolve(searchAnswer(orgNode('D0', 'D0', { dlName: '첫' })));
    await older;
    await flush();
    expect(store.get(searchStatusAtom)).toMatchObject({ status: 'done', word: 'D0' });
    expect(requests.find((request) => request.searchWord === '첫')?.signal.aborted).toBe(true);
  });

  it('leaving the page aborts the calls in flight, and the next visit starts closed', async () => {
    const { store, childCalls, leave } = await openPage({
      tree: (request) =>
        request.orgId === null ? company(1)(request) : new Promise(() => undefined),
    });
    void store.set(openDepartmentAtom, 'D0');
    await flush();
    expect(expanded(store)).toEqual(['d:D0']);
    leave();
    expect(childCalls()[0]?.signal.aborted).toBe(true);
    const again = store.sub(expandedKeysAtom, () => undefined);
    expect(expanded(store)).toEqual([]);
    again();
  });

  it('another language asks again, aborting what is in flight, and starts closed', async () => {
    const { store, requests, childCalls } = await openPage({
      tree: (request) =>
        request.orgId === null ? company(1)(request) : new Promise(() => undefined),
    });
    void store.set(openDepartmentAtom, 'D0');
    await flush();
    store.set(localeAtom, 'en');
    expect(childCalls()[0]?.signal.aborted).toBe(true);
    expect(expanded(store)).toEqual([]);
    await flush();
    expect(requests.filter((request) => request.orgId === null)).toHaveLength(2);
    expect(store.get(chartRoots.view).status).toBe('ready');
  });
});
