import { describe, expect, it } from 'vitest';
import { yearsInBusiness } from './facts';
import { formatPhone, whatsappLink } from './site';

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
