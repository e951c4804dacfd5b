import { Button } from '@maru/ui';
import { useTranslation } from 'react-i18next';
import { CenteredPanel, PanelText, PanelTitle } from '../shell/panels';
import { PublicLayout } from '../shell/layouts/PublicLayout';

/** Shown while the session starts; a polite status so screen readers hear it once. */
export function SessionLoadingScreen() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <CenteredPanel role="status" aria-live="polite">
        <PanelText>{t('session.loading')}</PanelText>
      </CenteredPanel>
    </PublicLayout>
  );
}

/** Shown when the portal could not start (no answer from the server); offers a retry. */
export function SessionErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <CenteredPanel role="alert">
        <PanelTitle>{t('session.errorTitle')}</PanelTitle>
        <PanelText>{t('session.errorMessage')}</PanelText>
        <Button onPress={onRetry}>{t('session.retry')}</Button>
      </CenteredPanel>
    </PublicLayout>
  );
}
