import { z } from 'zod/mini';
import { defineEndpoint } from './define';
import { idSchema } from './primitives';

/*
 * The company's home widgets (spec 01 §3 widget, §6: shown only when enabled equals 1, split
 * by placement; spec 02 §9: at most 10 banners). `GET /org/studio/home?studioDlId` answers the
 * whole layout the administrator set, disabled entries included; the portal filters.
 */

/** Where a home widget sits: the right banner column or the left aside (spec 01 §2 layouts). */
export const widgetPlacementSchema = z.enum(['banner', 'aside']);
export type WidgetPlacement = z.infer<typeof widgetPlacementSchema>;

/** The widget code of an image banner; other codes name built-in widgets the host draws. */
export const IMAGE_BANNER_CODE = 'BANNER';

/** The most banners a company may show (spec 02 §9 "banners 10"). */
export const MAX_BANNERS = 10;

export const studioWidgetSchema = z.object({
  widgetId: z.number().check(z.int(), z.positive()),
  widgetCode: z.string(),
  /** Order within its placement, smallest first. */
  widgetPosition: z.number().check(z.int(), z.nonnegative()),
  placement: widgetPlacementSchema,
  /** 1 shown, 0 hidden (spec 01 §6: shown only when enabled equals 1). */
  enabled: z.literal([0, 1]),
  /** The widget's name in the request's language. */
  localeName: z.string(),
  /** Image banners: the picture (an http(s) URL, an internal path or an inline image). */
  imageUrl: z.nullable(z.string()),
  /** Image banners: where a click goes (resolved by `resolveHref`). */
  linkUrl: z.nullable(z.string()),
});
export type StudioWidget = z.infer<typeof studioWidgetSchema>;

export const studioHomeQuerySchema = z.object({
  studioDlId: z.optional(idSchema()),
});

/** The home widgets of a company; without `studioDlId`, of the user's current company. */
export const studioHomeWidgets = defineEndpoint({
  method: 'GET',
  path: '/org/studio/home',
  query: studioHomeQuerySchema,
  response: z.array(studioWidgetSchema),
});
