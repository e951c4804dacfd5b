import { defineConfig } from 'tsup';

/** ESM + declarations for the public entries; msw stays the consumer's (optional peer). */
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'dates/index': 'src/dates/index.ts',
    'domain/index': 'src/domain/index.ts',
    'fixtures/index': 'src/fixtures/index.ts',
    'mocks/index': 'src/mocks/index.ts',
  },
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  dts: { compilerOptions: { composite: false, incremental: false } },
  clean: true,
  sourcemap: true,
  treeshake: true,
  external: ['msw', 'ky', 'zod', '@internationalized/date'],
});
