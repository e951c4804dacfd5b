import { isApiError, signOut } from '@maru/api';
import { Button } from '@maru/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePortalRuntime } from '../../app/RuntimeContext';
import { CenteredPanel, PanelText, PanelTitle } from '../../shell/panels';

type LogoutState = 'signingOut' | 'signedOut' | 'failed';

/** /logout (public): ends the session on the server, forgets the user, offers to sign in again. */
export function LogoutPage() {
  const { t } = useTranslation();
  const runtime = usePortalRuntime();
  const [state, setState] = useState<LogoutState>('signingOut');
  const started = useRef(false);

  const run = useCallback(async () => {
    setState('signingOut');
    // Opened directly, the page races the session start: a profile answered after the
    // sign-out would sign the user back in on this screen. Let the start settle first.
    await runtime.bootSession({ redirectIfAnonymous: false }).catch(() => undefined);
    // Forget the user before the server does: their polls stop now instead of meeting the
    // ended session with a 401, which would bounce this page to sign-in.
    runtime.clearSession();
    try {
      await runtime.authClient.call(signOut);
    } catch (error) {
      // 401: the session had already ended, which is what signing out wants.
      if (!(isApiError(error) && error.status === 401)) {
        setState('failed');
        return;
      }
    }
    setState('signedOut');
  }, [runtime]);

  useEffect(() => {
    // StrictMode runs effects twice; one sign-out request is enough.
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  if (state === 'signingOut') {
    return (
      <CenteredPanel role="status" aria-live="polite">
        <PanelText>{t('logout.signingOut')}</PanelText>
      </CenteredPanel>
    );
  }
  if (state === 'failed') {
    return (
      <CenteredPanel>
        <PanelTitle>{t('title.logout')}</PanelTitle>
        <PanelText role="alert">{t('logout.failed')}</PanelText>
        <Button onPress={() => void run()}>{t('session.retry')}</Button>
      </CenteredPanel>
    );
  }
  return (
    <CenteredPanel>
      <PanelTitle>{t('logout.heading')}</PanelTitle>
      <PanelText>{t('logout.message')}</PanelText>
      <Link to="/signin">{t('logout.signInAgain')}</Link>
    </CenteredPanel>
  );
}
