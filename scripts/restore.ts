// `npm run restore -- FILE [--force]`: restores a backup archive into the configured
// DATA_DIR (or DATABASE_URL). Refuses to overwrite existing data unless --force.
import { errorLine, parseCli } from './lib/cli.ts';
import { loadConfig } from './lib/config.ts';

const USAGE = `Kullanım: npm run restore -- yedek.tar.gz [--force]
  Yedeği yapılandırılmış DATA_DIR'e (ya da DATABASE_URL veritabanına; dosyaları
  MEDIA_STORE=s3 ile kovaya) geri yükler.
  Önce arşivdeki her dosyanın sağlama toplamını denetler. Sitede veri varsa durur;
  üzerine yazmak için siteyi durdurup --force ekleyin.`;

loadConfig();
const { values, positionals } = parseCli(USAGE, { force: { type: 'boolean' } }, { allowPositionals: true });
const archive = positionals[0];
if (!archive) {
  console.error(USAGE);
  process.exit(2);
}
const { restoreBackup } = await import('@/lib/ops/backup.server');
const { env } = await import('@/lib/env');
const { fileStore } = await import('@/lib/storage/storage.server');
try {
  const e = env();
  const manifest = await restoreBackup(
    { dataDir: e.dataDir, databaseUrl: e.DATABASE_URL, media: e.MEDIA_STORE === 's3' ? fileStore() : undefined },
    archive,
    { force: values.force === true },
  );
  console.log(`Geri yüklendi: ${archive} (${manifest.createdAt} tarihli yedek, ${manifest.files.length} dosya)`);
} catch (error) {
  console.error(`Geri yüklenemedi: ${errorLine(error)}`);
  process.exitCode = 1;
}
