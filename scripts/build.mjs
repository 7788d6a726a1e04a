// `npm run build`: checks the configuration, runs `next build`, then records the
// fingerprint of the build-time settings in the build, which `npm start` compares
// with the configuration it runs with (scripts/lib/build-settings.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`Node.js 24 gerekli (bu makinede ${process.version}): source .ci/setup-node`);
  process.exit(1);
}

const { loadConfig } = await import(path.join(root, 'scripts', 'lib', 'config.ts'));
const config = loadConfig();
const { runProductionBuild } = await import(path.join(root, 'scripts', 'lib', 'build-settings.ts'));
process.exit(runProductionBuild(root, config));
