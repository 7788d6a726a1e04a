import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import {
  companyFromEnv,
  effectiveCompany,
  parseCompanySettings,
  placeholderFields,
  placeholderWarning,
  type CompanySettings,
} from './company';

const builtIn = companyFromEnv(parseEnv({}));

describe('which company fact wins', () => {
  it('takes the environment over the built-in default', () => {
    const fromEnv = companyFromEnv(parseEnv({ COMPANY_PHONE: '+902163334455', COMPANY_K3_CERTIFICATE: 'K3-123' }));
    expect(fromEnv.phone).toBe('+902163334455');
    expect(fromEnv.k3Certificate).toBe('K3-123');
    expect(fromEnv.phone2).toBe(builtIn.phone2);
  });

  it('takes what staff saved over the environment, field by field, and ignores a saved value that fails the checks', () => {
    const fromEnv = companyFromEnv(parseEnv({ COMPANY_PHONE: '+902163334455', COMPANY_EMAIL: 'env@firma.com.tr' }));
    const saved = { phone: '+905321112233', email: 'not an e-mail', insurancePartner: 'Örnek Sigorta' };
    const effective = effectiveCompany(fromEnv, saved);
    expect(effective.phone).toBe('+905321112233');
    expect(effective.email).toBe('env@firma.com.tr');
    expect(effective.insurancePartner).toBe('Örnek Sigorta');
    expect(effective.street).toBe(fromEnv.street);
    expect(effectiveCompany(fromEnv, undefined)).toEqual(fromEnv);
    expect(effectiveCompany(fromEnv, 'garbage')).toEqual(fromEnv);
  });
});

describe('checking the Firma Bilgileri form', () => {
  const valid: Record<keyof CompanySettings, unknown> = { ...builtIn };

  it('keeps phones as E.164 whichever usual form they are typed in', () => {
    const result = parseCompanySettings({ ...valid, phone: '0216 333 44 55', whatsapp: '+90 532 111 22 33' });
    expect(result.ok && result.value.phone).toBe('+902163334455');
    expect(result.ok && result.value.whatsapp).toBe('+905321112233');
  });

  it('reads coordinates with a decimal comma', () => {
    const result = parseCompanySettings({ ...valid, latitude: '41,05', longitude: '28.9' });
    expect(result.ok && [result.value.latitude, result.value.longitude]).toEqual([41.05, 28.9]);
  });

  it('answers each bad field with a Turkish message of its own', () => {
    const result = parseCompanySettings({
      ...valid,
      phone: '12',
      email: 'info@',
      postalCode: '342',
      latitude: '95',
      facebook: 'facebook.com/x',
      name: ' ',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({
      name: 'Ticari ad boş bırakılamaz.',
      phone: 'Telefon 1 (ana hat) geçerli bir telefon numarası olmalıdır (örnek: 0212 555 00 00).',
      email: 'E-posta geçerli bir e-posta adresi olmalıdır (örnek: info@firma.com.tr).',
      postalCode: 'Posta kodu beş haneli olmalıdır (örnek: 34200).',
      latitude: 'Harita enlemi −90 ile 90 arasında bir sayı olmalıdır.',
      facebook: 'Facebook adresi https:// ile başlayan geçerli bir adres olmalıdır.',
    });
  });
});

describe('the placeholder identity', () => {
  it('names the fields still holding their placeholder default', () => {
    expect(placeholderFields(builtIn, builtIn)).toEqual(['phone', 'phone2', 'phone3', 'whatsapp', 'email', 'street']);
    const configured: CompanySettings = {
      ...builtIn,
      phone: '+902163334455',
      phone2: '+902163334456',
      phone3: '+905321112233',
      whatsapp: '+905321112233',
      email: 'info@firma.com.tr',
      street: 'Gerçek Mahallesi, Gerçek Sokak No: 5',
    };
    expect(placeholderFields(configured, builtIn)).toEqual([]);
    expect(placeholderFields({ ...configured, email: builtIn.email }, builtIn)).toEqual(['email']);
  });

  it('warns at start with the fields and their variables, and stays quiet once configured', () => {
    expect(placeholderWarning(['phone', 'email'])).toMatch(/phone \(COMPANY_PHONE\), email \(COMPANY_EMAIL\)/);
    expect(placeholderWarning([])).toBeNull();
  });
});
