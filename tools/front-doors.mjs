// The front doors of the features (docs/decisions/049-feature-front-doors.md).
//
// `node tools/front-doors.mjs` rewrites every import that reaches from outside a feature into one
// of its files (`@/lib/offers/labels`, `../offers/labels`, `await import('@/lib/offers/x.server')`)
// to the feature's public surface, and writes that surface from what outsiders import:
//   lib/<feature>/index.ts          the names of its browser-safe modules (nothing that reaches
//                                   server code, tools/eslint/server-only-imports.mjs);
//   lib/<feature>/index.server.ts   `import 'server-only'` and the names of the other modules.
// Run it again after adding or removing an import of a feature from outside it: it is idempotent,
// and a name nobody outside imports any more leaves the index. `--check` only reports what it
// would change (exit code 1 if anything). `vi.mock('@/lib/<feature>/<file>')` stays: it names the
// module to replace, and the index re-exports that module's names.
import { readFileSync, readdirSync, statSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';
import { FEATURES } from './eslint/features.mjs';
import { SERVER_ONLY_IMPORTS } from './eslint/server-only-imports.mjs';

const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const FEATURE_NAMES = Object.keys(FEATURES);
// Everything ESLint reads (eslint.config.mjs's ignores), less the lint fixtures.
// e2e/: Playwright loads the stories' modules in plain Node, where a whole feature's door would
// load modules that only resolve in Next's build (next/server); the stories reach the data layer
// file by file, as a feature's own tests do (docs/decisions/049-feature-front-doors.md).
const SKIPPED_ROOTS = new Set([
  'node_modules',
  '.next',
  '.git',
  'data',
  'test-results',
  'playwright-report',
  'public',
  'e2e',
]);
const SKIPPED = new Set(['node_modules', '.next', 'artwork', 'fixtures']);
// Node runs these itself (type stripping, no tsx): it resolves neither '@/' nor a folder's index,
// so they import a feature's file by its relative path with the .ts extension.
export const PLAIN_NODE = ['scripts/server.ts', 'scripts/lib/'];
const BUILTINS = new Set(['fs', 'path', 'crypto', 'os', 'stream', 'url', 'util', 'zlib', 'http', 'https', 'events']);
const serverOnly = SERVER_ONLY_IMPORTS.map(({ pattern }) => new RegExp(pattern));

function sourceFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (dir === root ? SKIPPED_ROOTS.has(entry.name) : SKIPPED.has(entry.name)) continue;
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !plainNode(full)) files.push(full);
    }
  };
  walk(root);
  return files;
}

const rel = (file) => path.relative(root, file).split(path.sep).join('/');
const plainNode = (file) => PLAIN_NODE.some((prefix) => rel(file).startsWith(prefix));

/** `@/…` form of a specifier written in `file` (relative paths resolved), else the specifier. */
function normalize(specifier, file) {
  if (specifier.startsWith('.')) return '@/' + rel(path.resolve(path.dirname(file), specifier));
  if (BUILTINS.has(specifier)) return `node:${specifier}`;
  return specifier;
}

function resolveFile(normalized) {
  if (!normalized.startsWith('@/')) return null;
  const base = path.join(root, normalized.slice(2));
  for (const suffix of ['.ts', '.tsx', '', '/index.ts']) {
    const candidate = base + suffix;
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** { feature, module } when `normalized` names a feature's file: module is the path inside it, without extension. */
function featureTarget(normalized) {
  const match = /^@\/lib\/([^/]+)(?:\/(.+))?$/.exec(normalized);
  if (!match || !FEATURE_NAMES.includes(match[1])) return null;
  return { feature: match[1], module: (match[2] ?? 'index').replace(/\.tsx?$/, '') };
}

/** `import type * as M from '…'` in a test: the type of the module a vi.mock replaces. */
function typeNamespaceInTest(file, node) {
  const bindings = node.importClause?.namedBindings;
  return /\.test\.tsx?$/.test(file) && node.importClause?.isTypeOnly && bindings && ts.isNamespaceImport(bindings);
}

const featureOf = (file) => {
  const match = /^lib\/([^/]+)\//.exec(rel(file));
  return match && FEATURE_NAMES.includes(match[1]) ? match[1] : null;
};

const parse = (file, text = readFileSync(file, 'utf8')) =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** Every module specifier of a parsed file with its node: imports, re-exports, dynamic imports. */
function specifiersOf(source) {
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      found.push({
        node,
        specifier: node.moduleSpecifier.text,
        kind: ts.isImportDeclaration(node) ? 'import' : 'export',
      });
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push({ node, specifier: node.arguments[0].text, kind: 'dynamic' });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// --- Which modules are browser-safe: nothing they import, however deep, is server code. ---
const safeCache = new Map();
function browserSafe(file, seen = new Set()) {
  if (safeCache.has(file)) return safeCache.get(file);
  if (seen.has(file)) return true;
  seen.add(file);
  const source = parse(file);
  let safe = true;
  for (const { node, specifier, kind } of specifiersOf(source)) {
    if (kind === 'import' && (node.importClause?.isTypeOnly || allTypes(node))) continue;
    if (kind === 'export' && node.isTypeOnly) continue;
    const normalized = normalize(specifier, file);
    if (serverOnly.some((regex) => regex.test(normalized))) safe = false;
    else {
      const target = resolveFile(normalized);
      if (target && !browserSafe(target, seen)) safe = false;
    }
    if (!safe) break;
  }
  safeCache.set(file, safe);
  return safe;
}

function allTypes(node) {
  const bindings = node.importClause?.namedBindings;
  return (
    !node.importClause?.name &&
    bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}

// --- The current surface: what the index files re-export, name -> module. ---
function currentSurface(feature) {
  const surface = new Map();
  for (const index of ['index', 'index.server']) {
    const file = path.join(root, 'lib', feature, `${index}.ts`);
    if (!existsSync(file)) continue;
    for (const { node, specifier, kind } of specifiersOf(parse(file))) {
      if (kind !== 'export' || !node.exportClause) continue;
      for (const element of node.exportClause.elements) {
        const name = (element.propertyName ?? element.name).text;
        surface.set(name, specifier.replace(/^\.\//, ''));
      }
    }
  }
  return surface;
}

const surfaces = new Map(FEATURE_NAMES.map((feature) => [feature, currentSurface(feature)]));

/** The names a dynamic import takes: `const { a, b: c } = await import('…')`. */
/** …or one of `const [{ a }, { b }] = await Promise.all([import('…'), import('…')])`. */
function dynamicNames(node) {
  let binding = null;
  let parent = node.parent;
  if (parent && ts.isAwaitExpression(parent) && ts.isVariableDeclaration(parent.parent)) binding = parent.parent.name;
  else if (parent && ts.isArrayLiteralExpression(parent)) {
    const call = parent.parent;
    const declaration = call?.parent && ts.isAwaitExpression(call.parent) ? call.parent.parent : null;
    if (
      ts.isCallExpression(call) &&
      declaration &&
      ts.isVariableDeclaration(declaration) &&
      ts.isArrayBindingPattern(declaration.name)
    )
      binding = declaration.name.elements[parent.elements.indexOf(node)]?.name ?? null;
  }
  if (binding && ts.isObjectBindingPattern(binding))
    return binding.elements.map((e) => ({
      name: (e.propertyName ?? e.name).text,
      local: e.name.getText(),
      type: false,
    }));
  return null;
}

// --- Pass 1: every reach into a feature from outside it, with the names it takes. ---
const files = sourceFiles();
const uses = []; // { file, source, node, kind, feature, names: [{ name, local, type, module }] }
const problems = [];
const needed = new Map(FEATURE_NAMES.map((f) => [f, new Map()])); // feature -> name -> { module, value }

for (const file of files) {
  const home = featureOf(file);
  const source = parse(file);
  for (const { node, specifier, kind } of specifiersOf(source)) {
    const target = featureTarget(normalize(specifier, file));
    if (!target || target.feature === home) continue;
    const where = `${rel(file)}: '${specifier}'`;
    let names;
    if (kind === 'dynamic') {
      names = dynamicNames(node);
      if (!names) {
        problems.push(
          `${where}: a dynamic import whose names cannot be read; write it as const { … } = await import(…)`,
        );
        continue;
      }
    } else {
      const clause = kind === 'import' ? node.importClause : node;
      // A test types a vi.mock's `original()` with the very module it replaces: that stays.
      if (typeNamespaceInTest(file, node)) continue;
      const bindings = kind === 'import' ? clause?.namedBindings : node.exportClause;
      if (!bindings || !(ts.isNamedImports(bindings) || ts.isNamedExports(bindings)) || clause?.name) {
        problems.push(`${where}: only named imports and re-exports go through a feature's index`);
        continue;
      }
      names = bindings.elements.map((e) => ({
        name: (e.propertyName ?? e.name).text,
        local: e.name.text,
        type: clause.isTypeOnly || e.isTypeOnly,
      }));
    }
    for (const entry of names) {
      const from =
        target.module === 'index' || target.module === 'index.server'
          ? surfaces.get(target.feature).get(entry.name)
          : target.module;
      if (!from) {
        problems.push(
          `${where}: '${entry.name}' is not in the feature's index; import it from its file once, then run this again`,
        );
        continue;
      }
      entry.module = from;
      entry.where = where;
    }
    uses.push({ file, source, node, kind, feature: target.feature, names, specifier });
  }
}

// --- The compiler answers where a name is declared (a module that re-exports another's name
// is skipped) and whether it is a value or a type only (re-exported with `export type`). ---
const moduleFile = (feature, module) => resolveFile(`@/lib/${feature}/${module}`);
const program = ts.createProgram(
  [...new Set(uses.flatMap((u) => u.names.filter((e) => e.module).map((e) => moduleFile(u.feature, e.module))))],
  {
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    baseUrl: root,
    paths: { '@/*': ['./*'] },
    skipLibCheck: true,
    allowImportingTsExtensions: true,
  },
);
const checker = program.getTypeChecker();
function exportedSymbol(file, name) {
  const source = program.getSourceFile(file);
  const symbol = source && checker.getSymbolAtLocation(source);
  const exported = symbol && checker.getExportsOfModule(symbol).find((s) => s.name === name);
  if (!exported) throw new Error(`${rel(file)} exports no '${name}'`);
  return exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
}
function isValue(file, name) {
  return (exportedSymbol(file, name).flags & ts.SymbolFlags.Value) !== 0;
}
function declaringModule(feature, module, name) {
  const symbol = exportedSymbol(moduleFile(feature, module), name);
  const declared = symbol.declarations?.[0]?.getSourceFile().fileName;
  const inside = declared && rel(declared).match(new RegExp(`^lib/${feature}/(.+)\\.tsx?$`));
  return inside && symbol.name === name && !inside[1].startsWith('index') ? inside[1] : module;
}

for (const use of uses)
  for (const entry of use.names) {
    if (!entry.module) continue;
    entry.module = declaringModule(use.feature, entry.module, entry.name);
    const known = needed.get(use.feature).get(entry.name);
    if (known && known.module !== entry.module)
      problems.push(
        `${entry.where}: '${entry.name}' of lib/${use.feature} comes from both ${known.module} and ${entry.module}`,
      );
    needed.get(use.feature).set(entry.name, { module: entry.module, value: (known?.value ?? false) || !entry.type });
  }

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(2);
}

/** The text as `npm run format` would write it, so that a second run finds nothing to change. */
async function formatted(file, text) {
  const options = await prettier.resolveConfig(file);
  return prettier.format(text, { ...options, filepath: file });
}

// --- Pass 2: the index files. ---
const HEADER = (feature, server) =>
  [
    `// The public surface of lib/${feature}${server ? ' for server code' : ', browser-safe'}: written by \`node tools/front-doors.mjs\` from what`,
    `// code outside the feature imports (docs/decisions/049-feature-front-doors.md). ${server ? 'The browser-safe names are in index.ts.' : 'Server modules are in index.server.ts.'}`,
  ].join('\n');

const changes = [];
const barrelOf = new Map(); // `${feature}/${module}` -> 'index' | 'index.server'
for (const feature of FEATURE_NAMES) {
  const byBarrel = { index: new Map(), 'index.server': new Map() };
  for (const [name, { module: from }] of needed.get(feature)) {
    const file = moduleFile(feature, from);
    const barrel = !/\.server$/.test(from) && browserSafe(file) ? 'index' : 'index.server';
    barrelOf.set(`${feature}/${from}`, barrel);
    const modules = byBarrel[barrel];
    if (!modules.has(from)) modules.set(from, []);
    modules.get(from).push({ name, value: isValue(file, name) });
  }
  for (const [barrel, modules] of Object.entries(byBarrel)) {
    const server = barrel === 'index.server';
    const lines = [HEADER(feature, server)];
    if (server) lines.push("import 'server-only';");
    for (const from of [...modules.keys()].sort()) {
      const names = modules.get(from).sort((a, b) => a.name.localeCompare(b.name));
      const values = names.filter((n) => n.value).map((n) => n.name);
      const types = names.filter((n) => !n.value).map((n) => n.name);
      if (values.length > 0 && types.length > 0)
        lines.push(`export { ${[...values, ...types.map((t) => `type ${t}`)].join(', ')} } from './${from}';`);
      else if (values.length > 0) lines.push(`export { ${values.join(', ')} } from './${from}';`);
      else lines.push(`export type { ${types.join(', ')} } from './${from}';`);
    }
    const file = path.join(root, 'lib', feature, `${barrel}.ts`);
    if (modules.size === 0) {
      if (existsSync(file)) problems.push(`${rel(file)} is no longer needed: nobody outside imports it; remove it`);
      continue;
    }
    const text = await formatted(file, lines.join('\n') + '\n');
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) changes.push({ file, text });
  }
}

/** `import { a, type B } from '…';`, names once each (a name imported as a value and a type is a value). */
function render(kind, entries, specifier) {
  const unique = new Map();
  for (const e of entries) {
    const key = `${e.name} as ${e.local}`;
    const known = unique.get(key);
    unique.set(key, { ...e, type: (known?.type ?? true) && e.type });
  }
  const list = [...unique.values()];
  const allTypes = list.every((e) => e.type);
  const names = list
    .map((e) => `${!allTypes && e.type ? 'type ' : ''}${e.name}${e.local !== e.name ? ` as ${e.local}` : ''}`)
    .join(', ');
  return `${kind}${allTypes ? ' type' : ''} { ${names} } from '${specifier}';`;
}

// --- Pass 3: the imports, rewritten to the indexes, one import per door and file. ---
const byFile = new Map();
for (const use of uses) {
  if (!byFile.has(use.file)) byFile.set(use.file, []);
  byFile.get(use.file).push(use);
}
for (const [file, fileUses] of byFile) {
  const text = fileUses[0].source.getFullText();
  const edits = [];
  const doors = new Map(); // specifier -> the names this file imports from it
  const importEdits = [];
  for (const use of fileUses) {
    const groups = new Map(); // barrel -> names
    for (const entry of use.names) {
      const barrel = barrelOf.get(`${use.feature}/${entry.module}`);
      if (!groups.has(barrel)) groups.set(barrel, []);
      groups.get(barrel).push(entry);
    }
    // An import written as a relative path stays one (instrumentation.ts writes './lib/…').
    const target = (barrel) => {
      const door = barrel === 'index' ? `lib/${use.feature}` : `lib/${use.feature}/index.server`;
      if (!use.specifier.startsWith('.')) return `@/${door}`;
      const relative = path.relative(path.dirname(file), path.join(root, door)).split(path.sep).join('/');
      return relative.startsWith('.') ? relative : `./${relative}`;
    };
    if (groups.size === 1 && use.kind !== 'export' && use.kind !== 'import') {
      // A dynamic import: only the specifier changes.
      const [barrel] = groups.keys();
      const literal = use.node.arguments[0];
      if (use.specifier !== target(barrel))
        edits.push({ start: literal.getStart(), end: literal.getEnd(), text: `'${target(barrel)}'` });
      continue;
    }
    if (use.kind === 'dynamic') {
      problems.push(
        `${rel(file)}: a dynamic import of '${use.specifier}' takes names from both indexes; split it by hand`,
      );
      continue;
    }
    if (use.kind === 'export') {
      const statements = [...groups].map(([barrel, entries]) => render('export', entries, target(barrel)));
      const newText = statements.join('\n');
      if (newText !== use.node.getText())
        edits.push({ start: use.node.getStart(), end: use.node.getEnd(), text: newText });
      continue;
    }
    // Imports: one statement per door and file, where the first import of that door was.
    const owned = [];
    for (const [barrel, entries] of groups) {
      const specifier = target(barrel);
      if (!doors.has(specifier)) {
        doors.set(specifier, []);
        owned.push(specifier);
      }
      doors.get(specifier).push(...entries);
    }
    importEdits.push({ node: use.node, owned });
  }
  for (const { node, owned } of importEdits) {
    const newText = owned.map((specifier) => render('import', doors.get(specifier), specifier)).join('\n');
    const end = newText === '' && text[node.getEnd()] === '\n' ? node.getEnd() + 1 : node.getEnd();
    if (newText !== node.getText()) edits.push({ start: node.getStart(), end, text: newText });
  }
  if (edits.length === 0) continue;
  let next = text;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    next = next.slice(0, edit.start) + edit.text + next.slice(edit.end);
  const result = await formatted(file, next);
  if (result !== text) changes.push({ file, text: result });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(2);
}
for (const { file } of changes) console.log(`${check ? 'would change' : 'changed'} ${rel(file)}`);
if (check) process.exit(changes.length > 0 ? 1 : 0);
for (const { file, text } of changes) writeFileSync(file, text);
