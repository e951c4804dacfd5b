import type { Generated, Insertable, Selectable } from 'kysely';
import type { CommentTable, PostBookmarkTable, PostTable, PostTagTable } from '../posts/tables';
import type { FeedConfigTable, FeedItemTable } from '../feed/tables';
import type { StudioWidgetTable } from '../banners/tables';
import type { ExtendedWorkRequestTable } from '../commute/tables';
import type { EmployeeNoticeTable } from '../notices/tables';
import type { FavouriteMenuTable } from '../favourites/tables';
import type {
  CommandMenuAccessResetTable,
  CommandMenuStarTable,
  CommandMenuTable,
} from '../commandMenus/tables';
import type { CommuteChangeRequestTable } from '../previousDay/tables';
import type { AbsenceLookupTable, AbsenceTable } from '../absentees/tables';
import type { EmployeeEventTable, EmployeeFactTable } from '../employeeNews/tables';
import type { CalendarEventTable, CalendarLinkTable } from '../schedule/tables';
import type {
  DirectoryEntryTable,
  DirectoryLookupTable,
  MemberFactTable,
} from '../directory/tables';
import type {
  PostAttachmentTable,
  PostEmbedTable,
  SearchMemberTable,
  SearchPostDirtyTable,
  SearchPostDocTable,
  SearchPostKeyTable,
} from '../search/tables';
import type {
  HrLookupCodeTable,
  MemberChatLinkTable,
  MemberIntroductionTable,
  MemberLocationTable,
} from '../memberProfile/tables';
import type { SignInFailureTable } from '../auth/tables';

/*
 * The typed shape of the database. Column types stay portable: text, integers (0/1 for
 * flags, because SQLite has no boolean), bigints for unix seconds and double precision for
 * coordinates, so the same queries can later run on PostgreSQL.
 */

export interface StudioTable {
  dl_id: string;
  dl_name: string;
  dl_name_en: string;
  /** Null: no Japanese or Chinese name yet; answers fall back to Korean (spec 01 §9). */
  dl_name_ja: string | null;
  dl_name_zh: string | null;
  code: string;
  /** IANA zone of the company's clock: its work days and dates (commute/companyClock.ts). */
  time_zone: Generated<string>;
}

export interface DepartmentTable {
  dl_id: string;
  dl_name: string;
  dl_name_en: string;
  /** Null: no Japanese or Chinese name yet; answers fall back to Korean (spec 01 §9). */
  dl_name_ja: string | null;
  dl_name_zh: string | null;
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

/**
 * One menu; an id names one menu wherever it shows. Menus form one forest by `parent_id`: a
 * side menu is the subtree under its key's menu (`1` community, `1100` ESS, `1000` admin) and
 * the global mega-menu is every root with `top_menu` 1 and its subtree (the admin root 1000
 * is one of them). Names are kept per locale because the menus answer in the request's `Lang`.
 */
export interface MenuTable {
  menu_id: number;
  parent_id: number | null;
  sort_no: number;
  /** 1 for a root entry of the global mega-menu. */
  top_menu: number;
  menu_type_code: string;
  board_type: string | null;
  folder_flag: string;
  link_type: string | null;
  link_url: string | null;
  visible_flag: string;
  system: string;
  url_path: string | null;
  image_url: string | null;
  name_ko: string;
  name_en: string;
  name_ja: string;
  name_zh: string;
}

/**
 * One event (R, C, S, A) granted on a menu to a grantee: `everyone` (value null), one `user`
 * (value a user id) or every holder of a `flag` (value adminFlag, hrUserAdminFlag, managerFlag,
 * isFinanceAdmin or isGaPrivileged). A user's events are the union of the matching rows.
 */
export interface MenuPermissionTable {
  id: Generated<number>;
  menu_id: number;
  grantee_kind: string;
  grantee_value: string | null;
  event: string;
}

/**
 * Portal pages outside every menu that anyone signed in may open (URL checks answer R,C,S,A):
 * `path` itself (lower case), or with `below` 1 only the pages under it (`/community/activity/…`).
 */
export interface OpenPortalPathTable {
  path: string;
  below: number;
}

/** The tenant's cloud settings per company (the studio the user is currently working in). */
export interface CloudSettingTable {
  studio_id: string;
  is_blocked: number;
  blocked_url: string | null;
  is_cloud: number;
  use_ga: number;
  use_kanban: number;
  use_performance: number;
  use_payroll: number;
  is_free_trial: number;
  free_trial_expired_at: string | null;
  logo_url: string | null;
}

/** The company a user currently works in; no row means the main post's company. */
export interface CurrentStudioTable {
  user_id: string;
  studio_id: string;
  updated_at: number;
}

/** Every menu a user opened (`POST /common/menus/access`), newest last. */
export interface MenuAccessLogTable {
  id: Generated<number>;
  user_id: string;
  system: string;
  menu_path: string;
  accessed_at: number;
}

/** Unread notifications per user and system (GW, EA, KANBAN). */
export interface NotificationCountTable {
  user_id: string;
  system: string;
  unread_count: number;
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
  menus: MenuTable;
  menu_permissions: MenuPermissionTable;
  open_portal_paths: OpenPortalPathTable;
  cloud_settings: CloudSettingTable;
  current_studios: CurrentStudioTable;
  menu_access_log: MenuAccessLogTable;
  notification_counts: NotificationCountTable;
  employee_notices: EmployeeNoticeTable;
  favourite_menus: FavouriteMenuTable;
  command_menus: CommandMenuTable;
  command_menu_stars: CommandMenuStarTable;
  command_menu_access_resets: CommandMenuAccessResetTable;
  commute_change_requests: CommuteChangeRequestTable;
  extended_work_requests: ExtendedWorkRequestTable;
  absence_lookups: AbsenceLookupTable;
  absences: AbsenceTable;
  employee_facts: EmployeeFactTable;
  employee_events: EmployeeEventTable;
  calendar_links: CalendarLinkTable;
  calendar_events: CalendarEventTable;
  posts: PostTable;
  comments: CommentTable;
  post_tags: PostTagTable;
  post_bookmarks: PostBookmarkTable;
  feed_config: FeedConfigTable;
  feed_items: FeedItemTable;
  studio_widgets: StudioWidgetTable;
  directory_lookups: DirectoryLookupTable;
  member_facts: MemberFactTable;
  directory_entries: DirectoryEntryTable;
  post_attachments: PostAttachmentTable;
  post_embeds: PostEmbedTable;
  search_members: SearchMemberTable;
  search_post_docs: SearchPostDocTable;
  search_post_dirty: SearchPostDirtyTable;
  search_post_keys: SearchPostKeyTable;
  member_introductions: MemberIntroductionTable;
  member_locations: MemberLocationTable;
  member_chat_links: MemberChatLinkTable;
  hr_lookup_codes: HrLookupCodeTable;
  sign_in_failures: SignInFailureTable;
}

export type EmployeeRow = Selectable<EmployeeTable>;
export type CommuteRecordRow = Selectable<CommuteRecordTable>;
export type NewCommuteRecord = Insertable<CommuteRecordTable>;
export type MenuRow = Selectable<MenuTable>;
export type NewMenu = Insertable<MenuTable>;
export type CloudSettingRow = Selectable<CloudSettingTable>;
