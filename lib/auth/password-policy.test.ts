import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-policy';

describe('admin password policy', () => {
  it('accepts a long, uncommon password', () => {
    expect(passwordProblems('Kestane-Kebap-2026!', 'yonetim@hafifnakliyat.example')).toEqual([]);
  });

  it('refuses short passwords with the reason in Turkish', () => {
    expect(passwordProblems('Ab3!xyz')).toEqual(['Şifre en az 10 karakter olmalıdır.']);
  });

  it.each(['1234567890', 'password123', 'Galatasaray1905', 'Şifre1234', 'aaaaaaaaaaaa', 'qwertyuiop'])(
    'refuses the common password %s',
    (pw) => {
      expect(passwordProblems(pw)).toContain('Bu şifre çok yaygın kullanılan, tahmin edilmesi kolay bir şifredir.');
    },
  );

  it('refuses a password built from the e-mail address', () => {
    expect(passwordProblems('yonetim-2026-x', 'yonetim@hafifnakliyat.example')).toEqual([
      'Şifre e-posta adresinizin @ işaretinden önceki kısmını içermemelidir.',
    ]);
  });

  it('names the part of the address the rule is about (only the part before the @ is in it)', () => {
    const problems = passwordProblems('Ofis-Kapisi-2026', 'ofis@hafifnakliyat.example');
    expect(problems).toEqual(['Şifre e-posta adresinizin @ işaretinden önceki kısmını içermemelidir.']);
    expect(problems.join(' ')).not.toMatch(/adresinizi içermemelidir/);
  });
});
