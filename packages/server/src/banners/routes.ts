import type { Hono } from 'hono';
import { studioHomeWidgets, type StudioWidget } from '@maru/api';
import { guards } from '../http/guards';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { errorResponse } from '../http/errors';
import { requestLocale } from '../http/language';
import { menuNameIn } from '../posts/names';
import { currentStudioOf, userStudiosOf } from '../shell/studios';

/**
 * `GET /org/studio/home?studioDlId`: a company's home widgets in the request's language, as
 * the administrator arranged them (disabled ones too; the portal shows enabled = 1 only).
 * Only the user's own companies: another company's layout is refused with 403.
 */
export function registerBannerRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, studioHomeWidgets, guards.signedIn, async ({ query, c }) => {
    const db = c.get('db');
    const userId = c.get('userId');
    const current = await currentStudioOf(db, userId);
    const studioId = query.studioDlId ?? current?.dlId;
    const own = await userStudiosOf(db, userId, 'ko');
    if (!studioId || !own.some((studio) => studio.dlId === studioId)) {
      return errorResponse(c, 403, 'error.forbidden', 'forbidden');
    }
    const locale = requestLocale(c.req.header('Lang'));
    const rows = await db
      .selectFrom('studio_widgets')
      .selectAll()
      .where('studio_id', '=', studioId)
      .orderBy('placement')
      .orderBy('widget_position')
      .orderBy('widget_id')
      .execute();
    return rows.map((row): StudioWidget => ({
      widgetId: row.widget_id,
      widgetCode: row.widget_code,
      widgetPosition: row.widget_position,
      placement: row.placement === 'aside' ? 'aside' : 'banner',
      enabled: row.enabled === 1 ? 1 : 0,
      localeName: menuNameIn(row, locale),
      imageUrl: row.image_url,
      linkUrl: row.link_url,
    }));
  });
}
