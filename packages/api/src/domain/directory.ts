import type { Locale } from '../contract';
import { LOOKUP_TYPE } from '../contract/directory';

type LookupType = (typeof LOOKUP_TYPE)[keyof typeof LOOKUP_TYPE];

const CATEGORY_NAMES: Record<LookupType, Record<Locale, string>> = {
  [LOOKUP_TYPE.duty]: { ko: '직급', en: 'Rank', ja: '職級', zh: '职级' },
  [LOOKUP_TYPE.jobGroup]: { ko: '직군', en: 'Job group', ja: '職群', zh: '职群' },
};

/** The category of a lookup type (직급, 직군) in a language; '' for a type without one. */
export function directoryCategoryName(typeNumber: string, locale: Locale): string {
  return CATEGORY_NAMES[typeNumber as LookupType]?.[locale] ?? '';
}
