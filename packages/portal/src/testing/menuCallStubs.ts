import {
  menuAccess,
  menuEvents,
  menuEventsByUrl,
  sideMenu,
  type MenuEventCode,
  type MenuNode,
  type SideMenuKey,
} from '@maru/api';
import { endpointHandler } from '@maru/api/mocks';
import { HttpResponse, type HttpHandler } from 'msw';
import { TEST_API_BASE } from './renderPortal';

/** One permission question as the stub saw it. */
export type AskedCheck = { menuId: string } | { url: string };

export interface MenuCallStubOptions {
  /** The events for a check; all four by default. An empty list forbids the page. */
  events?: (check: AskedCheck) => readonly MenuEventCode[] | Promise<readonly MenuEventCode[]>;
  /** The side-menu tree per menu key; empty by default. */
  trees?: Partial<Record<SideMenuKey, readonly MenuNode[]>>;
}

/**
 * Test stand-ins for the navigation's calls (side menu, access checks, access log) that
 * remember what was asked, for tests that count calls. Test support only.
 */
export function stubMenuCalls(options: MenuCallStubOptions = {}) {
  const calls = {
    trees: [] as { key: string; lang: string | null }[],
    checks: [] as AskedCheck[],
    access: [] as unknown[],
  };
  const answer = async (check: AskedCheck) => {
    calls.checks.push(check);
    return HttpResponse.json([...(await (options.events?.(check) ?? ['R', 'C', 'S', 'A']))]);
  };
  const base = { base: TEST_API_BASE };
  const handlers: HttpHandler[] = [
    endpointHandler(
      sideMenu,
      ({ params, request }) => {
        const key = String(params.menuKey) as SideMenuKey;
        calls.trees.push({ key, lang: request.headers.get('Lang') });
        return HttpResponse.json([...(options.trees?.[key] ?? [])]);
      },
      base,
    ),
    endpointHandler(menuEvents, ({ params }) => answer({ menuId: String(params.menuId) }), base),
    endpointHandler(
      menuEventsByUrl,
      ({ request }) => answer({ url: new URL(request.url).searchParams.get('url') ?? '' }),
      base,
    ),
    endpointHandler(
      menuAccess,
      async ({ request }) => {
        calls.access.push(await request.json());
        return HttpResponse.json({ success: true });
      },
      base,
    ),
  ];
  return { handlers, calls };
}
