import type { Employee } from '@maru/api/domain';
import { localeSchema } from '@maru/api';
import type { MaruDb } from './connection';

/** An employee as the fixtures shape it (so `profileFor` can build the contract's profile). */
export async function findEmployee(db: MaruDb, userId: string): Promise<Employee | null> {
  const row = await db
    .selectFrom('employees')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const subs = await db
    .selectFrom('employee_sub_departments')
    .select(['organization_id', 'studio_id', 'duty_desc'])
    .where('user_id', '=', userId)
    .orderBy('sort_no')
    .execute();
  const language = localeSchema.safeParse(row.language);
  return {
    userId: row.user_id,
    employeeNumber: row.employee_number,
    userName: row.user_name,
    userNameEn: row.user_name_en,
    email: row.email,
    mobile: row.mobile,
    telOffice: row.tel_office,
    dutyDesc: row.duty_desc,
    organizationId: row.organization_id,
    studioId: row.studio_id,
    photo: row.photo,
    adminFlag: row.admin_flag === '1' ? '1' : '0',
    hrUserAdminFlag: row.hr_user_admin_flag === 1,
    isFinanceAdmin: row.is_finance_admin === 1,
    isGaPrivileged: row.is_ga_privileged === 1,
    managerFlag: row.manager_flag === '1' ? '1' : '0',
    language: language.success ? language.data : 'ko',
    userState: row.user_state === 2 ? 2 : 1,
    subDepartments: subs.map((sub) => ({
      organizationId: sub.organization_id,
      studioId: sub.studio_id,
      dutyDesc: sub.duty_desc,
    })),
  };
}
