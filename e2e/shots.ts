// Where the stories' screenshots for people to look at go (the issues ask for them at 390 and
// 1440 px): E2E_SHOTS_DIR when set (e.g. E2E_SHOTS_DIR=/tmp/shots npm run test:e2e), else the
// test's own output folder under test-results/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';

export function shotPath(name: string): string {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return test.info().outputPath(`${name}.png`);
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}
