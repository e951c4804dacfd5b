import { beforeAll, describe, expect, it } from 'vitest';
import { openTempDatabase } from '../testing/tempDatabase';
import { growCompany } from './scale';

async function build(members: number) {
  const { db, close } = await openTempDatabase('maru-scale-', { state: 'seeded' });
  await growCompany(db, members);
  try {
    const employees = await db
      .selectFrom('employees')
      .select(['user_id', 'user_name', 'organization_id', 'user_state'])
      .orderBy('user_id')
      .execute();
    const listed = await db
      .selectFrom('directory_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('listed', '=', 1)
      .executeTakeFirstOrThrow();
    const listedRetired = await db
      .selectFrom('directory_entries')
      .innerJoin('employees', 'employees.user_id', 'directory_entries.user_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('employees.user_state', '=', 2)
      .executeTakeFirstOrThrow();
    return { employees, listed: Number(listed.n), listedRetired: Number(listedRetired.n) };
  } finally {
    await close();
  }
}

describe('the benchmark company generator (GUIDE §6)', { timeout: 60_000 }, () => {
  let first: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    first = await build(1500);
  }, 60_000);

  it('grows the demo company to the asked size, every member searchable, the same every time', async () => {
    expect(first.employees).toHaveLength(1500);
    const active = first.employees.filter((e) => e.user_state !== 2).length;
    // Every active member is listed once in their company, plus once per other company of a post.
    expect(first.listed).toBeGreaterThanOrEqual(active);
    const second = await build(1500);
    expect(second.employees).toEqual(first.employees);
  });

  it('spec 01 §3: about one in forty is retired (userState 2), and no retired member is listed', async () => {
    const { employees, listedRetired } = first;
    const retired = employees.filter((e) => e.user_state === 2).length;
    expect(retired / employees.length).toBeGreaterThan(1 / 50);
    expect(retired / employees.length).toBeLessThan(1 / 30);
    expect(listedRetired).toBe(0);
  });
});
