import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import type { FavouriteOrderItem } from '@maru/api';

/** The API base the favourites tests' clients call (the mocks' default `/api`). */
export const TEST_API_BASE = 'http://localhost/api';

/**
 * An MSW server for a favourites test file, listening from its first test to its last, and
 * the bodies of every PUT of the full order it received (emptied after each test).
 */
export function favouritesTestServer() {
  const server = setupServer();
  const orders: FavouriteOrderItem[][] = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    orders.length = 0;
  });
  afterAll(() => server.close());
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && request.url.endsWith('/portal/menu/fovorite/order')) {
      void request
        .clone()
        .json()
        .then((body: FavouriteOrderItem[]) => orders.push(body));
    }
  });
  return { server, orders };
}
