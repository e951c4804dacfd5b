import { styled } from 'styled-components';

export const UploadRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/*
 * The drag state is a data attribute; it only swaps the local variables, so the base rule is
 * the one place that paints the zone.
 */
export const DropZone = styled.div`
  --maru-upload-zone-bg: ${({ theme }) => theme.color.surface.raised};
  --maru-upload-zone-border: ${({ theme }) => theme.color.border.strong};
  --maru-upload-zone-icon: ${({ theme }) => theme.color.text.secondary};

  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  border: 1px dashed var(--maru-upload-zone-border);
  border-radius: ${({ theme }) => theme.radius.lg};
  background: var(--maru-upload-zone-bg);
  text-align: center;
  transition:
    background-color ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard},
    border-color ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard};

  &[data-drag-state='over'] {
    --maru-upload-zone-bg: ${({ theme }) => theme.color.brand[50]};
    --maru-upload-zone-border: ${({ theme }) => theme.color.brand[600]};
    --maru-upload-zone-icon: ${({ theme }) => theme.color.brand[700]};
    border-style: solid;
  }

  &[data-disabled] {
    --maru-upload-zone-bg: ${({ theme }) => theme.color.neutral[50]};
    --maru-upload-zone-border: ${({ theme }) => theme.color.border.subtle};
  }
`;

export const DropIcon = styled.span`
  display: inline-flex;
  color: var(--maru-upload-zone-icon);
  line-height: 0;
`;

export const DropText = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const Hint = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const ErrorList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.danger.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.danger.bg};
  color: ${({ theme }) => theme.color.danger.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  list-style: none;
`;

export const FileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FileRow = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto auto;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[3]};
  row-gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]}
    ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};

  &[data-status='uploading'] {
    grid-template-rows: auto auto;
  }
`;

export const FileGlyph = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.text.secondary};
  line-height: 0;
`;

export const FileName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const FileMeta = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;

  &[data-status='done'] {
    color: ${({ theme }) => theme.color.success.fg};
  }
`;

/* Spans the name and meta columns under the row while the file is being sent. */
export const ProgressRow = styled.div`
  grid-column: 2 / 4;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ProgressTrack = styled.div`
  flex: 1;
  height: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.neutral[200]};
  overflow: hidden;
`;

export const ProgressFill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.brand[600]};
  transition: width ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.standard};
`;

export const ProgressValue = styled.span`
  min-width: 4ch;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

/* The remove button sits in the last column, on the first row. */
export const RowAction = styled.span`
  grid-column: 4;
  grid-row: 1;
`;

export const ImageUploadRoot = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};

  & > :last-child {
    flex: 1;
    min-width: 0;
  }
`;

/* 96 px: the profile dialog's photo size, built from the space scale. */
export const PreviewFrame = styled.div`
  --maru-image-upload-preview: calc(${({ theme }) => theme.space[10]} * 2.4);

  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--maru-image-upload-preview);
  height: var(--maru-image-upload-preview);
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.neutral[100]};
  color: ${({ theme }) => theme.color.neutral[400]};
  overflow: hidden;
`;

export const PreviewImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
