import type { Generated } from 'kysely';

/**
 * A company's home widget: an image banner (right column) or a built-in widget (left aside),
 * with its name in every interface language because the list answers in the request's `Lang`.
 */
export interface StudioWidgetTable {
  widget_id: Generated<number>;
  studio_id: string;
  widget_code: string;
  placement: string;
  widget_position: number;
  /** 1 shown, 0 hidden. */
  enabled: number;
  image_url: string | null;
  link_url: string | null;
  name_ko: string;
  name_en: string;
  name_ja: string;
  name_zh: string;
}
