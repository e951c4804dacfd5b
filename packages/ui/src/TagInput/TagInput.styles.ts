import { styled } from 'styled-components';
import { ClearButton, FieldControl, fieldInputCss } from '../internal/fieldStyles';

/**
 * The field box (border, focus, invalid, disabled from FieldControl) holding the tags and the
 * text box on wrapping lines. States: data-invalid, data-disabled, data-readonly,
 * data-composing, data-full (at the maximum).
 */
export const TagBox = styled(FieldControl)`
  --maru-tag-gap: ${({ theme }) => theme.space[1]};

  flex-wrap: wrap;
  gap: var(--maru-tag-gap);
  padding: 3px ${({ theme }) => theme.space[2]};
`;

/** The tag list (role grid); its rows flow inline and wrap with the text box. */
export const TagListRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--maru-tag-gap);
  min-width: 0;
  max-width: 100%;
`;

/**
 * One tag (role row). Local variables take their values from tokens; a default tag (board
 * imposed, not removable) has the brand tone. Focus shows through the global focus ring.
 */
export const TagRow = styled.div`
  --maru-tag-bg: ${({ theme }) => theme.color.neutral[100]};
  --maru-tag-fg: ${({ theme }) => theme.color.text.primary};
  --maru-tag-border: ${({ theme }) => theme.color.border.subtle};

  display: inline-flex;
  min-width: 0;
  max-width: 100%;
  border: 1px solid var(--maru-tag-border);
  border-radius: ${({ theme }) => theme.radius.sm};
  background: var(--maru-tag-bg);
  color: var(--maru-tag-fg);
  cursor: default;

  &[data-default] {
    --maru-tag-bg: ${({ theme }) => theme.color.brand[50]};
    --maru-tag-fg: ${({ theme }) => theme.color.brand[700]};
    --maru-tag-border: ${({ theme }) => theme.color.brand[200]};
  }

  &[data-disabled] {
    --maru-tag-fg: ${({ theme }) => theme.color.text.disabled};
  }

  &:focus-visible {
    outline-offset: 1px;
  }
`;

export const TagCell = styled.div`
  display: inline-flex;
  align-items: center;
  min-width: 0;
  min-height: ${({ theme }) => theme.size.minTarget};
  padding: 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  [data-removable] > & {
    padding-right: 0;
  }
`;

export const TagText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The × of a tag: the 24 × 24 clear button of the text fields, flush with the tag's edge. */
export const RemoveButton = styled(ClearButton)`
  margin-right: 0;
  color: inherit;

  & > svg {
    width: 12px;
    height: 12px;
  }
`;

/** The text box after the tags; it takes the rest of the line and wraps below when narrow. */
export const TagTextInput = styled.input`
  ${fieldInputCss}
  flex: 1 1 8em;
  min-width: 6em;
  padding-left: ${({ theme }) => theme.space[1]};
`;
