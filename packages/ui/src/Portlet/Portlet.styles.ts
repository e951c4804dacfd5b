import { styled } from 'styled-components';

export const PortletSection = styled.section`
  --maru-portlet-bg: ${({ theme }) => theme.color.surface.raised};
  --maru-portlet-border: ${({ theme }) => theme.color.border.subtle};

  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid var(--maru-portlet-border);
  border-radius: ${({ theme }) => theme.radius.lg};
  background: var(--maru-portlet-bg);
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

export const PortletHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 50px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid var(--maru-portlet-border);
`;

export const PortletTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const PortletActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

/*
 * The body's height is the card's height minus the header and tab rows (spec 01 §9), fed by
 * Portlet as --maru-portlet-body-height; without a height the body grows with its content.
 */
export const PortletBody = styled.div`
  padding: ${({ theme }) => theme.space[4]};

  &[data-fixed-height] {
    height: var(--maru-portlet-body-height);
    overflow-y: auto;
    overscroll-behavior: contain;
  }

  &[data-feed] {
    padding: 0;
  }

  /* The skeleton is hidden from assistive technology, so it must not make a scroll region. */
  &[data-fixed-height][data-status='loading'] {
    overflow: hidden;
  }
`;

/* Tabs' own list and panel, fitted to the portlet: a 50 px tab row and an unpadded panel. */
export const PortletTabs = styled.div`
  & [role='tablist'] {
    min-height: 50px;
    padding: 0 ${({ theme }) => theme.space[2]};
    border-bottom-color: var(--maru-portlet-border);
  }

  & [role='tabpanel'] {
    padding: 0;
  }
`;

export const FeedList = styled.div`
  display: flex;
  flex-direction: column;
`;

export const FeedArticle = styled.article`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid var(--maru-portlet-border);
  color: ${({ theme }) => theme.color.text.primary};

  &:last-child {
    border-bottom: 0;
  }

  /* Inside the scrolling body an outer ring would be clipped. */
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const FeedSkeletonRow = styled.div`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid var(--maru-portlet-border);
`;

/* The empty state sits in the middle of the body, not at its top. */
export const FeedEmpty = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: 100%;
`;

export const FeedFooter = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[2]};
`;

export const PortletState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 120px;
  color: ${({ theme }) => theme.color.text.secondary};
  text-align: center;

  &[data-status='error'] {
    color: ${({ theme }) => theme.color.danger.fg};
  }
`;
