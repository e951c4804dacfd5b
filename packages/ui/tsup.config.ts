import { defineConfig } from 'tsup';

/**
 * ESM + declarations for products that install @maru/ui. React, ReactDOM and
 * styled-components are peers: bundling them would give the host app two copies.
 */
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'es2022',
  sourcemap: true,
  clean: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'],
  // The package tsconfig is composite (for tsc -b); the dts build must not be (TOOLCHAIN.md).
  dts: { compilerOptions: { composite: false, incremental: false } },
});
