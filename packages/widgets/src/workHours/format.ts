import { localeTags, type Locale } from '@maru/ui';

/** Hours with exactly one decimal in the active locale ("24.5"), the bars' step. */
export function formatHours(hours: number, locale: Locale): string {
  return new Intl.NumberFormat(localeTags[locale], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(hours);
}
