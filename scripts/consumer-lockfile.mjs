// The pnpm lockfile of the consumer app of scripts/consumer-test.mjs, written from the
// workspace's own pnpm-lock.yaml. Why: `pnpm install --offline` resolves a version range only
// from pnpm's metadata cache, and a workspace installed from its lockfile never filled that
// cache, so an offline install without a lockfile fails (ERR_PNPM_NO_OFFLINE_META). With this
// lockfile `pnpm install --offline --frozen-lockfile` resolves nothing: every package is one the
// workspace already installed, taken from the local store.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The importers of a v9 lockfile: { [importer]: { [dependency]: { specifier, version, kind } } }.
 * Plain text parsing of pnpm's fixed layout (two spaces per level), so no YAML dependency.
 */
export function parseImporters(lockfile) {
  const section = lockfile.split('\nimporters:\n')[1]?.split('\npackages:\n')[0] ?? '';
  const importers = {};
  let importer;
  let kind;
  let dependency;
  for (const line of section.split('\n')) {
    const match = /^( *)(.+?):(?: (.*))?$/.exec(line);
    if (!match) continue;
    const [, indent, rawKey, value] = match;
    const key = rawKey.replace(/^'(.*)'$/, '$1');
    if (indent.length === 2) importers[(importer = key)] = {};
    else if (indent.length === 4) kind = key;
    else if (indent.length === 6) importers[importer][(dependency = key)] = { kind };
    else if (indent.length === 8) importers[importer][dependency][key] = value;
  }
  return importers;
}

const quote = (name) => (name.startsWith('@') ? `'${name}'` : name);
const integrity = (file) =>
  `sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}`;

/**
 * @param {object} options
 * @param {string} options.workspaceLockfile  the text of the workspace's pnpm-lock.yaml
 * @param {Record<string, string>} options.direct  the app's registry dependencies: name → the
 *   workspace importer ('.', 'packages/widgets') whose resolution it reuses
 * @param {Record<string, {file: string, ref: string, importer: string, manifest: object}>}
 *   options.packed  the tarballs: name → absolute file, `file:` reference relative to the app,
 *   the workspace importer it was packed from, and its package.json
 * @returns {{ lockfile: string, dependencies: Record<string, string> }} the lockfile text and
 *   the app's `dependencies` (its specifiers must be the lockfile's for a frozen install)
 */
export function consumerLockfile({ workspaceLockfile, direct, packed }) {
  const importers = parseImporters(workspaceLockfile);
  const resolved = (importer, name) => {
    const entry = importers[importer]?.[name];
    if (!entry) throw new Error(`the workspace lockfile has no ${name} in ${importer}`);
    return entry;
  };

  const dependencies = {};
  const importerLines = [];
  for (const [name, from] of Object.entries(direct)) {
    const { specifier, version } = resolved(from, name);
    dependencies[name] = specifier;
    importerLines.push(
      `      ${quote(name)}:`,
      `        specifier: ${specifier}`,
      `        version: ${version}`,
    );
  }
  const packageLines = [];
  const snapshotLines = [];
  for (const [name, { file, ref, importer, manifest }] of Object.entries(packed)) {
    dependencies[name] = ref;
    importerLines.push(
      `      ${quote(name)}:`,
      `        specifier: ${ref}`,
      `        version: ${ref}`,
    );
    packageLines.push(
      `  '${name}@${ref}':`,
      `    resolution: {integrity: ${integrity(file)}, tarball: ${ref}}`,
      `    version: ${manifest.version}`,
    );
    const peers = Object.entries(manifest.peerDependencies ?? {});
    if (peers.length > 0) {
      packageLines.push('    peerDependencies:');
      for (const [peer, range] of peers) packageLines.push(`      ${quote(peer)}: '${range}'`);
    }
    const optional = Object.keys(manifest.peerDependenciesMeta ?? {});
    if (optional.length > 0) {
      packageLines.push('    peerDependenciesMeta:');
      for (const peer of optional)
        packageLines.push(`      ${quote(peer)}:`, '        optional: true');
    }
    packageLines.push('');
    // What the packed package links to: its dependencies and its peers as the workspace
    // resolved them, our own packages replaced by their tarballs.
    const links = [...Object.keys(manifest.dependencies ?? {}), ...peers.map(([peer]) => peer)];
    snapshotLines.push(`  '${name}@${ref}':`, '    dependencies:');
    for (const dependency of links) {
      const version = packed[dependency]?.ref ?? resolved(importer, dependency).version;
      snapshotLines.push(`      ${quote(dependency)}: ${version}`);
    }
    snapshotLines.push('');
  }

  const [header] = workspaceLockfile.split('\nimporters:\n');
  const packages = workspaceLockfile.split('\npackages:\n\n')[1].split('\nsnapshots:\n\n')[0];
  const snapshots = workspaceLockfile.split('\nsnapshots:\n\n')[1];
  const lockfile = [
    header,
    '',
    'importers:',
    '',
    '  .:',
    '    dependencies:',
    ...importerLines,
    '',
    'packages:',
    '',
    ...packageLines,
    packages,
    'snapshots:',
    '',
    ...snapshotLines,
    snapshots,
  ].join('\n');
  return { lockfile, dependencies };
}
