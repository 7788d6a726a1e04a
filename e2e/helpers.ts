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

/** Inserts a lead straight into the app's database (test data of one test). Returns its id. */
export function insertLead(
  kind: 'contact' | 'quote',
  fields: { name: string; email?: string; phone?: string; message?: string; subject?: string; reference?: string; isRead?: boolean },
): string {
  const db = new DatabaseSync(path.join(process.env.E2E_DATA_DIR!, 'site.db'), { timeout: 5000 });
  const id = crypto.randomUUID();
  const common = [id, fields.reference ?? null, fields.name, fields.email ?? 'test@example.com', fields.phone ?? '0532 111 22 33', fields.message ?? '', fields.isRead ? 1 : 0, new Date().toISOString()];
  try {
    if (kind === 'contact') {
      db.prepare('insert into contact_messages (id, reference, name, email, phone, message, is_read, created_at, subject) values (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(...common, fields.subject ?? 'Genel İletişim');
    } else {
      db.prepare(
        'insert into quote_requests (id, reference, name, email, phone, message, is_read, created_at, from_location, to_location, service_type) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(...common, 'Bağcılar', 'Kadıköy', 'Ev Taşıma');
    }
  } finally {
    db.close();
  }
  return id;
}

export const ADMIN = { email: 'yonetim@hafifnakliyat.example', password: 'E2e-Kestane-Kebap-2026' };

/** Signs in through the sign-in page, from an address of the page's own. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await ownAddress(page);
  await page.goto('/admin/login');
  await page.fill('#email', ADMIN.email);
  await page.fill('#password', ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL(/\/admin\/dashboard/);
}
