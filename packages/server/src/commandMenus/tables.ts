/**
 * A menu of a system beside Maru that the command palette lists (approval, drafts, HR,
 * finance, kanban, external; spec 01 §2). Maru's own menus stay in `menus`. `audience` names
 * who may open it: all, hrAdmin, financeAdmin or kanban (`commandMenuAudienceAllows`).
 */
export interface CommandMenuTable {
  system: string;
  menu_path: string;
  url_path: string;
  link_type: string;
  audience: string;
  sort_no: number;
  name_ko: string;
  name_en: string;
  name_ja: string;
  name_zh: string;
  location_ko: string;
  location_en: string;
  location_ja: string;
  location_zh: string;
}

/** A menu a user starred in the palette (`PUT /common/menus/favorite`). */
export interface CommandMenuStarTable {
  user_id: string;
  system: string;
  menu_path: string;
  starred_at: number;
}

/**
 * When a user last removed a menu from their recents (`DELETE /common/menus/access/reset`):
 * visits up to then no longer count as recent. The access log itself is never edited.
 */
export interface CommandMenuAccessResetTable {
  user_id: string;
  system: string;
  menu_path: string;
  reset_at: number;
}
