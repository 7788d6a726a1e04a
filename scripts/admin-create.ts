// `npm run admin:create -- --email E --password P`: creates the administrator,
// or resets its password. Refuses weak passwords with the reasons in Turkish.
import { parseArgs } from 'node:util';
import { createOrResetAdmin } from '@/lib/auth/admin';
import { getAuth } from '@/lib/auth/auth';
import { getDatabase } from '@/lib/db/kysely';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
if (!values.email || !values.password) {
  console.error('Kullanım: npm run admin:create -- --email yonetici@ornek.com --password "güçlü bir şifre"');
  process.exit(2);
}
try {
  const result = await createOrResetAdmin(await getAuth(), values.email, values.password);
  if (!result.ok) {
    console.error(`Yönetici kaydedilmedi:\n${result.problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(
      result.created ? `Yönetici oluşturuldu: ${values.email}` : `Yöneticinin şifresi güncellendi: ${values.email}`,
    );
  }
} finally {
  await (await getDatabase()).db.destroy();
}
