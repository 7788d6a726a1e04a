// `npm start`: checks the configuration, builds when there is no build yet, the
// sources are newer than it or a build-time setting changed, then serves the
// production build on HOSTNAME:PORT (default 127.0.0.1:3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`Node.js 24 gerekli (bu makinede ${process.version}): source .ci/setup-node`);
  process.exit(1);
}

// The environment, then .env files, checked before anything else; a bad value stops here,
// naming the variable (Node 24 runs the TypeScript module directly).
const { loadConfig } = await import(path.join(root, 'scripts', 'lib', 'config.ts'));
const config = loadConfig();

// Never serve a stale build: build when there is none, a source is newer (after `git pull`,
// say) or a build-time setting changed (SITE_URL, the company's identity ...; a page
// pre-rendered with the old value would sit beside pages rendered with the new one).
const { buildFreshness, describeFreshness, BUILD_SOURCES } = await import(
  path.join(root, 'scripts', 'lib', 'build-freshness.ts')
);
const { buildSettingsOf, runProductionBuild } = await import(path.join(root, 'scripts', 'lib', 'build-settings.ts'));
const freshness = buildFreshness(root, BUILD_SOURCES, buildSettingsOf(config));
if (!freshness.fresh) {
  console.log(describeFreshness(freshness));
  const status = runProductionBuild(root, config);
  if (status !== 0) process.exit(status);
}

// On loopback unless HOSTNAME says otherwise: a proxy on this machine (nginx, Caddy) faces the Internet.
const args = [path.join(root, 'scripts', 'server.ts'), '-p', String(config.PORT), '-H', config.HOSTNAME];
// Two malloc arenas unless the environment says otherwise: with glibc's default (eight per core)
// the image library's threads keep freed memory in their own arenas, so the server's memory grew
// with every photo upload running at once; with two it stays flat (docs/decisions/039).
const server = spawn(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
