import { styled } from 'styled-components';

export const Header = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  text-align: center;
`;

export const NameHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export const Secondary = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export const SectionHeading = styled.h4`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** The concurrent posts' heading, apart from the main post above it. */
export const SubHeading = styled(SectionHeading).attrs({ as: 'h5' })`
  margin-top: ${({ theme }) => theme.space[3]};
`;

export const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    padding: 2px ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radius.full};
    background: ${({ theme }) => theme.color.brand[50]};
    color: ${({ theme }) => theme.color.brand[800]};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

export const PlainList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.md};
`;

/** One contact: its label, then the address or the service link. */
export const ContactRow = styled.li`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  align-items: baseline;
  overflow-wrap: anywhere;
`;

export const ChatLinks = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
`;

export const ContactAnchor = styled.a`
  color: ${({ theme }) => theme.color.brand[700]};
  text-decoration: underline;
  text-underline-offset: 2px;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** A person of the reporting line or member list: the whole row opens their profile. */
export const PersonButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.neutral[50]};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
`;

export const PersonText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const ToggleButton = styled.button`
  margin-top: ${({ theme }) => theme.space[1]};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.brand[700]};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export const Notice = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0;
  text-align: center;
  color: ${({ theme }) => theme.color.text.secondary};
`;
