import { VisuallyHidden } from '../VisuallyHidden';
import { useIntl } from '../intl/useIntl';
import { spinnerCatalogue } from './catalogue';
import { SpinnerLabel, SpinnerRing, SpinnerRoot } from './Spinner.styles';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** Ring diameter: sm 14px, md 20px (default), lg 32px. */
  size?: SpinnerSize;
  /** Accessible label; the localized "Loading…" by default. */
  label?: string;
  /** Shows the label beside the ring instead of only to assistive technology. */
  showLabel?: boolean;
  /** Class name for layout by the parent. */
  className?: string;
}

/**
 * An indeterminate progress indicator announced as a status. The ring stops turning under
 * `prefers-reduced-motion: reduce` (and in screenshots, where animations are disabled).
 */
export function Spinner({ size = 'md', label, showLabel = false, className }: SpinnerProps) {
  const { t } = useIntl(spinnerCatalogue);
  const text = label ?? t('label');
  return (
    <SpinnerRoot role="status" data-size={size} className={className}>
      <SpinnerRing aria-hidden="true" />
      {showLabel ? <SpinnerLabel>{text}</SpinnerLabel> : <VisuallyHidden>{text}</VisuallyHidden>}
    </SpinnerRoot>
  );
}
