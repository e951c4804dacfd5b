/**
 * Serialises query values: undefined and null are skipped (the member finder sends only
 * non-empty fields, spec 01 §5), arrays repeat the key, everything else is `String(value)`.
 */
export function serialiseQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
