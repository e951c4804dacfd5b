import { Button } from '@maru/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { usePortalRuntime } from '../app/RuntimeContext';
import { browserSessionStorage } from '../session/loginRedirect';
import { currentAddress } from '../session/signInAddress';
import { CenteredPanel, PanelText, PanelTitle, PlainMain } from '../shell/panels';
import { reloadAfterChunkFailure } from './chunkReload';

/**
 * What `RouteErrorBoundary` shows when a page failed to load (a chunk error, the 120 s loader
 * timeout) or to render. Retry loads the target address afresh: a failed lazy page stays failed
 * inside this document, and a new document also brings the chunk names of a new deploy.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const location = useLocation();
  const { browser } = usePortalRuntime();
  const { t } = useTranslation();

  useEffect(() => {
    reloadAfterChunkFailure(error, {
      online: navigator.onLine,
      path: currentAddress(location),
      storage: browserSessionStorage(),
      assign: (path) => browser.assign(path),
    });
  }, [error, location, browser]);

  return (
    <PlainMain id="main-content">
      <CenteredPanel>
        <PanelTitle>{t('routeError.heading')}</PanelTitle>
        <PanelText>{t('routeError.message')}</PanelText>
        <Button onPress={() => browser.assign(currentAddress(location))}>
          {t('navigation.retryPage')}
        </Button>
        <Link to="/" reloadDocument>
          {t('routeError.backHome')}
        </Link>
      </CenteredPanel>
    </PlainMain>
  );
}
