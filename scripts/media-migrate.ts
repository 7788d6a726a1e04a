// `npm run media:migrate`: copies the uploaded files on the local disk
// (DATA_DIR/uploads) to the bucket of the S3_* settings, so a running site can
// move to MEDIA_STORE=s3. Idempotent and resumable: files the bucket already
// holds with the same size are skipped, so it can run again at any time.
import { errorLine, parseCli } from './lib/cli.ts';
import { loadConfig } from './lib/config.ts';

const USAGE = `Kullanım: npm run media:migrate
  DATA_DIR/uploads klasöründeki yüklenmiş fotoğraf ve videoları S3_* ayarlarındaki
  kovaya (AWS S3, Cloudflare R2, MinIO) kopyalar. Kovada aynı boyutta zaten olan
  dosyaları atlar: yarıda kalırsa ya da site bu arada yeni dosya aldıysa yeniden
  çalıştırın. Yereldeki dosyalara dokunmaz.
  Taşıma: 1) site çalışırken bu komut, 2) MEDIA_STORE=s3 ile siteyi yeniden başlatma,
  3) bu arada yüklenenler için bu komut bir kez daha.`;

loadConfig();
parseCli(USAGE, {});

const { parseEnv, s3Settings } = await import('@/lib/env');
const { env } = await import('@/lib/env');
let settings;
try {
  // The bucket is the one of the S3_* settings, whatever MEDIA_STORE says yet.
  settings = s3Settings(parseEnv({ ...process.env, MEDIA_STORE: 's3' }))!;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const path = await import('node:path');
const { localFileStore, localTemp } = await import('@/lib/storage/storage.server');
const { s3FileStore } = await import('@/lib/storage/s3.server');
const { migrateMedia } = await import('@/lib/storage/migrate.server');

const uploads = path.join(env().dataDir, 'uploads');
const from = localFileStore(uploads);
const to = s3FileStore(settings, localTemp(path.join(uploads, '.tmp')));
const where = `${settings.endpoint ?? 'AWS S3'} / ${settings.bucket}`;
try {
  console.log(`Kopyalanıyor: ${uploads} → ${where}`);
  const report = await migrateMedia(from, to, {
    onCopied: (name, size) => console.log(`  ${name} (${(size / 1024 / 1024).toFixed(1)} MB)`),
  });
  for (const failure of report.failed) console.error(`  ${failure.name} kopyalanamadı: ${errorLine(failure.error)}`);
  console.log(
    `${report.copied.length} dosya kopyalandı, ${report.skipped} dosya kovada zaten vardı` +
      (report.failed.length ? `, ${report.failed.length} dosya kopyalanamadı (komutu yeniden çalıştırın).` : '.'),
  );
  if (report.failed.length) process.exitCode = 1;
} catch (error) {
  console.error(`Kovaya ulaşılamadı (${where}): ${errorLine(error)}`);
  process.exitCode = 1;
}
