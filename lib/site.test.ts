import { describe, expect, it } from 'vitest';
import { yearsInBusiness } from './facts';
import { buildSite, formatPhone, whatsappLink } from './site';
import { parseEnv } from './env';
import { organizationJsonLd } from './seo/json-ld';
import { companyFromEnv, parseCompanySettings } from '@/lib/settings';

describe('company identity helpers', () => {
  it('writes Turkish numbers the way they are read', () => {
    expect(formatPhone('+902125550000')).toBe('0212 555 00 00');
    expect(formatPhone('+905321234567')).toBe('0532 123 45 67');
    expect(formatPhone('+4915112345678')).toBe('+4915112345678');
  });

  it('builds a WhatsApp link with the prefilled text encoded', () => {
    expect(whatsappLink('+905550000000', 'Merhaba, fiyat & bilgi?')).toBe(
      'https://wa.me/905550000000?text=Merhaba%2C%20fiyat%20%26%20bilgi%3F',
    );
  });

  it('computes the years in business from 2003', () => {
    expect(yearsInBusiness(new Date('2026-11-21T12:00:00Z'))).toBe(23);
    expect(yearsInBusiness(new Date('2030-01-01T12:00:00Z'))).toBe(27);
  });
});

describe('social links', () => {
  it('default to none, and show only the profiles given', () => {
    const e = parseEnv({});
    expect(buildSite(companyFromEnv(e), e).socials).toEqual([]);
    const withTwo = parseEnv({ SOCIAL_INSTAGRAM: 'https://www.instagram.com/firma', SOCIAL_GOOGLE: '' });
    expect(buildSite(companyFromEnv(withTwo), withTwo).socials).toEqual([
      { name: 'Instagram', url: 'https://www.instagram.com/firma' },
    ]);
    expect(organizationJsonLd(buildSite(companyFromEnv(e), e))).not.toHaveProperty('sameAs');
  });

  it('can be cleared in Firma Bilgileri', () => {
    const e = parseEnv({ SOCIAL_FACEBOOK: 'https://www.facebook.com/firma' });
    const result = parseCompanySettings({ ...companyFromEnv(e), facebook: '' });
    expect(result.ok && result.value.facebook).toBe('');
    expect(parseCompanySettings({ ...companyFromEnv(e), facebook: 'facebook' }).ok).toBe(false);
  });
});
