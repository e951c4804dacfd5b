import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildScaledCompany } from './scale';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maru-scale-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function build(file: string, members: number) {
  const db = await buildScaledCompany(path.join(dir, file), members);
  try {
    const employees = await db
      .selectFrom('employees')
      .select(['user_id', 'user_name', 'organization_id'])
      .orderBy('user_id')
      .execute();
    const listed = await db
      .selectFrom('directory_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('listed', '=', 1)
      .executeTakeFirstOrThrow();
    return { employees, listed: Number(listed.n) };
  } finally {
    await db.destroy();
  }
}

describe('the benchmark company generator (GUIDE §6)', { timeout: 60_000 }, () => {
  it('grows the demo company to the asked size, every member searchable, the same every time', async () => {
    const first = await build('a.db', 1500);
    expect(first.employees).toHaveLength(1500);
    // Everyone is listed once in their company, plus once in each other company of a post.
    expect(first.listed).toBeGreaterThanOrEqual(1500);
    const second = await build('b.db', 1500);
    expect(second.employees).toEqual(first.employees);
  });
});
