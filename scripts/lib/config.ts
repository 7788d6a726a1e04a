// One way to read the configuration for every entry point: `npm start`, the
// server, `npm run build`'s checks and every command-line tool. As Next.js does,
// the process environment comes first, then the `.env` files of the folder the
// command runs in (npm runs scripts in the project folder): `.env.production.local`,
// `.env.local`, `.env.production`, `.env`. A bad value stops the command before it
// does anything, naming the variable.
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as NextEnv from '@next/env';
import { parseEnv, type Env } from '../../lib/env.ts';
import { makePrivateDir } from '../../lib/private-files.ts';

// A CommonJS package whose functions Node's ESM loader cannot name: required, typed from its declarations.
const { loadEnvConfig } = createRequire(import.meta.url)('@next/env') as typeof NextEnv;

/**
 * Loads `.env` files into `process.env` (never over a set variable) and parses the result;
 * throws on a bad value. For a build that is not an entry point (the end-to-end suite's).
 */
export function readConfig(dir: string = process.cwd()): Env {
  loadEnvConfig(dir, false, { info: () => {}, error: (...args: unknown[]) => console.error(...args) });
  return parseEnv(process.env);
}

/** Loads `.env` files into `process.env` (never over a set variable) and checks the result, or exits 1. */
export function loadConfig(dir: string = process.cwd()): Env {
  loadEnvConfig(dir, false, { info: () => {}, error: (...args: unknown[]) => console.error(...args) });
  let config: Env;
  try {
    config = parseEnv(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const problem = dataDirProblem(config.DATA_DIR);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  return config;
}

/**
 * The one line that says why DATA_DIR cannot be used, or null. A folder that cannot be
 * created (`/proc/nope`, a parent that is a file or not writable) stops every entry point at
 * once: before this check the tools retried the database for ever and printed nothing
 * (docs/decisions/050-fresh-machine.md). An existing folder that cannot be written is not
 * refused here: the pages that only read still serve from it.
 */
export function dataDirProblem(dataDir: string): string | null {
  const resolved = path.resolve(dataDir);
  try {
    if (existsSync(resolved)) {
      if (!statSync(resolved).isDirectory()) return `DATA_DIR bir klasör değil: ${resolved}`;
      return null;
    }
    makePrivateDir(resolved);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return `DATA_DIR klasörü oluşturulamadı: ${resolved} (${code ?? (error instanceof Error ? error.message : String(error))})`;
  }
}
