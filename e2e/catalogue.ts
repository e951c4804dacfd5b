import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The texts the portal shows, read from the same catalogue files the portal bundles, so the
 * end-to-end checks follow a wording change instead of hard-coding it. Read from disk (not
 * imported) because the portal is not part of the tools' TypeScript project.
 */

export type E2eLocale = 'ko' | 'en' | 'ja' | 'zh';

const root = join(import.meta.dirname, '..');
const portalLocales = join(root, 'packages/portal/src/i18n/locales');
/** The areas the portal merges into one catalogue per language (`i18n/locales/<lang>.ts`). */
const PORTAL_AREAS = [
  'core',
  'routes',
  'shell',
  'layout',
  'navigation',
  'account',
  'people',
  'profile',
  'search',
  'palette',
] as const;

type Tree = { [key: string]: string | Tree };

function readJson(path: string): Tree {
  return JSON.parse(readFileSync(path, 'utf8')) as Tree;
}

function lookup(tree: Tree, key: string): string {
  // Flat keys first (the api catalogue is flat: "error.forbidden"), then nested ones.
  const flat = tree[key];
  if (typeof flat === 'string') return flat;
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`no catalogue text for "${key}"`);
  return node;
}

function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

function translator(tree: Tree): Translate {
  return (key, values = {}) => interpolate(lookup(tree, key), values);
}

/** The portal's texts in one language (all areas merged, as the portal does). */
export function portalTexts(locale: E2eLocale): Translate {
  const merged: Tree = {};
  for (const area of PORTAL_AREAS) {
    Object.assign(merged, readJson(join(portalLocales, area, `${locale}.json`)));
  }
  return translator(merged);
}

/** The api error catalogue in one language (`error.forbidden` is msg.403). */
export function errorTexts(locale: E2eLocale): Translate {
  return translator(readJson(join(root, 'packages/api/src/errors/intl', `${locale}.json`)));
}

/** The ui message box's built-in texts (its dialog buttons: `action.confirm`, `action.cancel`). */
export function messageBoxTexts(locale: E2eLocale): Translate {
  return translator(readJson(join(root, 'packages/ui/src/MessageBox/intl', `${locale}.json`)));
}

/** A widget family's built-in texts (`packages/widgets/src/<family>/intl`, flat keys). */
export function widgetTexts(family: string, locale: E2eLocale): Translate {
  return translator(readJson(join(root, 'packages/widgets/src', family, 'intl', `${locale}.json`)));
}

/** The ui date range picker's built-in texts (its presets: `preset.custom`; `range`). */
export function dateRangePickerTexts(locale: E2eLocale): Translate {
  return translator(readJson(join(root, 'packages/ui/src/DateRangePicker/intl', `${locale}.json`)));
}

/** "<title> | Maru": the document title of a route (spec 01 §2, `app.documentTitle`). */
export function documentTitle(locale: E2eLocale, titleKey: string): string {
  const t = portalTexts(locale);
  return t('app.documentTitle', { page: t(titleKey) });
}
