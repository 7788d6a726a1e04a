// `npm start`: checks the configuration, builds when there is no build yet or
// the sources are newer than it, then serves the production build on PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`Node.js 24 gerekli (bu makinede ${process.version}): source .ci/setup-node`);
  process.exit(1);
}

// The environment, then .env files, checked before anything else; a bad value stops here,
// naming the variable (Node 24 runs the TypeScript module directly).
const { loadConfig } = await import(path.join(root, 'scripts', 'lib', 'config.ts'));
const config = loadConfig();

// Never serve a stale build: build when there is none or a source is newer (after `git pull`, say).
const { buildFreshness, describeFreshness } = await import(path.join(root, 'scripts', 'lib', 'build-freshness.ts'));
const freshness = buildFreshness(root);
if (!freshness.fresh) {
  console.log(describeFreshness(freshness));
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// scripts/server.ts rather than `next start`: it hands the app the client's address (TRUST_PROXY).
const args = [path.join(root, 'scripts', 'server.ts'), '-p', String(config.PORT)];
if (process.env.HOSTNAME) args.push('-H', process.env.HOSTNAME);
const server = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
