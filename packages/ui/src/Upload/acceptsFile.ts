/** What `acceptsFile` reads of a file; a `File` qualifies, and so does a plain object in tests. */
export interface FileLike {
  /** File name with its extension, e.g. `report.pdf`. */
  name: string;
  /** MIME type as the browser reports it; may be empty when the OS does not know it. */
  type: string;
}

/**
 * Whether a file passes an `accept` filter written as for `<input type=file accept>`: a comma
 * separated list of extensions (`.pdf`), MIME types (`application/pdf`) and wildcard types
 * (`image/*`). The browser's picker applies the filter only as a hint and drag and drop ignores
 * it, so every file is checked again here. An empty or missing filter accepts everything.
 */
export function acceptsFile(file: FileLike, accept?: string): boolean {
  const rules = (accept ?? '')
    .split(',')
    .map((rule) => rule.trim().toLowerCase())
    .filter((rule) => rule !== '');
  if (rules.length === 0) return true;
  const name = file.name.toLowerCase();
  // Parameters such as `; charset=utf-8` are not part of the type being filtered on.
  const type = (file.type.split(';')[0] ?? '').trim().toLowerCase();
  return rules.some((rule) => {
    if (rule === '*' || rule === '*/*') return true;
    if (rule.startsWith('.')) return name.endsWith(rule) && name.length > rule.length;
    if (rule.endsWith('/*')) return type !== '' && type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}
