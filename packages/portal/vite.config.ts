import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.MARU_PORT || '3000';

/** The portal app: `vite` proxies `/api` to the reference server, `vite build` writes `dist`. */
export default defineConfig({
  plugins: [react()],
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
  },
});
