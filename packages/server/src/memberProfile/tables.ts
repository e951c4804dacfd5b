/**
 * Members who have left (userState 2), kept apart from `employees` so the active company (its
 * counts, lists and search) stays exactly the generated one; the dialog still finds them.
 * Contacts are not stored: a retired member's are never shown.
 */
export interface RetiredMemberTable {
  user_id: string;
  employee_number: string;
  user_name: string;
  user_name_en: string;
  photo: string;
  duty_desc: string;
  organization_id: string;
  studio_id: string;
}

/** A member's introduction tags (spec 01 §7 `GET /user/myIntroduction`), in `sort_no` order. */
export interface MemberIntroductionTable {
  introduction_id: number;
  user_id: string;
  tag_name: string;
  sort_no: number;
}

/** Where a member works (`GET /user/myLocationInfo`): PHM_LOCATION_CD codes. */
export interface MemberLocationTable {
  user_id: string;
  location_id: string;
  sort_no: number;
}

/** How a member can be reached by chat (spec 01 §3 googleAuthId, slackLink, microsoft, naver). */
export interface MemberChatLinkTable {
  user_id: string;
  google_auth_id: string | null;
  slack_link: string | null;
  microsoft: number;
  naver: number;
}

/** HR lookup codes (`GET /common/lookup-values/codes`): work statuses and locations. */
export interface HrLookupCodeTable {
  lookup_type: string;
  lookup_code: string;
  attribute01: string | null;
  meaning_ko: string;
  meaning_en: string;
  meaning_ja: string;
  meaning_zh: string;
  sort_no: number;
}
