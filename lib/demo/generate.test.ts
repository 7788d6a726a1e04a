import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '@/lib/db/kysely.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { LEAD_STATUSES } from '@/lib/leads';
import { insertLead, listLeadPage } from '@/lib/leads/index.server';
import { DEMO_EMAIL_DOMAIN, DEMO_MESSAGE_PREFIX, demoState, generateDemoLeads, removeDemoLeads } from './generate';

const NOW = new Date('2026-11-27T09:00:00Z');

describe.each(testEngines())('demo leads on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  it('writes 300 leads of both kinds in every status, ~70 % quotes, all marked demo, searchable', async () => {
    const summary = await generateDemoLeads(db, { leads: 300, now: NOW });
    expect(summary.leads).toBe(300);
    const rows = await db.selectFrom('leads').selectAll().execute();
    expect(rows).toHaveLength(300);
    for (const kind of ['quote', 'contact'])
      for (const { id } of LEAD_STATUSES)
        expect(
          rows.some((r) => r.kind === kind && r.status === id),
          `${kind} ${id}`,
        ).toBe(true);
    const quotes = rows.filter((r) => r.kind === 'quote').length / rows.length;
    expect(quotes).toBeGreaterThan(0.6);
    expect(quotes).toBeLessThan(0.8);
    expect(rows.every((r) => r.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`))).toBe(true);
    expect(rows.every((r) => r.message.startsWith(DEMO_MESSAGE_PREFIX))).toBe(true);
    expect(rows.filter((r) => r.status === 'kaybedildi').every((r) => r.lost_reason)).toBe(true);
    expect(rows.some((r) => r.deleted_at !== null)).toBe(true);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(300);
    expect(await demoState(db)).toEqual({ real: 0, demo: 300 });

    // Notes and audit entries belong to demo leads; follow-ups due today and overdue exist.
    const notes = await db.selectFrom('lead_notes').select('lead_id').execute();
    expect(notes.length).toBeGreaterThan(0);
    const audit = await db.selectFrom('lead_audit').select(['lead_id', 'action']).execute();
    expect(new Set(audit.map((a) => a.action))).toEqual(new Set(['status', 'note', 'follow-up', 'delete']));
    const due = await listLeadPage(db, { kinds: ['quote', 'contact'], scope: 'due', pageSize: 100, now: NOW });
    expect(due.total).toBeGreaterThan(0);

    // The search column is written: a lead is found by its surname and its phone.
    const sample = rows.find((r) => r.kind === 'quote' && r.deleted_at === null && r.phone)!;
    const surname = sample.name.split(' ').at(-1)!;
    const bySurname = await listLeadPage(db, { kinds: ['quote'], search: surname, pageSize: 100 });
    expect(bySurname.items.map((l) => l.id)).toContain(sample.id);
    const byPhone = await listLeadPage(db, { kinds: ['quote'], search: sample.phone!, pageSize: 100 });
    expect(byPhone.items.map((l) => l.id)).toContain(sample.id);
  });

  it('is deterministic for a seed and a moment', async () => {
    await removeDemoLeads(db);
    await generateDemoLeads(db, { leads: 50, now: NOW, seed: 7 });
    const first = await db.selectFrom('leads').select(['id', 'name', 'status']).orderBy('id').execute();
    expect(await removeDemoLeads(db)).toBe(50);
    await generateDemoLeads(db, { leads: 50, now: NOW, seed: 7 });
    expect(await db.selectFrom('leads').select(['id', 'name', 'status']).orderBy('id').execute()).toEqual(first);
  });

  it('counts a real lead as real, and removing demo data leaves it', async () => {
    await insertLead(db, {
      kind: 'contact',
      name: 'Gerçek Müşteri',
      email: 'musteri@ornek.com.tr',
      subject: 'Soru',
      message: 'Merhaba',
    });
    expect((await demoState(db)).real).toBe(1);
    await removeDemoLeads(db);
    expect(await demoState(db)).toEqual({ real: 1, demo: 0 });
  });
});

describe('npm run demo', () => {
  const run = (dataDir: string, ...args: string[]) =>
    spawnSync(
      process.execPath,
      [
        '--conditions=react-server',
        '--import',
        'tsx',
        path.join(import.meta.dirname, '../../scripts/demo.ts'),
        ...args,
      ],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
    );

  it('fills an empty database, then refuses one with a real lead and writes nothing', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-demo-test-'));
    try {
      const filled = run(dataDir, '--leads', '40');
      expect(filled.status, filled.stderr).toBe(0);
      expect(filled.stdout).toContain('[DEMO]');
      expect(run(dataDir).status).toBe(1); // demo data there already: --replace is needed

      const handle = createDatabase({ dataDir });
      await insertLead(handle.db, {
        kind: 'contact',
        name: 'Gerçek Müşteri',
        email: 'musteri@ornek.com.tr',
        subject: 'Soru',
        message: 'Merhaba',
      });
      const refused = run(dataDir, '--replace');
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('1 gerçek talep');
      expect(refused.stderr).toContain('real (non-demo) leads');
      expect(await demoState(handle.db)).toEqual({ real: 1, demo: 40 });
      await handle.db.destroy();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
