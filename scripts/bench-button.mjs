// What importing `Button` alone adds to an app, gzipped, against a 10 KiB budget (issue 3,
// "Measured"). A tiny app `import { Button } from '@maru/ui'; console.log(Button)` is built
// with Vite (rolldown) with React, ReactDOM and styled-components external, as the peers a
// product already has. Everything in the output is therefore what Button costs.
//
// It also proves the package tree-shakes: the output must contain Button's own code (a marker
// from Button.styles.ts) and none of the code of MessageBox, Toast or DataTable (their
// built-in strings, which survive minification). Exits 1 when over budget or not shaken.
//
// With `--from=<dir>` it measures the @maru/ui installed in <dir>/node_modules (the packed dist
// that scripts/consumer-test.mjs installs into an app); without it, the workspace's source.
//
//   node scripts/bench-button.mjs [--from=<dir>]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_KIB = 10;
const from = process.argv.find((arg) => arg.startsWith('--from='))?.slice('--from='.length);
// '@maru/ui' resolves from the entry's folder upwards: the app's node_modules, or the workspace's.
const work = from ? join(from, 'bench-button') : join(root, '.cache', 'bench-button');
const outDir = join(work, 'dist');

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
writeFileSync(join(work, 'entry.js'), "import { Button } from '@maru/ui';\nconsole.log(Button);\n");
// A temporary Vite config: a plain ES build of the entry, minified, peers left as imports.
writeFileSync(
  join(work, 'vite.config.mjs'),
  `const peers = /^(react|react-dom|styled-components)(\\/.*)?$/;
export default {
  root: ${JSON.stringify(work)},
  logLevel: 'warn',
  configFile: false,
  build: {
    outDir: ${JSON.stringify(outDir)},
    emptyOutDir: true,
    minify: true,
    modulePreload: false,
    rollupOptions: {
      input: ${JSON.stringify(join(work, 'entry.js'))},
      external: (id) => peers.test(id),
      preserveEntrySignatures: 'strict',
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name].js' },
    },
  },
};
`,
);

const build = spawnSync(
  join(root, 'node_modules', '.bin', 'vite'),
  ['build', '--config', join(work, 'vite.config.mjs')],
  { cwd: work, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
);
if (build.status !== 0) {
  console.error('bench-button: the Vite build failed');
  process.exit(build.status ?? 1);
}

const files = readdirSync(outDir, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.js'));
const code = files.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
const raw = Buffer.byteLength(code);
const gzipped = gzipSync(code, { level: 9 }).length;

/** The values of a component's Korean catalogue: strings only its own code carries. */
function catalogueStrings(folder) {
  const file = join(root, 'packages', 'ui', 'src', folder, 'intl', 'ko.json');
  if (!existsSync(file)) return [];
  return Object.values(JSON.parse(readFileSync(file, 'utf8'))).filter(
    (value) => typeof value === 'string' && value.length >= 3,
  );
}

const mustNotContain = {
  MessageBox: catalogueStrings('MessageBox'),
  Toast: catalogueStrings('Toast'),
  DataTable: [...catalogueStrings('DataTable'), 'No Data'],
};
const leaks = Object.entries(mustNotContain).flatMap(([component, markers]) =>
  markers.filter((marker) => code.includes(marker)).map((marker) => `${component}: "${marker}"`),
);
// The positive control: without it an empty bundle would "prove" tree-shaking.
const buttonMarker = '--maru-button-bg';
const hasButton = code.includes(buttonMarker);
const checkedMarkers = Object.values(mustNotContain).flat().length;

const kib = gzipped / 1024;
console.log(
  `importing { Button } from '@maru/ui' alone (${from ? 'installed package' : 'workspace source'}; ` +
    'React, ReactDOM, styled-components external)',
);
console.log(
  `  ${(raw / 1024).toFixed(1)} KiB minified, ${kib.toFixed(2)} KiB gzipped, in ${files.length} file(s)`,
);
console.log(
  `  tree-shaking: Button code ${hasButton ? 'present' : 'MISSING'}; ` +
    `${checkedMarkers} MessageBox/Toast/DataTable markers checked, ${leaks.length} found`,
);
for (const leak of leaks) console.log(`    leaked ${leak}`);
const within = kib <= BUDGET_KIB;
console.log(
  `Button ${kib.toFixed(2)} KiB of ${BUDGET_KIB} KiB budget: ${within ? 'within' : 'OVER'}`,
);
process.exit(within && hasButton && leaks.length === 0 && checkedMarkers > 0 ? 0 : 1);
