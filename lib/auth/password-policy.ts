// Weak passwords are refused with reasons in Turkish (DECISIONS.md): fewer
// than 10 characters, or a very common password.

export const MIN_PASSWORD_LENGTH = 10;

/** Very common passwords (and their obvious variants are caught by the normalisation below). */
const COMMON = new Set([
  '123456',
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '0123456789',
  '1111111111',
  '0000000000',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'asdfghjkl',
  'iloveyou',
  'admin',
  'admin123',
  'administrator',
  'welcome',
  'welcome1',
  'letmein',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'superman',
  'trustno1',
  'abc123',
  'abcdefghij',
  'sifre',
  'sifre123',
  'sifre1234',
  'parola',
  'parola123',
  'galatasaray',
  'fenerbahce',
  'besiktas',
  'trabzonspor',
  'istanbul',
  'istanbul34',
  'ankara06',
  'izmir35',
  'turkiye',
  'turkiye1923',
  'mustafakemal',
  'ataturk1881',
  'nakliyat',
  'hafifnakliyat',
  'nakliyat123',
  'yonetici',
  'yonetici123',
  'merhaba123',
  'asdasdasd',
  'qweasdzxc',
]);

function normalise(password: string): string {
  return password
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşü]/g, (c) => ({ ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' })[c]!)
    .replace(/[^a-z0-9]/g, '');
}

/** Reasons the password is too weak; empty when it is acceptable. */
export function passwordProblems(password: string, email?: string): string[] {
  const problems: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) problems.push(`Şifre en az ${MIN_PASSWORD_LENGTH} karakter olmalıdır.`);
  const plain = normalise(password);
  const withoutDigits = plain.replace(/\d+$/, '');
  if (
    COMMON.has(plain) ||
    COMMON.has(withoutDigits) ||
    /^(.)\1+$/.test(plain) ||
    '01234567890123456789'.includes(plain)
  ) {
    problems.push('Bu şifre çok yaygın kullanılan, tahmin edilmesi kolay bir şifredir.');
  }
  const local = email?.split('@')[0];
  if (local && local.length >= 4 && plain.includes(normalise(local)))
    problems.push('Şifre e-posta adresinizin @ işaretinden önceki kısmını içermemelidir.');
  return problems;
}
