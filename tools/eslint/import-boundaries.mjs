// A small ESLint plugin for the code base's import boundaries.
//
// `no-restricted-imports` matches the specifier as written, so `../../content/services`
// would slip past a rule about `@/content/*`. This rule first turns every specifier into
// a project path (`@/content/services`, `node:fs`, `server-only`) and then matches it.
//
// Options: { onlyUseClient?: boolean, includeTypeImports?: boolean, followImports?: boolean,
//            forbidden: [{ pattern: string (RegExp), message: string }] }.
// With `onlyUseClient`, the rule applies only to files that start with the 'use client' directive.
// With `followImports`, it also follows the file's project imports (`@/…` and relative, to .ts,
// .tsx and index files) through the import graph and reports a direct import whose modules reach
// a forbidden one, naming the chain: a client component ships everything it imports, however
// deep. The walk stops at 'use server' modules (the browser gets references to their actions,
// not their code) and skips type-only imports.
// Type-only imports are allowed unless `includeTypeImports` is set: they are erased before the
// code reaches a browser, but they still point the wrong way across a one-way boundary
// (content/ imports nothing outside content/, docs/decisions/021-content-is-data.md).
//
// The same rule is registered under one name per kind of boundary, so that the settings of one
// (say, the route groups' `group-boundary`) never replace another's for the same file.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const NODE_BUILTINS = new Set([
  'assert',
  'buffer',
  'child_process',
  'crypto',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'https',
  'net',
  'os',
  'path',
  'perf_hooks',
  'process',
  'readline',
  'sqlite',
  'stream',
  'stream/promises',
  'tls',
  'url',
  'util',
  'worker_threads',
  'zlib',
]);

/** Turns an import specifier of `filename` into the form the patterns are written against. */
export function normalizeSpecifier(specifier, filename, root) {
  if (specifier.startsWith('.')) {
    const absolute = path.resolve(path.dirname(filename), specifier);
    return '@/' + path.relative(root, absolute).split(path.sep).join('/');
  }
  if (NODE_BUILTINS.has(specifier)) return `node:${specifier}`;
  return specifier;
}

function hasDirective(program, directive) {
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || typeof statement.directive !== 'string') break;
    if (statement.directive === directive) return true;
  }
  return false;
}

const hasUseClient = (program) => hasDirective(program, 'use client');

function isTypeOnlyImport(node) {
  return (
    node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))
  );
}

const SKIPPED_KEYS = new Set(['parent', 'loc', 'range', 'tokens', 'comments']);

/** The value imports of a parsed module: static, re-exports and literal dynamic imports, anywhere in the file. */
function valueImportsOf(program) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'ImportDeclaration') {
      if (!isTypeOnlyImport(node)) found.push(node.source.value);
      return;
    }
    if (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') {
      if (node.source && node.exportKind !== 'type') found.push(node.source.value);
    }
    if (node.type === 'ImportExpression' && node.source.type === 'Literal') found.push(node.source.value);
    for (const key of Object.keys(node)) {
      if (SKIPPED_KEYS.has(key)) continue;
      const child = node[key];
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child === 'object') visit(child);
    }
  };
  visit(program);
  return found.filter((s) => typeof s === 'string');
}

const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The project file a normalized specifier (`@/lib/x`) names, or null (a package, a built-in, a non-TS file). */
function resolveProjectFile(normalized, root) {
  if (!normalized.startsWith('@/')) return null;
  const base = path.join(root, normalized.slice(2));
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix;
    if (!/\.tsx?$/.test(candidate)) continue;
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/**
 * Parsed modules of this lint run: file -> { mtimeMs, useServer, imports }. The modification time
 * keeps a long-running ESLint (an editor's) from answering with a module's old imports.
 */
const moduleCache = new Map();

function moduleInfo(file, parser) {
  const { mtimeMs } = statSync(file);
  const cached = moduleCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached;
  const code = readFileSync(file, 'utf8');
  const options = { ecmaVersion: 'latest', sourceType: 'module', ecmaFeatures: { jsx: true }, filePath: file };
  const program = parser.parseForESLint ? parser.parseForESLint(code, options).ast : parser.parse(code, options);
  const info = { mtimeMs, useServer: hasDirective(program, 'use server'), imports: valueImportsOf(program) };
  moduleCache.set(file, info);
  return info;
}

/**
 * Walks the import graph from `start` (breadth first, so the chain reported is a shortest one)
 * and returns the first chain that ends in a forbidden specifier: { chain: [file…, last], hit }.
 */
function findForbiddenChain(start, rules, root, parser) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const chain = queue.shift();
    const file = chain[chain.length - 1];
    const info = moduleInfo(file, parser);
    if (info.useServer) continue;
    for (const specifier of info.imports) {
      const normalized = normalizeSpecifier(specifier, file, root);
      const hit = rules.find(({ regex }) => regex.test(normalized));
      const target = resolveProjectFile(normalized, root);
      if (hit) return { chain: [...chain, target ?? normalized], hit };
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push([...chain, target]);
      }
    }
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids imports that cross a boundary of the code base, with the reason.' },
    schema: [
      {
        type: 'object',
        properties: {
          onlyUseClient: { type: 'boolean' },
          includeTypeImports: { type: 'boolean' },
          followImports: { type: 'boolean' },
          forbidden: {
            type: 'array',
            items: {
              type: 'object',
              properties: { pattern: { type: 'string' }, message: { type: 'string' } },
              required: ['pattern', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['forbidden'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { onlyUseClient = false, includeTypeImports = false, followImports = false, forbidden } = context.options[0];
    const rules = forbidden.map(({ pattern, message }) => ({ regex: new RegExp(pattern), message }));
    const root = context.cwd;
    const shown = (file) => (path.isAbsolute(file) ? path.relative(root, file).split(path.sep).join('/') : file);
    let active = !onlyUseClient;

    function check(node, source, typeOnly) {
      if (!active || (typeOnly && !includeTypeImports) || !source || typeof source.value !== 'string') return;
      const normalized = normalizeSpecifier(source.value, context.filename, root);
      const hit = rules.find(({ regex }) => regex.test(normalized));
      if (hit) {
        context.report({ node: source, message: `'${source.value}': ${hit.message}` });
        return;
      }
      if (!followImports || typeOnly) return;
      const target = resolveProjectFile(normalized, root);
      if (!target) return;
      const found = findForbiddenChain(target, rules, root, context.languageOptions.parser);
      if (!found) return;
      const chain = [context.filename, ...found.chain].map(shown).join(' → ');
      context.report({
        node: source,
        message: `'${source.value}' leads to server code (${chain}); everything a client component imports is shipped to the browser, however deep: ${found.hit.message}`,
      });
    }

    return {
      Program(program) {
        if (onlyUseClient) active = hasUseClient(program);
      },
      ImportDeclaration(node) {
        check(node, node.source, isTypeOnlyImport(node));
      },
      ExportNamedDeclaration(node) {
        check(node, node.source, node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        check(node, node.source, node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source, false);
      },
    };
  },
};

const SERVER_FILE = /\.server\.tsx?$/;

/**
 * `import 'server-only'` and the `.server.ts(x)` name go together, so that the name alone tells
 * a reader, and the client boundary above, that a module runs on the server only.
 */
const serverFileName = {
  meta: {
    type: 'problem',
    docs: { description: "A module that imports 'server-only' is named *.server.ts(x), and the other way round." },
    schema: [],
  },
  create(context) {
    const named = SERVER_FILE.test(context.filename);
    let marker = null;
    return {
      ImportDeclaration(node) {
        if (node.source.value === 'server-only') marker = node;
      },
      'Program:exit'(program) {
        const base = path.basename(context.filename);
        if (marker && !named)
          context.report({
            node: marker,
            message: `'${base}' imports 'server-only', so its name says so: rename it to ${base.replace(/\.(tsx?)$/, '.server.$1')} (lint keeps client code away from *.server modules).`,
          });
        if (!marker && named)
          context.report({
            node: program,
            message: `'${base}' is named .server but does not import 'server-only': add the import so a browser bundle that reaches it fails the build, or rename it.`,
          });
      },
    };
  },
};

/**
 * A feature of lib/ (tools/eslint/features.mjs) is reached from outside its folder only through
 * its public surface, `@/lib/<feature>` (index.ts, browser-safe) or `@/lib/<feature>/index.server`;
 * its own files import each other freely. Type imports count too. One exception: a test's
 * `import type * as M` of the module its vi.mock replaces, to type `original<typeof M>()`.
 * docs/decisions/049-feature-front-doors.md. Options: { features: string[] }.
 */
const featureBoundary = {
  meta: {
    type: 'problem',
    docs: { description: 'Code outside a feature imports it through its index files, not its modules.' },
    schema: [
      {
        type: 'object',
        properties: { features: { type: 'array', items: { type: 'string' } } },
        required: ['features'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const features = new Set(context.options[0].features);
    const root = context.cwd;
    const own = path.relative(root, context.filename).split(path.sep).join('/');
    const isTest = /\.test\.tsx?$/.test(own);

    function check(source, typeNamespace) {
      if (!source || typeof source.value !== 'string') return;
      const match = /^@\/lib\/([^/]+)\/(.+)$/.exec(normalizeSpecifier(source.value, context.filename, root));
      if (!match || !features.has(match[1]) || match[2] === 'index.server') return;
      const [, feature] = match;
      if (own.startsWith(`lib/${feature}/`) || (isTest && typeNamespace)) return;
      context.report({
        node: source,
        message: `'${source.value}' reaches into lib/${feature}: import it from the feature's index, '@/lib/${feature}' (browser-safe) or '@/lib/${feature}/index.server' (server code). A name not there yet: import it from its file, then run \`node tools/front-doors.mjs\`, which adds it and rewrites the import (docs/decisions/049-feature-front-doors.md).`,
      });
    }

    return {
      ImportDeclaration(node) {
        const namespace = node.specifiers.length === 1 && node.specifiers[0].type === 'ImportNamespaceSpecifier';
        check(node.source, namespace && node.importKind === 'type');
      },
      ExportNamedDeclaration(node) {
        check(node.source, false);
      },
      ExportAllDeclaration(node) {
        check(node.source, false);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node.source, false);
      },
    };
  },
};

export default {
  meta: { name: 'local' },
  rules: {
    'server-file-name': serverFileName,
    'feature-boundary': featureBoundary,
    'client-boundary': rule,
    'group-boundary': rule,
    'content-boundary': rule,
    'loaded-content': rule,
    'test-boundary': rule,
  },
};
