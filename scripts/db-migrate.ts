// `npm run db:migrate`: applies pending migrations to the configured database.
import { createDatabase, migrateToLatest } from '@/lib/db/kysely';
import { env } from '@/lib/env';

const e = env();
const handle = createDatabase({ databaseUrl: e.DATABASE_URL, dataDir: e.dataDir });
try {
  const applied = await migrateToLatest(handle);
  const where = handle.dialect === 'postgres' ? 'PostgreSQL' : `SQLite (${e.dataDir}/site.db)`;
  console.log(applied.length ? `Applied ${applied.join(', ')} on ${where}.` : `${where} is up to date.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.db.destroy();
}
