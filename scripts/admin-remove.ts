// `npm run admin:remove -- --email E`: removes a staff account by the Ekip tab's own rules
// (lib/team/accounts.server.ts removeAccount, decision 052): the last active manager is
// refused, the account's leads become unassigned, its sessions end and its links are cancelled.
import { errorLine, parseCli } from './lib/cli.ts';
import { loadConfig } from './lib/config.ts';

const USAGE = `Kullanım: npm run admin:remove -- --email eski@firma.com.tr
  Hesabı siler: atanmış talepleri atanmamış olur, açık oturumları kapanır, davet ve şifre
  bağlantıları iptal edilir. Panelin Ekip sekmesindeki kurallar geçerlidir: son etkin
  yönetici silinemez (önce başka birini yönetici yapın).`;

loadConfig();
const { values } = parseCli(USAGE, { email: { type: 'string' } });
if (!values.email) {
  console.error(USAGE);
  process.exit(2);
}

const { removeAccountByEmail } = await import('@/lib/team/index.server');
const { closeDatabase, getDatabase } = await import('@/lib/db/kysely.server');
try {
  const { db } = await getDatabase();
  const outcome = await removeAccountByEmail(db, values.email);
  if (outcome === 'done') console.log(`Hesap silindi: ${values.email}`);
  else {
    console.error(
      outcome === 'unknown'
        ? `Bu e-posta ile bir hesap yok: ${values.email}`
        : 'Bu son etkin yönetici hesabı; silinirse ekibi kimse yönetemez. Önce başka birini yönetici yapın.',
    );
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`Hesap silinemedi: ${errorLine(error)}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
