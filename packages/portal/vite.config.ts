import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const FRAMEWORK =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|@emotion[\\/]\w+|i18next|react-i18next|jotai|ky|zod)[\\/]/;

const apiPort = process.env.MARU_PORT || '3000';

/** The portal app: `vite` proxies `/api` to the reference server, `vite build` writes `dist`. */
export default defineConfig({
  plugins: [react()],
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
