import styled from 'styled-components';

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

export const PortletBody = styled.div`
  padding: ${({ theme }) => theme.space[4]};
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
