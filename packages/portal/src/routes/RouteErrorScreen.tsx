import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRouteError } from 'react-router-dom';
import { browserSessionStorage } from '../session/loginRedirect';
import { currentAddress } from '../session/signInAddress';
import { CenteredPanel, PanelText, PanelTitle, PlainMain } from '../shell/panels';
import { reloadAfterChunkFailure } from './chunkReload';

/** What the router shows when a page failed to load or to render. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const location = useLocation();
  const { t } = useTranslation();

  useEffect(() => {
    reloadAfterChunkFailure(error, {
      online: navigator.onLine,
      path: currentAddress(location),
      storage: browserSessionStorage(),
      assign: (path) => window.location.assign(path),
    });
  }, [error, location]);

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
