// Builds, in order:
//  1. the content-hashed ESM chunks: the core (boot), React, one per element family, one per
//     language; plus dist/manifest.json (each tag's complete chunk list);
//  2. dist/venue-elements.js, the loader, with that manifest inlined;
//  3. dist/npm/, unhashed ESM entries for bundler users (dependencies left external).
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import cssText from './scripts/css-text.mjs';

// Old hashed chunks would pile up beside the new ones: every build starts from an empty dist/.
rmSync('dist', { recursive: true, force: true });

const pkg = JSON.parse(readFileSync('./package.json', 'utf8'));
const elementFiles = readdirSync('elements').filter((f) => /^venue-[a-z-]+\.ts$/.test(f));
const elementInputs = Object.fromEntries(elementFiles.map((f) => [f.replace(/\.ts$/, ''), `elements/${f}`]));

const constants = {
  preventAssignment: true,
  values: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    __VERSION__: JSON.stringify(pkg.version),
    __API_PRODUCTION__: JSON.stringify(process.env.VENUE_API_PRODUCTION ?? 'https://api.venue.example'),
    __API_DEVELOPMENT__: JSON.stringify(process.env.VENUE_API_DEVELOPMENT ?? 'http://localhost:8787'),
  },
};

const typescript = () => esbuild({ target: 'es2021', jsx: 'automatic', tsconfig: 'tsconfig.json', minify: false });

/** The `@reserve` of an element's doc comment: the height kept for it before its code arrives. */
function reserveOf(file) {
  return /@reserve\s+(\S+)/.exec(readFileSync(file, 'utf8'))?.[1];
}

function manifestPlugin() {
  return {
    name: 'venue-manifest',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (file, out = new Set()) => {
        if (out.has(file)) return out;
        out.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, out);
        return out;
      };
      const tags = {};
      for (const chunk of chunks) {
        if (!chunk.isEntry || !chunk.name.startsWith('venue-')) continue;
        tags[chunk.name] = { files: [...closure(chunk.fileName)], reserve: reserveOf(elementInputs[chunk.name]) };
      }
      const core = chunks.find((c) => c.isEntry && c.name === 'boot').fileName;
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify({ version: pkg.version, core, tags }, null, 2) });
    },
  };
}

function manifestModule() {
  const id = 'virtual:venue-manifest';
  return {
    name: 'venue-manifest-module',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) => (resolved === `\0${id}` ? `export default ${readFileSync('dist/manifest.json', 'utf8')};` : null),
  };
}

const sharedPlugins = () => [
  replace(constants),
  nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.js'] }),
  commonjs(),
  cssText(),
  typescript(),
];

export default [
  {
    input: { boot: 'src/boot.ts', ...elementInputs },
    preserveEntrySignatures: 'allow-extension',
    plugins: [...sharedPlugins(), terser({ ecma: 2020, module: true, compress: { passes: 2 } }), manifestPlugin()],
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: 'chunks/[name]-[hash].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      manualChunks(id) {
        if (/node_modules\/(react|react-dom|scheduler|@r2wc)\//.test(id)) return 'react';
        return undefined;
      },
    },
  },
  {
    input: 'src/loader/loader.ts',
    plugins: [replace(constants), manifestModule(), typescript(), terser({ ecma: 2020, compress: { passes: 2 } })],
    output: { file: 'dist/venue-elements.js', format: 'iife', inlineDynamicImports: true },
  },
  {
    input: {
      index: 'elements/index.ts',
      ...Object.fromEntries(Object.entries(elementInputs).map(([name, file]) => [`elements/${name}`, file])),
    },
    external: (id) => /^(react|react-dom|scheduler|@r2wc\/core|zustand|date-fns)(\/|$)/.test(id),
    plugins: sharedPlugins(),
    output: { dir: 'dist/npm', format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
  },
];
