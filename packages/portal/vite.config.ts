import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const FRAMEWORK =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|@emotion[\\/]\w+|i18next|react-i18next|jotai|ky|zod)[\\/]/;

const apiPort = process.env.MARU_PORT || '3000';

/** What compresses: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|wasm|map)$/;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text
 * asset the build emits, once, so the reference server sends them as they are
 * (packages/server/src/http/staticSite.ts) instead of compressing on every request. A variant
 * no smaller than the file is not written. index.html is left out: the server fills in a fresh
 * CSP nonce on every answer, so it is compressed there. See docs/decisions.md.
 */
function precompress(): Plugin {
  return {
    name: 'maru:precompress',
    apply: 'build',
    async writeBundle({ dir = 'dist' }, bundle) {
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          const [br, gz] = await Promise.all([
            toBrotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            toGzip(source, { level: 9 }),
          ]);
          const path = join(dir, file.fileName);
          if (br.length < source.length) await writeFile(`${path}.br`, br);
          if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}

/** The portal app: `vite` proxies `/api` to the reference server, `vite build` writes `dist`. */
export default defineConfig({
  plugins: [react(), precompress()],
  html: {
    // Vite puts this on every tag it emits and on <meta property="csp-nonce">; the reference
    // server replaces it with a fresh nonce per page and names that nonce in the page's CSP
    // (CSP_NONCE_PLACEHOLDER in packages/server/src/http/staticSite.ts says the same).
    // styled-components 6 reads the meta tag for the <style> elements it adds. Inert in
    // `vite` dev, which sends no CSP.
    cspNonce: 'MARU_CSP_NONCE',
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // What every page runs as two chunks instead of dozens of small ones (each compresses
        // on its own, so splitting costs bytes and requests): the libraries, long cached, and
        // the portal code the entry imports statically (shell, session, route table).
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
