// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import en from './locales/en';
import ja from './locales/ja';
import ko from './locales/ko';
import koFirst from './locales/koFirst';
import koLater from './locales/koLater';
import zh from './locales/zh';
import { activeLocale, changeLocale, i18n, loadLaterTexts, restoreStoredLocale } from './i18n';
import { LOCALE_STORAGE_KEY, readStoredLocale } from './locale';

type Catalogue = { [key: string]: string | Catalogue };

/** Flattens nested catalogues to `a.b.c → text` so locales can be compared key by key. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

const catalogues: Record<string, Map<string, string>> = {
  ko: flatten(ko),
  en: flatten(en),
  ja: flatten(ja),
  zh: flatten(zh),
};
const koKeys = [...catalogues.ko!.keys()].sort();

describe('i18n catalogues: every string in ko, en, ja and zh (GUIDE §4)', () => {
  it.each(['en', 'ja', 'zh'])('%s has exactly the Korean keys', (locale) => {
    expect([...catalogues[locale]!.keys()].sort()).toEqual(koKeys);
  });

  it.each(Object.keys(catalogues))('%s has no empty strings', (locale) => {
    const empty = [...catalogues[locale]!].filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(Object.keys(catalogues))(
    '%s keeps the same interpolation variables as Korean',
    (locale) => {
      const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
      for (const [key, text] of catalogues.ko!) {
        expect(variables(catalogues[locale]!.get(key) ?? ''), key).toEqual(variables(text));
      }
    },
  );
});

describe('i18n language choice', () => {
  afterEach(async () => {
    await changeLocale('ko');
    localStorage.clear();
  });

  it('starts in Korean, the default and fallback language', () => {
    expect(activeLocale()).toBe('ko');
    expect(i18n.t('title.home')).toBe('홈');
    expect(document.documentElement.lang).toBe('ko');
  });

  it('switching persists the language in localStorage (maru.locale) and updates <html lang>', async () => {
    await changeLocale('ja');
    expect(activeLocale()).toBe('ja');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(i18n.t('title.home')).toBe('ホーム');
  });

  it('restores the stored language at start, fetching its catalogue', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'zh');
    expect(await restoreStoredLocale()).toBe('zh');
    expect(i18n.t('title.home')).toBe('首页');
    expect(document.documentElement.lang).toBe('zh');
  });

  it('reads a stored language and ignores unknown ones', () => {
    expect(readStoredLocale({ getItem: () => 'zh' })).toBe('zh');
    expect(readStoredLocale({ getItem: () => 'fr' })).toBe('ko');
    expect(readStoredLocale(null)).toBe('ko');
    expect(
      readStoredLocale({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe('ko');
  });

  it('builds the page title as "<page> | Maru"', () => {
    expect(i18n.t('app.documentTitle', { page: i18n.t('title.myWorkHour') })).toBe(
      '내 근무시간 | Maru',
    );
  });
});

describe('Korean in two parts (GUIDE §6: the first load within 170 KiB)', () => {
  it('the first-load texts and the later texts are the whole catalogue, each area in one part', () => {
    const first = flatten(koFirst);
    const later = flatten(koLater);
    expect([...first.keys(), ...later.keys()].sort()).toEqual(koKeys);
    expect(Object.keys(koFirst).filter((area) => area in koLater)).toEqual([]);
  });

  it('the later texts reach the Korean bundle, so lazily loaded parts and every fallback find them', async () => {
    await loadLaterTexts();
    for (const [key, text] of flatten(koLater)) {
      expect(i18n.getResource('ko', 'translation', key)).toBe(text);
    }
  });
});
