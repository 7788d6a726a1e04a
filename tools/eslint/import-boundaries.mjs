// A small ESLint plugin for the code base's import boundaries.
//
// `no-restricted-imports` matches the specifier as written, so `../../content/services`
// would slip past a rule about `@/content/*`. This rule first turns every specifier into
// a project path (`@/content/services`, `node:fs`, `server-only`) and then matches it.
//
// Options: { onlyUseClient?: boolean, includeTypeImports?: boolean,
//            forbidden: [{ pattern: string (RegExp), message: string }] }.
// With `onlyUseClient`, the rule applies only to files that start with the 'use client' directive.
// Type-only imports are allowed unless `includeTypeImports` is set: they are erased before the
// code reaches a browser, but they still point the wrong way across a one-way boundary
// (content/ imports nothing outside content/, docs/decisions/021-content-is-data.md).
//
// The same rule is registered under one name per kind of boundary, so that the settings of one
// (say, the route groups' `group-boundary`) never replace another's for the same file.
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

function hasUseClient(program) {
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || typeof statement.directive !== 'string') break;
    if (statement.directive === 'use client') return true;
  }
  return false;
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
    const { onlyUseClient = false, includeTypeImports = false, forbidden } = context.options[0];
    const rules = forbidden.map(({ pattern, message }) => ({ regex: new RegExp(pattern), message }));
    const root = context.cwd;
    let active = !onlyUseClient;

    function check(node, source, typeOnly) {
      if (!active || (typeOnly && !includeTypeImports) || !source || typeof source.value !== 'string') return;
      const normalized = normalizeSpecifier(source.value, context.filename, root);
      const hit = rules.find(({ regex }) => regex.test(normalized));
      if (hit) context.report({ node: source, message: `'${source.value}': ${hit.message}` });
    }

    return {
      Program(program) {
        if (onlyUseClient) active = hasUseClient(program);
      },
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
        check(node, node.source, typeOnly);
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

export default {
  meta: { name: 'local' },
  rules: {
    'client-boundary': rule,
    'group-boundary': rule,
    'content-boundary': rule,
    'loaded-content': rule,
    'test-boundary': rule,
  },
};
