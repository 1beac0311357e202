// Writes the package's declarations (dist-types/) from tsconfig.types.json, in the two forms
// TypeScript reads them from a package:
// - `x.d.ts` for ESM importers, with every relative import naming its file (`./config.js`,
//   `./calendar/index.js`): under node16/nodenext an ESM import needs its extension, and the
//   sources leave it out (they are resolved by bundlers, moduleResolution Bundler);
// - `x.d.cts` beside it for `require` (package.json's `require` conditions), importing `.cjs`
//   names, as the CommonJS entries (dist/**/*.cjs) load the same ESM modules.
// Each specifier is rewritten to the file the compiler itself resolved it to, so a rewrite never
// guesses; one it cannot resolve fails the build.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import ts from 'typescript';

const CONFIG = 'tsconfig.types.json';

const parsed = ts.getParsedCommandLineOfConfigFile(CONFIG, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: fail });
if (!parsed || parsed.errors.length) fail(parsed?.errors ?? []);
const { options, fileNames } = parsed;
rmSync(options.outDir, { recursive: true, force: true });

function fail(diagnostics) {
  const list = [diagnostics].flat();
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: ts.sys.getCurrentDirectory, getNewLine: () => '\n' };
  console.error(ts.formatDiagnosticsWithColorAndContext(list, host));
  process.exit(1);
}

const problems = [];

/** The specifier as a path to the declared file's JavaScript name: `../core/config` → `../core/config.js`. */
function withExtension(specifier, containing) {
  const { resolvedModule } = ts.resolveModuleName(specifier, containing, options, ts.sys);
  const file = resolvedModule?.resolvedFileName;
  if (!file || !/\.(d\.ts|ts|tsx)$/.test(file) || file.includes('/node_modules/')) {
    problems.push(`${relative('.', containing)}: '${specifier}' does not resolve to a source file of the package`);
    return specifier;
  }
  const path = relative(dirname(containing), file).replace(/\.(d\.ts|ts|tsx)$/, '.js');
  return path.startsWith('.') ? path : `./${path}`;
}

/** Rewrites the relative specifiers of a declaration file: imports, exports, `import('…')` types. */
const rewrite = (context) => (root) => {
  if (!ts.isSourceFile(root)) return root;
  const containing = ts.getOriginalNode(root).fileName ?? root.fileName;
  const { factory } = context;
  const literal = (node) =>
    node && ts.isStringLiteral(node) && node.text.startsWith('.')
      ? factory.createStringLiteral(withExtension(node.text, containing), true)
      : node;
  const visit = (node) => {
    if (ts.isImportDeclaration(node))
      return factory.updateImportDeclaration(node, node.modifiers, node.importClause, literal(node.moduleSpecifier), node.attributes);
    if (ts.isExportDeclaration(node))
      return factory.updateExportDeclaration(
        node,
        node.modifiers,
        node.isTypeOnly,
        node.exportClause,
        literal(node.moduleSpecifier),
        node.attributes,
      );
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const argument = factory.updateLiteralTypeNode(node.argument, literal(node.argument.literal));
      return factory.updateImportTypeNode(
        node,
        argument,
        node.attributes,
        node.qualifier,
        ts.visitNodes(node.typeArguments, visit),
        node.isTypeOf,
      );
    }
    return ts.visitEachChild(node, visit, context);
  };
  return ts.visitEachChild(root, visit, context);
};

/** The `require` twin of an ESM declaration file: the same text, its relative imports named `.cjs`. */
const asCommonJs = (text) => text.replace(/(['"])(\.\.?\/[^'"]*)\.js\1/g, '$1$2.cjs$1');

const written = [];
function writeFile(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  if (file.endsWith('.d.ts')) writeFileSync(file.replace(/\.d\.ts$/, '.d.cts'), asCommonJs(text));
  written.push(file);
}

const program = ts.createProgram(fileNames, options);
const result = program.emit(undefined, writeFile, undefined, true, { afterDeclarations: [rewrite] });
const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
if (diagnostics.length) fail(diagnostics);
if (problems.length) {
  console.error(`${CONFIG}: ${problems.length} import(s) in the declarations could not be given their file:\n${problems.join('\n')}`);
  process.exit(1);
}
if (!written.length) {
  console.error(`${CONFIG}: no declarations were written`);
  process.exit(1);
}
