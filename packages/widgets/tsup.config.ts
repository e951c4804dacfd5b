import { defineConfig } from 'tsup';

/**
 * ESM + declarations for products that install @maru/widgets. React, ReactDOM and
 * styled-components are peers, and jotai and @maru/* stay external too: the host's
 * WidgetsProvider store and MaruProvider contexts only work with a single copy of each.
 */
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'es2022',
  sourcemap: true,
  clean: true,
  treeshake: true,
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'styled-components',
    'jotai',
    /^jotai\//,
    /^@maru\//,
  ],
  // The package tsconfig is composite (for tsc -b); the dts build must not be (TOOLCHAIN.md).
  dts: { compilerOptions: { composite: false, incremental: false } },
});
