// Fails when a locale folder's ko/en/ja/zh JSON files disagree on keys or hold an empty text
// (GUIDE §4: every user-visible string has text in all four locales).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const LOCALES = ['ko', 'en', 'ja', 'zh'];
const files = execSync('git ls-files -co --exclude-standard', { encoding: 'utf8' })
  .split('\n')
  .filter(
    (f) => /(^|\/)(ko|en|ja|zh)\.json$/.test(f) && !f.includes('node_modules') && existsSync(f),
  );

const flatten = (value, prefix = '') =>
  Object.entries(value).flatMap(([key, v]) =>
    v && typeof v === 'object' ? flatten(v, `${prefix}${key}.`) : [[`${prefix}${key}`, v]],
  );

const folders = new Map();
for (const file of files) {
  const folder = file.replace(/(ko|en|ja|zh)\.json$/, '');
  const locale = file.slice(folder.length, -'.json'.length);
  if (!folders.has(folder)) folders.set(folder, {});
  folders.get(folder)[locale] = new Map(flatten(JSON.parse(readFileSync(file, 'utf8'))));
}

const problems = [];
for (const [folder, byLocale] of folders) {
  const missingLocales = LOCALES.filter((l) => !byLocale[l]);
  if (missingLocales.length) problems.push(`${folder}: no ${missingLocales.join(', ')}.json`);
  const keys = new Set(Object.values(byLocale).flatMap((m) => [...m.keys()]));
  for (const locale of LOCALES.filter((l) => byLocale[l])) {
    for (const key of keys) {
      const text = byLocale[locale].get(key);
      if (text === undefined) problems.push(`${folder}${locale}.json: missing "${key}"`);
      else if (typeof text !== 'string' || text.trim() === '')
        problems.push(`${folder}${locale}.json: empty "${key}"`);
    }
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`i18n: ${folders.size} catalogues agree in ${LOCALES.join(', ')}`);
