import { errorText, type ApiError, type Locale } from '@maru/api';
import { SIGN_IN_PATH, signInAddress } from './signInAddress';

/** Where a 403/410 sends the user after the message (spec 01 §8: the Community route). */
export const COMMUNITY_PATH = '/community';

/** The side effects the policy may cause, injected so every branch is testable. */
export interface ErrorPolicyEffects {
  /** Reloads the page (`location.reload`). */
  reload(): void;
  /** Client-side navigation to a path of this app. */
  navigate(path: string): void;
  /** The current address (path, query, hash): the return URL after signing in again. */
  currentAddress(): string;
  /** Forgets the signed-in user (session atoms back to anonymous). */
  clearSession(): void;
  /** Shows a message and resolves once the user dismissed it (the ui's alert box). */
  alert(message: string): Promise<void>;
  /** The active interface language, for the catalogue texts. */
  locale(): Locale;
}

/** Handles one failed call; resolves when its effects (including a dismissed alert) are done. */
export type ErrorPolicy = (error: ApiError) => Promise<void>;

/**
 * The portal's status policy (spec 01 §8), installed as the API client's `onError` so that
 * widgets never navigate on their own:
 * - reload (307): reload the page;
 * - signIn (401): clear the session and go to sign-in with the current address as return URL;
 * - toCommunity (403, 410): show the message, then go to Community;
 * - alert (anything else, no response): show the message in the active language.
 */
export function createErrorPolicy(effects: ErrorPolicyEffects): ErrorPolicy {
  return async (error) => {
    switch (error.action) {
      case 'reload':
        effects.reload();
        return;
      case 'signIn': {
        effects.clearSession();
        const here = effects.currentAddress();
        // Several calls can fail with 401 at once; the first one already went to sign-in.
        if (here.startsWith(SIGN_IN_PATH)) return;
        effects.navigate(signInAddress(here));
        return;
      }
      case 'toCommunity':
        await effects.alert(errorText(error.info, effects.locale()));
        effects.navigate(COMMUNITY_PATH);
        return;
      case 'alert':
        await effects.alert(errorText(error.info, effects.locale()));
        return;
    }
  };
}
