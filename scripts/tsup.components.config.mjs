// The tsup build of the component packages, @maru/ui and @maru/widgets (their `build` script:
// `tsup --config ../../scripts/tsup.components.config.mjs`): ESM and rolled-up declarations from
// src/index.ts, with one output file per source module, as the source is laid out, instead of
// one bundle. Their dependencies and peers stay imports (tsup leaves every package.json
// dependency external): bundling React, styled-components, jotai or @maru/ui would give the host
// app two copies, and MaruProvider's and WidgetsProvider's contexts only work with one.
//
// Why module by module: a product's bundler drops a whole unused *module* of a
// `sideEffects: false` package, but inside one bundled file it keeps every top-level statement
// it cannot prove pure, and neither esbuild nor Rolldown accept a pure annotation on a tagged
// template, which is what every styled-components declaration is. Bundled, importing `Button`
// alone carried the modal frame's styles too; module by module it costs what it costs from the
// source (scripts/bench-button.mjs, run on the installed package by scripts/consumer-test.mjs).
import { createRequire } from 'node:module';
import { dirname, relative } from 'node:path';

const require = createRequire(import.meta.url);
// tsup's own esbuild: the same version that builds the package.
const esbuild = require(require.resolve('esbuild', { paths: [dirname(require.resolve('tsup'))] }));

const SOURCE = /\.tsx?$/;

/** The package's own modules reachable from its entries: what ships, never tests or stories. */
async function reachableModules(entries) {
  const { metafile } = await esbuild.build({
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    format: 'esm',
    jsx: 'automatic',
    logLevel: 'silent',
  });
  return Object.keys(metafile.inputs).filter((file) => SOURCE.test(file));
}

/**
 * Every relative import of another source module stays an import of its output file
 * (`./Button/index.js`), so each module is built on its own; JSON catalogues are still inlined
 * into the module that imports them, as Node cannot import JSON without an attribute.
 */
const preserveModules = {
  name: 'maru-preserve-modules',
  setup(build) {
    build.onResolve({ filter: /^\./ }, async (args) => {
      if (args.kind === 'entry-point' || args.pluginData === preserveModules) return undefined;
      const resolved = await build.resolve(args.path, {
        importer: args.importer,
        resolveDir: args.resolveDir,
        kind: args.kind,
        pluginData: preserveModules,
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      if (!SOURCE.test(resolved.path)) return undefined;
      const path = relative(dirname(args.importer), resolved.path).replace(SOURCE, '.js');
      return { path: path.startsWith('.') ? path : `./${path}`, external: true };
    });
  },
};

const ENTRIES = ['src/index.ts'];

export default async function componentPackageBuild() {
  return {
    entry: await reachableModules(ENTRIES),
    format: ['esm'],
    target: 'es2022',
    sourcemap: true,
    clean: true,
    splitting: false,
    esbuildPlugins: [preserveModules],
    // tsup would list every module it builds (hundreds); errors are still printed.
    silent: true,
    // The package tsconfig is composite (for tsc -b); the dts build must not be (TOOLCHAIN.md).
    dts: { entry: ENTRIES, compilerOptions: { composite: false, incremental: false } },
  };
}
