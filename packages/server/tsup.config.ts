import { defineConfig } from 'tsup';

/*
 * The server as plain Node ESM (issue 15): `node dist/main.js` serves, `node dist/cli.js` is
 * `maru`. The workspace's `@maru/*` packages export TypeScript sources, so they are bundled in
 * (with what they need that the server does not list, such as `@internationalized/date`). Every
 * dependency in package.json stays an import of node_modules (tsup's default): native code
 * (better-sqlite3), and libraries whose one copy the process should load (hono, kysely, zod).
 */
export default defineConfig({
  entry: { main: 'src/main.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  noExternal: [/^@maru\//],
  clean: true,
  sourcemap: true,
  // One shared chunk for what both entries use, instead of a copy in each.
  splitting: true,
});
