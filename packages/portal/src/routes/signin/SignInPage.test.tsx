import { createHandlers } from '@maru/api/mocks';
import { screen, waitFor, cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale } from '../../i18n';
import ko from '../../i18n/locales/ko';
import { renderPortal } from '../../testing/renderPortal';

const server = setupServer();
const signInRequests: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.url.endsWith('/auth/signin')) signInRequests.push(request.url);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  // Unmount first: a mounted portal's late calls would otherwise meet no handler.
  cleanup();
  server.resetHandlers();
  signInRequests.length = 0;
  await changeLocale('ko');
});
afterAll(() => server.close());

/** Nobody signed in; the demo accounts and password of the fixtures accept a sign-in. */
function signedOutServer() {
  server.use(...createHandlers({ session: { userId: null } }));
}

// The first visit loads the page module lazily (and transforms it in the test), hence the wait.
const idField = () =>
  screen.findByLabelText(new RegExp(`^${ko.signin.loginId}`), {}, { timeout: 5000 });
const passwordField = () => screen.getByLabelText(new RegExp(`^${ko.signin.password}`));
const submitButton = () => screen.getByRole('button', { name: ko.signin.submit });

describe('sign-in page (reference server sign-in)', () => {
  it('wrong password: shows a clear error and keeps what was typed', async () => {
    signedOutServer();
    const { user, location } = renderPortal('/signin?returnUrl=%2Fess%2FmyWorkHour');
    await user.type(await idField(), 'minjun.kim');
    await user.type(passwordField(), 'wrong-password');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(ko.signin.invalidCredentials);
    expect(await idField()).toHaveValue('minjun.kim');
    expect(passwordField()).toHaveValue('wrong-password');
    expect(await idField()).toHaveAttribute('aria-invalid', 'true');
    expect(location().pathname).toBe('/signin');
    expect(signInRequests).toHaveLength(1);
  });

  it('empty fields: asks for both without calling the server', async () => {
    signedOutServer();
    const { user } = renderPortal('/signin');
    await user.type(await idField(), 'minjun.kim');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(ko.signin.missingFields);
    expect(await idField()).toHaveValue('minjun.kim');
    expect(signInRequests).toEqual([]);
  });

  it('success returns to the same-origin returnUrl, signed in', async () => {
    signedOutServer();
    const { user, location } = renderPortal('/signin?returnUrl=%2Fess%2FmyWorkHour');
    await user.type(await idField(), 'minjun.kim');
    await user.type(passwordField(), 'maru1234!');
    await user.click(submitButton());

    // The page opens after the session start, its access check and its lazy module.
    await waitFor(() => expect(location().pathname).toBe('/ess/myWorkHour'), { timeout: 5000 });
    expect(
      await screen.findByRole('heading', { name: ko.title.myWorkHour }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('김민준')).toBeInTheDocument();
  });

  it.each(['//evil.example/phish', 'https://evil.example/', 'javascript:alert(1)'])(
    'login return URL is same-origin only: %s goes home instead',
    async (returnUrl) => {
      signedOutServer();
      const entry = `/signin?returnUrl=${encodeURIComponent(returnUrl)}`;
      const { user, location, assigned } = renderPortal(entry);
      await user.type(await idField(), 'minjun.kim');
      await user.type(passwordField(), 'maru1234!');
      await user.click(submitButton());
      // Home opens after the session start and its lazy module, as in the test above.
      await waitFor(() => expect(location().pathname).toBe('/'), { timeout: 5000 });
      expect(location().search).toBe('');
      expect(assigned).toEqual([]);
    },
  );

  it('Enter while composing Hangul (IME) does not submit the form', async () => {
    signedOutServer();
    const { user, location } = renderPortal('/signin');
    const id = await idField();
    await user.type(id, 'minjun.kim');
    await user.type(passwordField(), 'maru1234!');
    const composingEnter = new KeyboardEvent('keydown', {
      key: 'Enter',
      bubbles: true,
      cancelable: true,
      isComposing: true,
    });
    id.dispatchEvent(composingEnter);
    expect(composingEnter.defaultPrevented).toBe(true);
    expect(location().pathname).toBe('/signin');
  });

  it('the sign-in page is public and titled "로그인 | Maru"', async () => {
    signedOutServer();
    const { assigned } = renderPortal('/signin');
    await idField();
    await waitFor(() => expect(document.title).toBe('로그인 | Maru'));
    expect(assigned).toEqual([]);
  });
});
