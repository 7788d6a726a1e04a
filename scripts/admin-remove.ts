// `npm run admin:remove -- --email E`: removes a staff account and ends its sessions.
// The last account stays unless --son-hesap is given (nobody could sign in otherwise).
import { errorLine, parseCli } from './lib/cli.ts';
import { loadConfig } from './lib/config.ts';

const USAGE = `Kullanım: npm run admin:remove -- --email yonetici@firma.com.tr [--son-hesap]
  Hesabı siler ve açık oturumlarını kapatır. Son hesap ancak --son-hesap ile silinir.`;

loadConfig();
const { values } = parseCli(USAGE, { email: { type: 'string' }, 'son-hesap': { type: 'boolean' } });
if (!values.email) {
  console.error(USAGE);
  process.exit(2);
}

const { removeAdmin } = await import('@/lib/auth/admin.server');
const { getAuth } = await import('@/lib/auth/auth.server');
const { closeDatabase } = await import('@/lib/db/kysely.server');
try {
  const outcome = await removeAdmin(await getAuth(), values.email, { allowLast: values['son-hesap'] === true });
  if (outcome === 'removed') console.log(`Yönetici silindi: ${values.email}`);
  else {
    console.error(
      outcome === 'unknown'
        ? `Bu e-posta ile bir yönetici yok: ${values.email}`
        : 'Bu son yönetici hesabı; silinirse kimse giriş yapamaz. Yine de silmek için --son-hesap ekleyin.',
    );
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`Yönetici silinemedi: ${errorLine(error)}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
