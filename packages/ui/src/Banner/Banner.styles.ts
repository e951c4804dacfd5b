import { styled } from 'styled-components';
import { CloseIcon } from '../icons';

export const BannerRoot = styled.div`
  --maru-banner-bg: ${({ theme }) => theme.color.info.bg};
  --maru-banner-border: ${({ theme }) => theme.color.info.border};
  --maru-banner-fg: ${({ theme }) => theme.color.info.fg};

  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]}
    ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border: 1px solid var(--maru-banner-border);
  border-radius: ${({ theme }) => theme.radius.md};
  background: var(--maru-banner-bg);
  color: var(--maru-banner-fg);

  &[data-tone='warning'] {
    --maru-banner-bg: ${({ theme }) => theme.color.warning.bg};
    --maru-banner-border: ${({ theme }) => theme.color.warning.border};
    --maru-banner-fg: ${({ theme }) => theme.color.warning.fg};
  }

  /* Links in a banner take its colour so they keep the tone's contrast on its background. */
  & a {
    --maru-link-fg: var(--maru-banner-fg);
    --maru-link-fg-hover: var(--maru-banner-fg);
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const BannerIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  /* Same height as one line of text in the body, so the icon sits on the first line. */
  height: calc(
    ${({ theme }) => theme.font.size.md} * ${({ theme }) => theme.font.lineHeight.normal}
  );
  margin-block: ${({ theme }) => theme.space[1]};
  line-height: 0;

  svg {
    width: 16px;
    height: 16px;
  }

  /* The mark inside the tone's shape is cut out in the banner's own background colour. */
  [data-mark] {
    fill: none;
    stroke: var(--maru-banner-bg);
  }
`;

export const BannerBody = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space[3]};
  row-gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding-block: ${({ theme }) => theme.space[1]};
`;

export const BannerMessage = styled.p`
  margin: 0;
`;

export const BannerActions = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const BannerClose = styled.div`
  flex: none;

  /* The ghost button takes the banner's colour so its icon keeps the tone's contrast. */
  & > button {
    --maru-button-fg: var(--maru-banner-fg);
    --maru-button-bg-hover: ${({ theme }) => theme.color.neutral[0]};
  }
`;

export const CloseGlyph = styled(CloseIcon)`
  width: 14px;
  height: 14px;
`;
