import { sql, type RawBuilder } from 'kysely';
import type { MaruDb } from '../db/connection';

/** The digits of a phone column: hyphens, spaces, brackets, plus signs and dots removed. */
function digitsOf(column: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`replace(replace(replace(replace(replace(replace(${column}, '-', ''), ' ', ''), '(', ''), ')', ''), '+', ''), '.', '')`;
}

/**
 * Rebuilds `directory_entries` from the employees, their concurrent posts, their facts and the
 * duty lookups (the duty code is the lookup whose Korean meaning is the title). Retired members
 * (userState 2) get no entry. A member counts once per company in a search: by the main post
 * when it is in that company, else by the first concurrent post there (`listed`). Run after
 * the employees change (the seed and the scale generator do).
 */
export async function rebuildDirectoryEntries(db: MaruDb): Promise<void> {
  const phones = sql`${digitsOf(sql.ref('e.mobile'))} || ' ' || ${digitsOf(sql.ref('e.tel_office'))}`;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('directory_entries').execute();
    await sql`
      INSERT INTO directory_entries (user_id, organization_id, studio_id, duty_desc, duty_code,
        job_group_code, concurrent, listed, manager, user_name, user_name_en, email, phone_digits)
      SELECT e.user_id, e.organization_id, e.studio_id, e.duty_desc, l.lookup_code,
        f.job_group_code, 0, 1, CASE WHEN e.manager_flag = '1' THEN 1 ELSE 0 END,
        e.user_name, e.user_name_en, e.email, ${phones}
      FROM employees e
      LEFT JOIN member_facts f ON f.user_id = e.user_id
      LEFT JOIN directory_lookups l ON l.type_number = '1' AND l.meaning_ko = e.duty_desc
      WHERE e.user_state <> 2`.execute(trx);
    // A concurrent post in the main post's own department adds nothing: the conflict on the
    // key (user, department) keeps the main.
    await sql`
      INSERT INTO directory_entries (user_id, organization_id, studio_id, duty_desc,
        duty_code, job_group_code, concurrent, listed, manager, user_name, user_name_en, email,
        phone_digits)
      SELECT s.user_id, s.organization_id, s.studio_id, s.duty_desc, l.lookup_code,
        f.job_group_code, 1,
        CASE WHEN e.studio_id <> s.studio_id AND s.sort_no = (
          SELECT MIN(s2.sort_no) FROM employee_sub_departments s2
          WHERE s2.user_id = s.user_id AND s2.studio_id = s.studio_id) THEN 1 ELSE 0 END,
        0, e.user_name, e.user_name_en, e.email, ${phones}
      FROM employee_sub_departments s
      JOIN employees e ON e.user_id = s.user_id
      LEFT JOIN member_facts f ON f.user_id = s.user_id
      LEFT JOIN directory_lookups l ON l.type_number = '1' AND l.meaning_ko = s.duty_desc
      WHERE e.user_state <> 2
      ON CONFLICT DO NOTHING`.execute(trx);
  });
  // Fresh statistics let the planner pick the name-ordered index for a page.
  await sql`ANALYZE directory_entries`.execute(db);
}
