import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouriteCandidates } from '@maru/api/domain';
import { commuteActionBodyFixture } from '@maru/api/fixtures';
import type { CommuteActionBody, FavouriteMenu, MenuNode } from '@maru/api';
import { TEST_ENGINE } from '../testing/engine';
import {
  callServer as call,
  databaseUrl,
  startServerProcess,
  type ServerProcess,
} from '../testing/serverProcess';
import { openTempDatabase, type TempDatabase } from '../testing/tempDatabase';

/*
 * Issue 15, fault test: the server process is killed (SIGKILL, no shutdown) in the middle of a
 * burst of writes, then started again on the same database. Every write it answered 2xx must be
 * there whole; the one each writer had in flight is there whole or not at all; nothing else.
 * The real process (`testing/serverProcess.ts`, as in twoInstances.test.ts), on both engines.
 *
 * Writers, one request at a time each, all at once: three members' commute actions (start, then
 * pause, leave, start again in a loop: actions of one and two records, each tagged by its remark)
 * and the same members' favourites saves (a rotating choice of menus). On SQLite the restarted
 * server's start-up check runs `PRAGMA quick_check`; the test adds `integrity_check` and
 * `foreign_key_check`.
 */

const PASSWORD = 'maru1234!';
const MEMBERS = ['labs', 'minjun.kim', 'seoyeon.lee'];
/** Writes answered (all writers together) before the kill: the burst is well under way. */
const ANSWERED_BEFORE_KILL = 60;

async function json<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/**
 * The n-th commute action of a writer that starts with nothing recorded: a start (one record),
 * then pause (one), leave while paused (02/2 and 01/2) and start again (02/1 and 02/2), over
 * and over. `records` is how many rows the action writes.
 */
function commuteStep(n: number): { body: Partial<CommuteActionBody>; records: number } {
  if (n === 0) return { body: { division: '01', type: '1' }, records: 1 };
  const steps = [
    { body: { division: '02', type: '1' }, records: 1 },
    { body: { division: '01', type: '2' }, records: 2 },
    { body: { division: '01', type: '1' }, records: 2 },
  ] as const;
  return steps[(n - 1) % steps.length] as { body: Partial<CommuteActionBody>; records: number };
}

/** What one writer sent: the writes answered 2xx, in order, and the one left without an answer. */
interface Writer<T> {
  answered: T[];
  inFlight: T | null;
}

interface CommuteWrite {
  remark: string;
  records: number;
}

interface FavouritesWrite {
  menuIds: number[];
  answer: FavouriteMenu[] | null;
}

interface Member {
  loginId: string;
  userId: string;
  cookie: string;
  /** The menus each favourites save chooses, in turn (fixed menus in every one). */
  choices: number[][];
  commute: Writer<CommuteWrite>;
  favourites: Writer<FavouritesWrite>;
}

/**
 * Sends `write(n)` for n = 0, 1, … one at a time until a request fails (the server is gone);
 * `answer` notes each 2xx. A non-2xx answer before the kill is the test's own mistake: it fails.
 */
async function writeUntilKilled<T>(
  writer: Writer<T>,
  next: (n: number) => { write: T; send(): Promise<Response> },
  onAnswer: (write: T, response: Response) => Promise<void>,
  answered: () => void,
): Promise<void> {
  for (let n = 0; ; n += 1) {
    const { write, send } = next(n);
    writer.inFlight = write;
    let response: Response;
    try {
      response = await send();
      await onAnswer(write, response);
    } catch (error) {
      if (error instanceof TypeError) return; // fetch failed: the connection died with the server
      throw error;
    }
    writer.inFlight = null;
    writer.answered.push(write);
    answered();
  }
}

describe(`kill -9 during a burst of writes on ${TEST_ENGINE}`, () => {
  let temp: TempDatabase;
  let server: ServerProcess | undefined;
  const members: Member[] = [];

  beforeAll(async () => {
    temp = await openTempDatabase('maru-fault-kill-', { state: 'seeded' });
    const accounts = await temp.db
      .selectFrom('accounts')
      .select(['login_id', 'user_id'])
      .where('login_id', 'in', MEMBERS)
      .execute();
    // Nothing recorded: a work start is permitted at any hour (no open previous day).
    await temp.db
      .deleteFrom('commute_records')
      .where(
        'user_id',
        'in',
        accounts.map((account) => account.user_id),
      )
      .execute();
    server = await startServerProcess(databaseUrl(temp));
    for (const loginId of MEMBERS) {
      const signIn = await call(server, 'POST', '/api/auth/signin', {
        body: { loginId, password: PASSWORD },
      });
      expect(signIn.status).toBe(200);
      const cookie = (signIn.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
      const tree = await json<MenuNode[]>(
        await call(server, 'GET', '/api/gw/common/home/menus', { cookie }),
      );
      const held = await json<FavouriteMenu[]>(
        await call(server, 'GET', '/api/portal/menu/fovorite', { cookie }),
      );
      const fixed = held.filter((item) => item.defaultFlag === 1).map((item) => item.menuId);
      const free = favouriteCandidates(tree)
        .map((node) => node.menuId)
        .filter((menuId) => !fixed.includes(menuId));
      expect(free.length).toBeGreaterThanOrEqual(4);
      members.push({
        loginId,
        userId: accounts.find((account) => account.login_id === loginId)?.user_id ?? '',
        cookie,
        choices: free.map((_, i) => [
          ...fixed,
          ...[0, 1, 2].map((k) => free[(i + k) % free.length] as number),
        ]),
        commute: { answered: [], inFlight: null },
        favourites: { answered: [], inFlight: null },
      });
    }
  }, 90_000);

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await temp?.close();
  });

  it('keeps every write answered 2xx, whole, and no half of one in flight', async () => {
    const first = server as ServerProcess;
    let answered = 0;
    let killed = false;
    const count = () => {
      answered += 1;
      if (answered >= ANSWERED_BEFORE_KILL && !killed) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    };
    const ok = (response: Response) => {
      expect(response.status).toBe(200);
    };
    await Promise.all(
      members.flatMap((member) => [
        writeUntilKilled<CommuteWrite>(
          member.commute,
          (n) => {
            const step = commuteStep(n);
            const remark = `fault ${member.loginId} ${n}`;
            return {
              write: { remark, records: step.records },
              send: () =>
                call(first, 'POST', '/api/hr/commute/action', {
                  cookie: member.cookie,
                  body: commuteActionBodyFixture({
                    ...step.body,
                    remark,
                    timestamp: Math.floor(Date.now() / 1000),
                  }),
                }),
            };
          },
          async (_write, response) => {
            ok(response);
            await response.arrayBuffer();
          },
          count,
        ),
        writeUntilKilled<FavouritesWrite>(
          member.favourites,
          (n) => {
            const menuIds = member.choices[n % member.choices.length] as number[];
            return {
              write: { menuIds, answer: null },
              send: () =>
                call(first, 'POST', '/api/portal/menu/fovorite', {
                  cookie: member.cookie,
                  body: menuIds.map((menuId) => ({ menuId })),
                }),
            };
          },
          async (write, response) => {
            ok(response);
            write.answer = (await response.json()) as FavouriteMenu[];
          },
          count,
        ),
      ]),
    );
    expect(killed).toBe(true);
    await first.exited;

    // Started again on the same database: its start-up check passes, sessions still hold.
    server = await startServerProcess(databaseUrl(temp));
    const second = server;

    if (temp.config.engine === 'sqlite') {
      const integrity = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(
        temp.db,
      );
      expect(integrity.rows).toEqual([{ integrity_check: 'ok' }]);
      const foreignKeys = await sql`PRAGMA foreign_key_check`.execute(temp.db);
      expect(foreignKeys.rows).toEqual([]);
    }

    for (const member of members) {
      // Commute: each answered action's records all there, the one in flight all or none.
      const rows = await temp.db
        .selectFrom('commute_records')
        .select(['remark'])
        .where('user_id', '=', member.userId)
        .execute();
      const byRemark = new Map<string, number>();
      for (const row of rows) byRemark.set(row.remark, (byRemark.get(row.remark) ?? 0) + 1);
      const { answered: done, inFlight } = member.commute;
      expect(done.length).toBeGreaterThan(0);
      for (const write of done)
        expect(byRemark.get(write.remark), write.remark).toBe(write.records);
      const unanswered = inFlight ? (byRemark.get(inFlight.remark) ?? 0) : 0;
      expect([0, inFlight?.records ?? 0]).toContain(unanswered);
      const known = new Set([...done, ...(inFlight ? [inFlight] : [])].map((w) => w.remark));
      expect([...byRemark.keys()].filter((remark) => !known.has(remark))).toEqual([]);
      const status = await call(second, 'GET', '/api/hr/commute/status?offset=540', {
        cookie: member.cookie,
      });
      expect(status.status).toBe(200);

      // Favourites: the last answered save as answered, or the one in flight, whole.
      const saved = await json<FavouriteMenu[]>(
        await call(second, 'GET', '/api/portal/menu/fovorite', { cookie: member.cookie }),
      );
      const last = member.favourites.answered.at(-1);
      expect(last?.answer).toBeTruthy();
      const pending = member.favourites.inFlight;
      const idsOf = (menuIds: number[]) => [...menuIds].sort((a, b) => a - b).join();
      const inFlightSaved =
        pending !== null && idsOf(saved.map((item) => item.menuId)) === idsOf(pending.menuIds);
      if (!inFlightSaved) expect(saved).toEqual(last?.answer);
      const stored = await temp.db
        .selectFrom('favourite_menus')
        .select(['menu_id', 'shortcut_link_flag', 'sort_no'])
        .where('user_id', '=', member.userId)
        .execute();
      expect(new Set(stored.map((row) => row.menu_id)).size).toBe(stored.length);
      for (const flag of [0, 1]) {
        const orders = stored
          .filter((row) => row.shortcut_link_flag === flag)
          .map((row) => row.sort_no)
          .sort((a, b) => a - b);
        expect(orders).toEqual(orders.map((_, i) => i + 1));
      }
    }
  }, 90_000);
});
