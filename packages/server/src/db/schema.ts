import type { Generated, Insertable, Selectable } from 'kysely';

/*
 * The typed shape of the database. Column types stay portable: text, integers (0/1 for
 * flags, because SQLite has no boolean), bigints for unix seconds and double precision for
 * coordinates, so the same queries can later run on PostgreSQL.
 */

export interface StudioTable {
  dl_id: string;
  dl_name: string;
  dl_name_en: string;
  code: string;
}

export interface DepartmentTable {
  dl_id: string;
  dl_name: string;
  dl_name_en: string;
  parent_id: string | null;
  studio_id: string;
  group_mail: string | null;
  sort_no: number;
}

export interface EmployeeTable {
  user_id: string;
  employee_number: string;
  user_name: string;
  user_name_en: string;
  email: string;
  mobile: string;
  tel_office: string;
  duty_desc: string;
  organization_id: string;
  studio_id: string;
  photo: string;
  admin_flag: string;
  hr_user_admin_flag: number;
  is_finance_admin: number;
  is_ga_privileged: number;
  manager_flag: string;
  language: string;
  user_state: number;
}

/** Concurrent posts of an employee (the fixture's `subDepartments`), in their fixture order. */
export interface EmployeeSubDepartmentTable {
  user_id: string;
  organization_id: string;
  studio_id: string;
  duty_desc: string;
  sort_no: number;
}

export interface AccountTable {
  login_id: string;
  user_id: string;
  /** `scrypt$N$r$p$salt$hash`, see auth/password.ts. */
  password_hash: string;
  created_at: number;
}

export interface SessionTable {
  /** sha256 (hex) of the cookie's token: a leaked database does not leak live sessions. */
  id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
}

export interface CommuteRecordTable {
  id: Generated<number>;
  user_id: string;
  /** The work day (06:00 to 05:59 next day) the record belongs to. */
  ymd: string;
  division: string;
  type: string;
  /** Server clock, unix seconds: the time that counts. */
  recorded_at: number;
  /** The client's own clock, kept for audits. */
  client_timestamp: number;
  latitude: number | null;
  longitude: number | null;
  platform: string;
  remark: string;
  created_at: number;
}

/** Per-date overrides of the default commute settings; `user_id` null applies to everyone. */
export interface CommuteSettingTable {
  id: Generated<number>;
  user_id: string | null;
  ymd: string;
  work_code: string | null;
  work_start_time: string | null;
  holiday_yn: string | null;
  breaktime_yn: string | null;
  cowork_start_time: string | null;
  cowork_end_time: string | null;
  overtime_yn: string | null;
  apply_extended_work_flag: string | null;
  extended_work_draft_use_flag: string | null;
}

export interface Database {
  studios: StudioTable;
  departments: DepartmentTable;
  employees: EmployeeTable;
  employee_sub_departments: EmployeeSubDepartmentTable;
  accounts: AccountTable;
  sessions: SessionTable;
  commute_records: CommuteRecordTable;
  commute_settings: CommuteSettingTable;
}

export type EmployeeRow = Selectable<EmployeeTable>;
export type CommuteRecordRow = Selectable<CommuteRecordTable>;
export type NewCommuteRecord = Insertable<CommuteRecordTable>;
