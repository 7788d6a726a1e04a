// `npm run backup -- --out FILE`: one archive with a consistent snapshot of the
// database and every uploaded file, plus a manifest (row counts, checksums).
// Safe while the site is running.
import { errorLine, parseCli } from './lib/cli.ts';
import { loadConfig } from './lib/config.ts';

const USAGE = `Kullanım: npm run backup -- --out yedek-2026-11-23.tar.gz
  Veritabanının tutarlı bir kopyasını (SQLite ya da DATABASE_URL ile PostgreSQL, pg_dump)
  ve yüklenen tüm dosyaları (DATA_DIR/uploads ya da MEDIA_STORE=s3 ile kovadakileri)
  tek bir arşive yazar. Site çalışırken alınabilir.`;

loadConfig();
const { values } = parseCli(USAGE, { out: { type: 'string' } });
if (!values.out) {
  console.error(USAGE);
  process.exit(2);
}
const { createBackup } = await import('@/lib/ops/backup.server');
const { env } = await import('@/lib/env');
const { fileStore } = await import('@/lib/storage/storage.server');
try {
  const e = env();
  const manifest = await createBackup(
    { dataDir: e.dataDir, databaseUrl: e.DATABASE_URL, media: e.MEDIA_STORE === 's3' ? fileStore() : undefined },
    values.out,
  );
  const rows = Object.entries(manifest.tables)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
  console.log(`Yedek yazıldı: ${values.out} (${manifest.engine}; ${rows}; ${manifest.files.length} dosya)`);
} catch (error) {
  console.error(`Yedek alınamadı: ${errorLine(error)}`);
  process.exitCode = 1;
}
