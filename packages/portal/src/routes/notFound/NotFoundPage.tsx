import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CenteredPanel, PanelText, PanelTitle } from '../../shell/panels';

/** Not found (public layout), at /404 and for unknown paths. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <CenteredPanel>
      <PanelTitle>{t('notFound.heading')}</PanelTitle>
      <PanelText>{t('notFound.message')}</PanelText>
      <Link to="/">{t('notFound.backHome')}</Link>
    </CenteredPanel>
  );
}
