import { styled } from 'styled-components';

/*
 * The anatomy of a form field: label, control, then a meta row with the error (or the
 * description) on the left and the counter on the right. The pieces other inputs reuse (the
 * control box, input, description, error, counter) are in ../internal/fieldStyles.ts.
 */
export const FieldRoot = styled.div`
  --maru-field-gap: ${({ theme }) => theme.space[1]};

  display: flex;
  flex-direction: column;
  gap: var(--maru-field-gap);
  min-width: 0;
`;

export const FieldLabel = styled.label`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  [data-disabled] > & {
    color: ${({ theme }) => theme.color.text.disabled};
  }
`;

/** The asterisk is drawn by CSS: it is decoration, the spoken word comes from the catalogue. */
export const RequiredMarkGlyph = styled.span`
  &::before {
    content: '*';
  }

  color: ${({ theme }) => theme.color.danger.fg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const FieldMeta = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  &:empty {
    display: none;
  }
`;

export const FieldMessages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const FieldErrorIcon = styled.svg`
  flex: none;
  width: 14px;
  height: 14px;
  margin-top: 3px;
`;
