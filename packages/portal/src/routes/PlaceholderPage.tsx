import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { MessageKey } from '../i18n';
import { PanelText } from '../shell/panels';

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size['2xl']};
`;

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.color.surface.raised};
  border: 1px dashed ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.lg};

  a {
    color: ${({ theme }) => theme.color.brand[700]};
  }
`;

/**
 * A real route whose screen is built in a later issue. It says so plainly instead of
 * pretending: the route, title and layout are live, the content is not yet.
 */
export function PlaceholderPage({ titleKey }: { titleKey: MessageKey }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box aria-labelledby={titleId}>
      <Title id={titleId}>{t(titleKey)}</Title>
      <PanelText>{t('placeholder.comingLater')}</PanelText>
      <Link to="/">{t('placeholder.backHome')}</Link>
    </Box>
  );
}

/**
 * The page of a route whose screen a later issue builds: a component (for the route's `load`)
 * that shows the route's own title, so every such route is honest with one line.
 */
export function placeholderPage(titleKey: MessageKey): ComponentType {
  function Placeholder() {
    return <PlaceholderPage titleKey={titleKey} />;
  }
  Placeholder.displayName = `Placeholder(${titleKey})`;
  return Placeholder;
}
