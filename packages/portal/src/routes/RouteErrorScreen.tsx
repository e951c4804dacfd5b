import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { usePortalRuntime } from '../app/RuntimeContext';
import { browserSessionStorage } from '../session/loginRedirect';
import { currentAddress } from '../session/signInAddress';
import { CenteredPanel, PanelText, PanelTitle, PlainMain } from '../shell/panels';
import { reloadAfterChunkFailure } from './chunkReload';

/** What `RouteErrorBoundary` shows when a page failed to load or to render. */
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
        <Link to="/" reloadDocument>
          {t('routeError.backHome')}
        </Link>
      </CenteredPanel>
    </PlainMain>
  );
}
