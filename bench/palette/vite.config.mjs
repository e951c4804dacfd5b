import react from '@vitejs/plugin-react';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Builds the benchmark page (scripts/bench-palette.mjs) as a production app. */
export default {
  root: dirname(fileURLToPath(import.meta.url)),
  logLevel: 'warn',
  plugins: [react()],
  build: { emptyOutDir: true, minify: true, modulePreload: false },
};
