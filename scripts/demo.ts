// `npm run demo [-- --leads N] [-- --replace]`: fills an empty database with demo leads
// (lib/demo/generate.ts). Refuses a database that holds any real lead.
import { errorLine, parseCli } from './lib/cli.ts';
import { loadConfig } from './lib/config.ts';

const USAGE = `Kullanım: npm run demo [-- --leads 100000] [-- --replace]
  Boş bir veritabanını (DATABASE_URL ya da DATA_DIR/site.db) örnek (demo) verilerle doldurur:
  her iki türden talepler, tüm durumlar, notlar, işlem geçmişi, takipler ve Silinenler.
  Her demo talebin e-postası @demo.invalid ile biter ve mesajı "[DEMO]" ile başlar.
  --leads N   kaç talep (varsayılan 60; ölçek testi için 100000)
  --seed S    rastgele üretecin tohumu (aynı tohum aynı veriyi verir)
  --replace   önceki demo verisini silip yeniden üretir
  Gerçek (demo olmayan) bir talep varsa hiçbir şey yazmaz ve 1 ile çıkar.
  Fills an empty database with demo leads; refuses when it holds any real lead.`;

loadConfig();
const { values } = parseCli(USAGE, {
  leads: { type: 'string' },
  seed: { type: 'string' },
  replace: { type: 'boolean' },
});
const leads = values.leads === undefined ? undefined : Number(values.leads);
const seed = values.seed === undefined ? undefined : Number(values.seed);
if ((leads !== undefined && !(Number.isInteger(leads) && leads > 0 && leads <= 1_000_000)) || Number.isNaN(seed)) {
  console.error(`--leads 1 ile 1.000.000 arasında bir tam sayı, --seed bir sayı olmalı.\n\n${USAGE}`);
  process.exit(2);
}

const { createDatabase, migrateToLatest } = await import('@/lib/db/kysely.server');
const { env } = await import('@/lib/env');
const { DEFAULT_DEMO_LEADS, DEMO_EMAIL_DOMAIN, demoState, generateDemoLeads, removeDemoLeads } =
  await import('@/lib/demo/generate');
const e = env();
const handle = createDatabase({ databaseUrl: e.DATABASE_URL, dataDir: e.dataDir });
const where = handle.dialect === 'postgres' ? 'PostgreSQL' : `SQLite (${e.dataDir}/site.db)`;
try {
  await migrateToLatest(handle);
  const state = await demoState(handle.db);
  if (state.real > 0) {
    console.error(
      `${where}: veritabanında ${state.real} gerçek talep var; demo verisi yalnızca boş bir veritabanına yazılır. Hiçbir şey yazılmadı.\n` +
        `Refused: the database holds ${state.real} real (non-demo) leads.`,
    );
    process.exitCode = 1;
  } else if (state.demo > 0 && !values.replace) {
    console.error(
      `${where}: veritabanında zaten ${state.demo} demo talep var. Yeniden üretmek için: npm run demo -- --replace\n` +
        `Refused: the database already holds ${state.demo} demo leads (use --replace).`,
    );
    process.exitCode = 1;
  } else {
    if (state.demo > 0) console.log(`${where}: ${await removeDemoLeads(handle.db)} eski demo talep silindi.`);
    const total = leads ?? DEFAULT_DEMO_LEADS;
    const started = performance.now();
    let shown = 0;
    const summary = await generateDemoLeads(handle.db, {
      leads: total,
      seed,
      onProgress: (written) => {
        if (total >= 20_000 && written - shown >= 20_000) {
          shown = written;
          console.log(`  ${written.toLocaleString('tr-TR')} / ${total.toLocaleString('tr-TR')}`);
        }
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const statuses = Object.entries(summary.byStatus)
      .map(([status, count]) => `${status} ${count}`)
      .join(', ');
    console.log(
      `[DEMO] ${where}: ${summary.leads} demo talep yazıldı (${summary.quotes} teklif talebi, ` +
        `${summary.leads - summary.quotes} mesaj; ${summary.notes} not, ${summary.audit} işlem kaydı, ` +
        `${summary.trashed} Silinenler'de) ${seconds} sn'de.\n  Durumlar: ${statuses}\n` +
        `  Hepsi DEMO verisidir: e-postaları @${DEMO_EMAIL_DOMAIN} ile biter, mesajları "[DEMO]" ile başlar.`,
    );
  }
} catch (error) {
  console.error(`Demo verisi yazılamadı (${where}): ${errorLine(error)}`);
  process.exitCode = 1;
} finally {
  await handle.db.destroy().catch(() => {});
}
