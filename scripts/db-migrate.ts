// `npm run db:migrate`: applies pending migrations to the configured database.
import { errorLine, parseCli } from './lib/cli.ts';
import { loadConfig } from './lib/config.ts';

loadConfig();
parseCli('Kullanım: npm run db:migrate\n  Veritabanını (DATABASE_URL ya da DATA_DIR/site.db) son sürüme getirir.', {});

const { createDatabase, migrateToLatest } = await import('@/lib/db/kysely.server');
const { env } = await import('@/lib/env');
const e = env();
const handle = createDatabase({ databaseUrl: e.DATABASE_URL, dataDir: e.dataDir });
const where = handle.dialect === 'postgres' ? 'PostgreSQL' : `SQLite (${e.dataDir}/site.db)`;
try {
  const applied = await migrateToLatest(handle);
  console.log(applied.length ? `${where}: ${applied.join(', ')} uygulandı.` : `${where} güncel.`);
} catch (error) {
  console.error(`Veritabanı güncellenemedi (${where}): ${errorLine(error)}`);
  process.exitCode = 1;
} finally {
  await handle.db.destroy().catch(() => {});
}
