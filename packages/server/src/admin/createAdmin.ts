import {
  PASSWORD_POLICY_MESSAGE_KEY,
  passwordPolicyIssues,
  type PasswordRulePart,
} from '@maru/api';
import { hashPassword } from '../auth/password';
import type { MaruDb } from '../db/connection';
import { rebuildDirectoryEntries } from '../directory/entries';
import { rebuildMemberIndex } from '../search/indexing';

export interface NewAdministrator {
  loginId: string;
  /** The display name (Korean or any); also the English name unless `userNameEn` is given. */
  userName: string;
  userNameEn?: string;
  email?: string;
  password: string;
  /**
   * The company's name when the database has none yet (it is created with a root department
   * and default cloud settings); ignored otherwise.
   */
  companyName?: string;
  /** The company to join when the database holds several (default: the first by id). */
  companyId?: string;
}

export type CreateAdminResult =
  | { ok: true; userId: string; studioId: string; createdCompany: boolean }
  | { ok: false; reason: 'weakPassword'; messageKey: string; missing: PasswordRulePart[] }
  | { ok: false; reason: 'loginTaken' | 'loginInvalid' | 'nameRequired' | 'companyRequired' }
  | { ok: false; reason: 'unknownCompany'; companyId: string };

/** Ids the command gives: outside the demo's U0001–U0902, so no demo seed ever matches them. */
const ADMIN_ID_PREFIX = 'A';
const FIRST_STUDIO_ID = 'C001';
const ROOT_DEPARTMENT_ID = 'C001-ROOT';

async function nextAdminId(db: MaruDb): Promise<string> {
  const taken = new Set(
    (await db.selectFrom('employees').select('user_id').execute()).map((row) => row.user_id),
  );
  for (let n = 1; ; n += 1) {
    const id = `${ADMIN_ID_PREFIX}${String(n).padStart(4, '0')}`;
    if (!taken.has(id)) return id;
  }
}

/**
 * Creates a system administrator who can sign in (production's first account, spec 02 §5
 * password rule): admin and HR admin flags, so the flag grants of the admin menus apply. In an
 * empty database it first creates the company (`companyName`) with a root department. Writes
 * nothing when it refuses.
 */
export async function createAdministrator(
  db: MaruDb,
  input: NewAdministrator,
  now: () => Date = () => new Date(),
): Promise<CreateAdminResult> {
  const loginId = input.loginId.trim();
  const userName = input.userName.trim();
  // The sign-in form trims the id and allows 200 characters; no spaces or control characters.
  if (!/^[!-~]{1,200}$/.test(loginId)) return { ok: false, reason: 'loginInvalid' };
  if (userName === '') return { ok: false, reason: 'nameRequired' };
  const missing = passwordPolicyIssues(input.password);
  if (missing.length > 0) {
    return { ok: false, reason: 'weakPassword', messageKey: PASSWORD_POLICY_MESSAGE_KEY, missing };
  }
  const taken = await db
    .selectFrom('accounts')
    .select('login_id')
    .where('login_id', '=', loginId)
    .executeTakeFirst();
  if (taken) return { ok: false, reason: 'loginTaken' };

  const studios = await db.selectFrom('studios').select('dl_id').orderBy('dl_id').execute();
  let studioId: string | undefined;
  if (input.companyId !== undefined) {
    studioId = studios.find((studio) => studio.dl_id === input.companyId)?.dl_id;
    if (!studioId) return { ok: false, reason: 'unknownCompany', companyId: input.companyId };
  } else {
    studioId = studios[0]?.dl_id;
  }
  const companyName = input.companyName?.trim() ?? '';
  if (!studioId && companyName === '') return { ok: false, reason: 'companyRequired' };

  // scrypt is slow on purpose: hash before the transaction holds the write lock.
  const passwordHash = await hashPassword(input.password);
  const createdAt = Math.floor(now().getTime() / 1000);
  const userId = await nextAdminId(db);
  const createdCompany = !studioId;
  const company = studioId ?? FIRST_STUDIO_ID;

  await db.transaction().execute(async (trx) => {
    if (createdCompany) {
      const names = { dl_name: companyName, dl_name_en: companyName };
      await trx
        .insertInto('studios')
        .values({ dl_id: company, ...names, dl_name_ja: null, dl_name_zh: null, code: company })
        .execute();
      await trx
        .insertInto('departments')
        .values({
          dl_id: ROOT_DEPARTMENT_ID,
          ...names,
          dl_name_ja: null,
          dl_name_zh: null,
          parent_id: null,
          studio_id: company,
          group_mail: null,
          sort_no: 1,
        })
        .execute();
      // Every cloud service off: an operator turns on what the company uses.
      await trx
        .insertInto('cloud_settings')
        .values({
          studio_id: company,
          is_blocked: 0,
          blocked_url: null,
          is_cloud: 0,
          use_ga: 0,
          use_kanban: 0,
          use_performance: 0,
          use_payroll: 0,
          is_free_trial: 0,
          free_trial_expired_at: null,
          logo_url: null,
        })
        .execute();
    }
    const root = await trx
      .selectFrom('departments')
      .select('dl_id')
      .where('studio_id', '=', company)
      .orderBy('parent_id', 'asc') // NULL first: the company's root
      .orderBy('sort_no')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('employees')
      .values({
        user_id: userId,
        employee_number: userId,
        user_name: userName,
        user_name_en: input.userNameEn?.trim() || userName,
        email: input.email?.trim() ?? '',
        mobile: '',
        tel_office: '',
        duty_desc: '',
        organization_id: root.dl_id,
        studio_id: company,
        photo: '',
        admin_flag: '1',
        hr_user_admin_flag: 1,
        is_finance_admin: 0,
        is_ga_privileged: 0,
        manager_flag: '0',
        language: 'ko',
        user_state: 1,
      })
      .execute();
    await trx
      .insertInto('accounts')
      .values({
        login_id: loginId,
        user_id: userId,
        password_hash: passwordHash,
        created_at: createdAt,
      })
      .execute();
  });
  // The directory and member search read their own tables: bring the new person into both.
  await rebuildDirectoryEntries(db);
  await rebuildMemberIndex(db);
  return { ok: true, userId, studioId: company, createdCompany };
}
