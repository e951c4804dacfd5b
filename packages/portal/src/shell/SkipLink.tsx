import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';

export const MAIN_CONTENT_ID = 'main-content';

const Link = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  top: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.brand[700]};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  transform: translateY(-200%);

  &:focus {
    transform: none;
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * The first tab stop: jumps past the top bar to the page's main content. It moves focus itself
 * instead of following the `#main-content` hash: a hash change is a navigation for the router,
 * which would record the menu access again and leave a history entry behind.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      {t('shell.skipToContent')}
    </Link>
  );
}
