import { defaultLocale } from './locale';
import type { Locale } from './locale';

/** A component's built-in strings: flat keys per locale. */
export type Catalogue = Record<Locale, Record<string, string>>;

/** Values substituted for `{name}` placeholders. */
export type MessageVars = Record<string, string | number>;

/** Replaces `{name}` placeholders; an unknown placeholder stays visible so it is noticed. */
export function interpolate(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * Looks a key up in the active locale, then in Korean (the product's source language), and
 * finally returns the key itself so a missing string is visible instead of blank.
 */
export function translate(
  catalogue: Catalogue,
  locale: Locale,
  key: string,
  vars?: MessageVars,
): string {
  const template = catalogue[locale][key] ?? catalogue[defaultLocale][key] ?? key;
  return interpolate(template, vars);
}
