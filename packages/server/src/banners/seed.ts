import { studioWidgetFixtures } from '@maru/api/fixtures';
import type { MaruDb } from '../db/connection';

/** Every company's home widgets as the fixtures arrange them. */
export async function seedBanners(db: MaruDb): Promise<void> {
  await db
    .insertInto('studio_widgets')
    .values(
      studioWidgetFixtures.map((widget) => ({
        widget_id: widget.widgetId,
        studio_id: widget.studioId,
        widget_code: widget.widgetCode,
        placement: widget.placement,
        widget_position: widget.widgetPosition,
        enabled: widget.enabled,
        image_url: widget.imageUrl,
        link_url: widget.linkUrl,
        name_ko: widget.names.ko,
        name_en: widget.names.en,
        name_ja: widget.names.ja,
        name_zh: widget.names.zh,
      })),
    )
    .execute();
}
