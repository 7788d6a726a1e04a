import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Reads the app's SQLite database (the suite's fresh DATA_DIR). */
export function queryDb<T = Record<string, unknown>>(sql: string, ...params: (string | number)[]): T[] {
  const db = new DatabaseSync(path.join(process.env.E2E_DATA_DIR!, 'site.db'), { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

let counter = 0;
/** Gives the page an address of its own, so per-address limits of one test do not touch another. */
export async function ownAddress(page: Page): Promise<string> {
  const address = `192.0.2.${(process.pid % 50) * 5 + (++counter % 5) + 1}-${Date.now()}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

/** Waits past the forms' minimum fill time (LEAD_MIN_FILL_MS=1000 in the suite). */
export async function pastMinimumFillTime(page: Page): Promise<void> {
  await page.waitForTimeout(1100);
}
