// `pnpm dev`: the reference server (restarting on change) and Vite with HMR, which proxies /api.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './ensure.mjs';

const children = [
  spawn(
    join(root, 'packages/server/node_modules/.bin/tsx'),
    ['watch', 'packages/server/src/main.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        MARU_ALLOWED_ORIGINS: 'http://127.0.0.1:5173,http://localhost:5173',
        // Vite's proxy keeps the browser's Host (changeOrigin: false), so the server is reached
        // at 5173 too; without these it would refuse every proxied call (the host check).
        MARU_PUBLIC_ORIGIN:
          process.env.MARU_PUBLIC_ORIGIN ||
          [5173, process.env.MARU_PORT || 3000]
            .flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`])
            .join(','),
      },
    },
  ),
  spawn(join(root, 'node_modules/.bin/vite'), ['--host', '127.0.0.1', '--port', '5173'], {
    cwd: join(root, 'packages/portal'),
    stdio: 'inherit',
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
