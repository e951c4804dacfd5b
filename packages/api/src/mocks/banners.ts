import { HttpResponse, type HttpHandler } from 'msw';
import { studioHomeQuerySchema, studioHomeWidgets, type StudioWidget } from '../contract';
import { studioWidgetFixtures, userStudiosFor } from '../fixtures';
import { endpointHandler, requestLocale, type MockBaseOptions } from './endpointUrl';
import { metaErrorBody } from './errorBodies';
import { createMockSession, currentStudioOf, signedInEmployee, unauthorized } from './mockSession';
import type { MockSession } from './mockSession';
import { readQuery } from './readBody';

export interface BannersMockOptions extends MockBaseOptions {
  /** The signed-in user, shared with the session handlers; default a fresh minjun.kim session. */
  session?: MockSession;
  /** Answer these widgets instead of the company's fixtures (every company alike). */
  widgets?: StudioWidget[];
}

/**
 * `GET /org/studio/home` over the fixtures: the widgets of `studioDlId` (default the user's
 * current company) in the request's language, disabled ones included as the server sends them;
 * 403 for a company the user does not belong to, 401 when nobody is signed in.
 */
export function bannersHandlers(options: BannersMockOptions = {}): HttpHandler[] {
  const session = options.session ?? createMockSession();
  return [
    endpointHandler(
      studioHomeWidgets,
      ({ request }) => {
        const employee = signedInEmployee(session);
        if (!employee) return unauthorized(request);
        const locale = requestLocale(request);
        const query = readQuery(request, studioHomeQuerySchema, locale);
        if (!query.ok) return query.response;
        const studioId = query.data.studioDlId ?? currentStudioOf(session, employee);
        const own = userStudiosFor(employee.userId, locale).some(
          (studio) => studio.dlId === studioId,
        );
        if (!own) {
          return HttpResponse.json(
            metaErrorBody('FORBIDDEN', 'forbidden', 'error.forbidden', locale),
            { status: 403 },
          );
        }
        if (options.widgets) return HttpResponse.json(options.widgets);
        const widgets: StudioWidget[] = studioWidgetFixtures
          .filter((widget) => widget.studioId === studioId)
          .map((widget) => ({
            widgetId: widget.widgetId,
            widgetCode: widget.widgetCode,
            widgetPosition: widget.widgetPosition,
            placement: widget.placement,
            enabled: widget.enabled,
            localeName: widget.names[locale],
            imageUrl: widget.imageUrl,
            linkUrl: widget.linkUrl,
          }));
        return HttpResponse.json(widgets);
      },
      options,
    ),
  ];
}
