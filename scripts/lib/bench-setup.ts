// What every benchmark does before it starts a server: refuse a port another server holds
// (it would measure someone else's build, or a dev server), and build once when there is
// no production build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Exits with a message when `port` is already taken. */
export async function refuseHeldPort(port: number): Promise<void> {
  const held = await new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, () => probe.close(() => resolve(false)));
  });
  if (held) {
    console.error(`Port ${port} is already in use by another server; stop it or choose another with BENCH_PORT.`);
    process.exit(1);
  }
}

/** Runs `next build` when the project has no production build; exits if it fails. */
export function ensureBuild(): void {
  if (existsSync(path.join(root, '.next', 'BUILD_ID'))) return;
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}
