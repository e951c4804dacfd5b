import { styled, css } from 'styled-components';

/*
 * The chart's boxes and connectors, tokens only. Every level is centred under its parent, so a
 * connector is a line at 50%: a stem from an open department down to its members and its
 * sub-departments; a bar joining sub-departments side by side (each child draws its share,
 * `data-connector`); a spine behind stacked sub-departments, hidden by each opaque item so it
 * shows only in the gaps between them.
 */

/** Room for a connector between a box and what hangs below it. */
const GAP = '16px';
const DEPARTMENT_WIDTH = '184px';
const MEMBER_WIDTH = '208px';

const line = css`
  content: '';
  position: absolute;
  border-color: ${({ theme }) => theme.color.border.strong};
  border-style: solid;
  border-width: 0;
`;

/** The scroll area: a wide chart scrolls sideways inside it, never the page. */
export const Viewport = styled.div`
  overflow: auto;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface.page};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

export const Tree = styled.div`
  display: flex;
  justify-content: center;
  min-width: max-content;
`;

/** A department and what hangs below it; the connectors attach here. */
export const Item = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
`;

const focusRing = css`
  outline: 2px solid ${({ theme }) => theme.color.focusRing};
  outline-offset: 2px;
`;

export const DepartmentBox = styled.div`
  position: relative;
  z-index: 1;
  display: grid;
  grid-template-columns: 16px minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[1]};
  align-items: center;
  box-sizing: border-box;
  width: ${DEPARTMENT_WIDTH};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.color.surface.raised};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-top: 4px solid ${({ theme }) => theme.color.brand[600]};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  cursor: pointer;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  &[data-openable='false'] {
    cursor: default;
  }

  outline: none;

  &:focus-visible {
    ${focusRing}
  }

  &[data-hit='true'] {
    background: ${({ theme }) => theme.color.brand[50]};
    border-color: ${({ theme }) => theme.color.brand[700]};
  }
`;

export const Chevron = styled.svg`
  width: 16px;
  height: 16px;
  color: ${({ theme }) => theme.color.text.secondary};
  transition: transform ${({ theme }) => theme.motion.duration.fast};

  &[data-expanded='true'] {
    transform: rotate(90deg);
  }
`;

export const DepartmentText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const DepartmentName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

export const DepartmentMeta = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const LoadFailed = styled.span`
  color: ${({ theme }) => theme.color.danger.fg};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** What an open department shows below its box: its members, then its sub-departments. */
export const Group = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
`;

/** Members hang under the box on a stem, as one list. */
export const Members = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding-top: ${GAP};

  &::before {
    ${line};
    top: 0;
    bottom: 0;
    left: 50%;
    border-left-width: 1px;
  }
`;

export const MemberItem = styled.div`
  position: relative;
  z-index: 1;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  box-sizing: border-box;
  width: ${MEMBER_WIDTH};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  background: ${({ theme }) => theme.color.surface.raised};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  outline: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  &:hover {
    border-color: ${({ theme }) => theme.color.brand[500]};
  }

  &:focus-visible {
    ${focusRing}
  }

  &[data-hit='true'] {
    background: ${({ theme }) => theme.color.brand[50]};
    border-color: ${({ theme }) => theme.color.brand[700]};
  }
`;

export const MemberText = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const MemberName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const MemberTitle = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** Sub-departments, side by side (`row`) or stacked (`stack`). */
export const Departments = styled.div`
  position: relative;
  display: flex;
  padding-top: ${GAP};

  /* The stem from the members (or the box) down to the bar or the spine. */
  &::before {
    ${line};
    top: 0;
    left: 50%;
    height: ${GAP};
    border-left-width: 1px;
  }

  &[data-direction='row'] {
    flex-direction: row;
    align-items: flex-start;
  }

  &[data-direction='row'] > ${Item} {
    padding: ${GAP} ${({ theme }) => theme.space[2]} 0;
  }

  /* The child's share of the bar, and its drop from the bar to its box. */
  &[data-direction='row'] > ${Item}::before {
    ${line};
    top: 0;
    border-top-width: 1px;
  }
  &[data-direction='row'] > ${Item}[data-connector='first']::before {
    left: 50%;
    right: 0;
  }
  &[data-direction='row'] > ${Item}[data-connector='middle']::before {
    left: 0;
    right: 0;
  }
  &[data-direction='row'] > ${Item}[data-connector='last']::before {
    left: 0;
    right: 50%;
  }
  &[data-direction='row'] > ${Item}::after {
    ${line};
    top: 0;
    left: 50%;
    height: ${GAP};
    border-left-width: 1px;
  }

  &[data-direction='stack'] {
    flex-direction: column;
    align-items: center;
    gap: ${GAP};
  }

  /* The spine: it shows only in the gaps, because each stacked item hides it. */
  &[data-direction='stack']::after {
    ${line};
    top: ${GAP};
    bottom: 0;
    left: 50%;
    border-left-width: 1px;
  }
  &[data-direction='stack'] > ${Item} {
    z-index: 1;
    background: ${({ theme }) => theme.color.surface.page};
  }
`;

/** Roots: the top divisions, side by side or stacked, without a connector above them. */
export const Roots = styled(Departments)`
  padding-top: 0;

  &::before,
  &[data-direction='stack']::after {
    content: none;
  }
  &[data-direction='row'] > ${Item}::before, &[data-direction='row'] > ${Item}::after {
    content: none;
  }
  &[data-direction='row'] > ${Item} {
    padding-top: 0;
  }
`;

export const Highlight = styled.mark`
  background: ${({ theme }) => theme.color.warning.bg};
  color: inherit;
  border-bottom: 2px solid ${({ theme }) => theme.color.warning.solid};
`;
