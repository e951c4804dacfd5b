import { AttendanceWidget, type AttendanceNavigationTarget } from '@maru/widgets';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { VisuallyHidden } from '../../shell/visuallyHidden';
import { routePath } from '../routeTable';
import { WidgetBoundary } from './WidgetBoundary';

const Widgets = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
`;

/** Home (spec 01 §2, spec 02 §2): the widgets of the day, each in its own boundary. */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onNavigate = (target: AttendanceNavigationTarget) => {
    const path = routePath(target);
    if (path) navigate(path);
  };
  return (
    <>
      <VisuallyHidden as="h1">{t('title.home')}</VisuallyHidden>
      <Widgets>
        <WidgetBoundary>
          <AttendanceWidget onNavigate={onNavigate} />
        </WidgetBoundary>
      </Widgets>
    </>
  );
}
