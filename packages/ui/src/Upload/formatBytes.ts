import { localeTags } from '../intl/locale';
import type { Locale } from '../intl/locale';

const KIB = 1024;
const MIB = 1024 * 1024;

/**
 * A file size for people, in binary units as file managers show them (1 MB = 1,048,576
 * bytes, the profile photo limit), with the locale's digits and separators.
 */
export function formatBytes(bytes: number, locale: Locale): string {
  const tag = localeTags[locale];
  // Intl spells small sizes out ("512 byte"); files are listed with the symbol as in file managers.
  if (bytes < KIB) return `${new Intl.NumberFormat(tag).format(bytes)} B`;
  const [value, unit] = bytes >= MIB ? [bytes / MIB, 'megabyte'] : [bytes / KIB, 'kilobyte'];
  return new Intl.NumberFormat(tag, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
