// `npm run admin:create -- --email E`: creates a staff account, or sets a new
// password for an existing one (and ends its sessions). The password is asked
// without echo, or read from standard input; never from the command line, where
// it would stay in the shell's history. Weak passwords are refused with reasons.
import { loadConfig } from './lib/config.ts';
import { errorLine, parseCli, readNewPassword } from './lib/cli.ts';

const USAGE = `Kullanım: npm run admin:create -- --email yonetici@firma.com.tr
  Şifre sorulur (yazarken görünmez) ya da standart girdiden okunur:
  npm run admin:create -- --email yonetici@firma.com.tr < sifre.txt
  Hesap varsa şifresi değiştirilir ve açık oturumları kapatılır.`;

loadConfig();
const { values } = parseCli(USAGE, { email: { type: 'string' }, password: { type: 'string' } });
if (values.password !== undefined) {
  console.error(
    'Şifre komut satırında verilmez: kabuk geçmişinde ve süreç listesinde görünür.\n' +
      'Komutu --password olmadan çalıştırın; şifre sorulacak ya da standart girdiden okunacak.',
  );
  process.exit(2);
}
if (!values.email) {
  console.error(USAGE);
  process.exit(2);
}
const password = await readNewPassword();

const { createOrResetAdmin } = await import('@/lib/auth/admin.server');
const { getAuth } = await import('@/lib/auth/auth.server');
const { closeDatabase, getDatabase } = await import('@/lib/db/kysely.server');
try {
  const result = await createOrResetAdmin(await getAuth(), values.email, password, (await getDatabase()).db);
  if (!result.ok) {
    console.error(`Yönetici kaydedilmedi:\n${result.problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(
      result.created ? `Yönetici oluşturuldu: ${values.email}` : `Yöneticinin şifresi güncellendi: ${values.email}`,
    );
  }
} catch (error) {
  console.error(`Yönetici kaydedilmedi: ${errorLine(error)}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
