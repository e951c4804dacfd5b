/**
 * One favourite menu of a user (spec 02 §3): in the shortcut list (home) or the panel list,
 * at `sort_no` (from 1) within it. `default_flag` 1 marks a menu the company fixed: it cannot
 * be unchecked.
 */
export interface FavouriteMenuTable {
  user_id: string;
  menu_id: number;
  shortcut_link_flag: number;
  sort_no: number;
  default_flag: number;
  created_at: number;
}
