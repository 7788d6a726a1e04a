// One way to read the configuration for every entry point: `npm start`, the
// server, `npm run build`'s checks and every command-line tool. As Next.js does,
// the process environment comes first, then the `.env` files of the folder the
// command runs in (npm runs scripts in the project folder): `.env.production.local`,
// `.env.local`, `.env.production`, `.env`. A bad value stops the command before it
// does anything, naming the variable.
import { createRequire } from 'node:module';
import type * as NextEnv from '@next/env';
import { parseEnv, type Env } from '../../lib/env.ts';

// A CommonJS package whose functions Node's ESM loader cannot name: required, typed from its declarations.
const { loadEnvConfig } = createRequire(import.meta.url)('@next/env') as typeof NextEnv;

/** Loads `.env` files into `process.env` (never over a set variable) and checks the result, or exits 1. */
export function loadConfig(dir: string = process.cwd()): Env {
  loadEnvConfig(dir, false, { info: () => {}, error: (...args: unknown[]) => console.error(...args) });
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
