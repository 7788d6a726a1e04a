// Runs before every command-line tool (package.json): on an old Node.js the
// tools would stop with a stack trace from their TypeScript loader instead.
// Plain JavaScript that any Node.js version runs.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`Node.js 24 gerekli (bu makinede ${process.version}): source .ci/setup-node`);
  process.exit(1);
}
