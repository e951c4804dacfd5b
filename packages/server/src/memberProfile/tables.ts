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
