import { SortIcon } from './DataTable.styles';
import type { SortDirection } from './types';

/** Up, down or both arrows; decorative, because aria-sort on the header says the same. */
export function SortIndicator({ direction }: { direction: SortDirection | undefined }) {
  return (
    <SortIcon width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      {direction !== 'descending' ? <path d="M6 1.5 9.5 5h-7z" fill="currentColor" /> : null}
      {direction !== 'ascending' ? <path d="M6 10.5 2.5 7h7z" fill="currentColor" /> : null}
    </SortIcon>
  );
}
