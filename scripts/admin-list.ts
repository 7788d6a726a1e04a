// `npm run admin:list`: the staff accounts that can sign in, with when each was created.
import { errorLine, parseCli } from './lib/cli.ts';
import { loadConfig } from './lib/config.ts';

loadConfig();
parseCli('Kullanım: npm run admin:list\n  Giriş yapabilen yönetici hesaplarını listeler.', {});

const { listAdmins } = await import('@/lib/auth/admin.server');
const { getAuth } = await import('@/lib/auth/auth.server');
const { closeDatabase } = await import('@/lib/db/kysely.server');
try {
  const admins = await listAdmins(await getAuth());
  if (!admins.length) console.log('Yönetici hesabı yok. Oluşturmak için: npm run admin:create -- --email E');
  const date = new Intl.DateTimeFormat('tr-TR', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  });
  for (const admin of admins) console.log(`${admin.email}\t(oluşturuldu: ${date.format(admin.createdAt)})`);
} catch (error) {
  console.error(`Yöneticiler okunamadı: ${errorLine(error)}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
