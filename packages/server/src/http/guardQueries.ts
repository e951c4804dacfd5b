import { sql } from 'kysely';
import type { Employee } from '@maru/api/domain';
import type { MaruDb } from '../db/connection';

/** The companies of a person's posts (main and concurrent). */
async function studiosOfPosts(db: MaruDb, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('employees')
    .select('studio_id')
    .where('user_id', '=', userId)
    .union(
      db.selectFrom('employee_sub_departments').select('studio_id').where('user_id', '=', userId),
    )
    .execute();
  return new Set(rows.map((row) => row.studio_id));
}

/** Whether the member exists and holds a post in a company the viewer holds one in. */
export async function sharesCompanyWith(
  db: MaruDb,
  viewerId: string,
  memberId: string,
): Promise<boolean> {
  const [viewer, member] = await Promise.all([
    studiosOfPosts(db, viewerId),
    studiosOfPosts(db, memberId),
  ]);
  return [...member].some((studio) => viewer.has(studio));
}

/**
 * Whether the member holds a post (main or concurrent) in the department the manager heads or
 * in one below it. Departments form a tree per company, so this also keeps the company.
 */
export async function isManagerOf(
  db: MaruDb,
  manager: Employee,
  memberId: string,
): Promise<boolean> {
  if (memberId === manager.userId) return false;
  const row = await sql<{ found: number }>`
    WITH RECURSIVE below(dl_id) AS (
      SELECT CAST(${manager.organizationId} AS varchar(32))
      UNION
      SELECT departments.dl_id FROM departments JOIN below ON departments.parent_id = below.dl_id
    )
    SELECT 1 AS found FROM (
      SELECT organization_id FROM employees WHERE user_id = ${memberId}
      UNION ALL
      SELECT organization_id FROM employee_sub_departments WHERE user_id = ${memberId}
    ) AS posts
    WHERE posts.organization_id IN (SELECT dl_id FROM below)
    LIMIT 1`.execute(db);
  return row.rows.length > 0;
}
