import { Button } from '@maru/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { usePortalRuntime } from '../app/RuntimeContext';
import { currentAddress } from '../session/signInAddress';
import { CenteredPanel, PanelText, PanelTitle, PlainMain } from '../shell/panels';

/**
 * What `RouteErrorBoundary` shows when a page failed to load (a chunk error, the 120 s loader
 * timeout) or to render. Retry loads the target address afresh: a new document also brings
 * the chunk names of a new deploy. (`lazyWithRetry` has already asked again, and reloaded once
 * after a chunk failure, before the error gets here.)
 */
export function RouteErrorScreen() {
  const location = useLocation();
  const { browser } = usePortalRuntime();
  const { t } = useTranslation();

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
