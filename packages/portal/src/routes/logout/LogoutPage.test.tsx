import { myProfile, signOut } from '@maru/api';
import { createHandlers, endpointHandler } from '@maru/api/mocks';
import { cleanup, screen } from '@testing-library/react';
import { getResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import ko from '../../i18n/locales/ko';
import { sessionAtom } from '../../session/sessionState';
import { renderPortal } from '../../testing/renderPortal';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const LAZY = { timeout: 5000 };

describe('/logout (spec 01 §2, §4: sign-out ends the session)', () => {
  it('spec 01 §4: opened directly, a profile answered after the sign-out does not sign the user back in', async () => {
    const handlers = createHandlers();
    // The server answers the profile at once (still signed in) but the answer arrives late:
    // after the sign-out when the page does not wait for the session start, else after 1.5 s.
    let release: () => void = () => undefined;
    const late = new Promise<void>((done) => {
      release = done;
      setTimeout(done, 1500);
    });
    server.use(
      endpointHandler(myProfile, async ({ request }) => {
        const answer = await getResponse(handlers, request);
        await late;
        return answer;
      }),
      endpointHandler(signOut, async ({ request }) => {
        const answer = await getResponse(handlers, request);
        setTimeout(release, 0);
        return answer;
      }),
      ...handlers,
    );
    const { runtime, location } = renderPortal('/logout');
    const statuses = [runtime.store.get(sessionAtom).status];
    runtime.store.sub(sessionAtom, () => statuses.push(runtime.store.get(sessionAtom).status));

    expect(
      await screen.findByRole('heading', { name: ko.logout.heading }, LAZY),
    ).toBeInTheDocument();
    await late;
    // Give a late profile and the checks after it every chance to land before checking.
    await new Promise((done) => setTimeout(done, 300));
    expect(statuses.at(-1)).toBe('anonymous');
    // Signed out means signed out: never a user again after that (which would bounce the
    // page to sign-in once the ended session answers the user's calls with 401).
    expect(statuses.slice(statuses.indexOf('anonymous'))).not.toContain('ready');
    expect(location().pathname).toBe('/logout');
  });
});
