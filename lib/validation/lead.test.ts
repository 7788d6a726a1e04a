import { describe, expect, it } from 'vitest';
import { GENERAL_SUBJECT, LEAD_MESSAGES, QUOTE_SERVICES, validateLead } from './lead';

const contact = { firstName: 'Ayşe', lastName: 'Yılmaz', phone: '0532 123 45 67', email: 'ayse@example.com', service: '', message: 'Merhaba' };
const quote = {
  firstName: 'Mehmet',
  lastName: 'Öztürk',
  phone: '+90 (212) 555-00-00',
  email: 'mehmet@example.com.tr',
  fromLocation: 'Bağcılar',
  toLocation: 'Kadıköy',
  service: 'Ev Taşıma',
  message: '',
};

describe('lead validation', () => {
  it('accepts valid forms and trims every field', () => {
    const r = validateLead('contact', { ...contact, firstName: '  Ayşe ', message: ' Merhaba \n' });
    expect(r.ok).toBe(true);
    expect(r.data).toMatchObject({ firstName: 'Ayşe', message: 'Merhaba', service: '' });
    expect(validateLead('quote', quote).ok).toBe(true);
    expect(GENERAL_SUBJECT).toBe('Genel İletişim');
  });

  it('checks the rules in the order of the specification', () => {
    // Everything wrong at once: the required rule speaks first.
    expect(validateLead('contact', { ...contact, firstName: '', email: 'x', phone: '1' }).message).toBe(LEAD_MESSAGES.required);
    expect(validateLead('contact', { ...contact, email: 'x', phone: '1' }).message).toBe(LEAD_MESSAGES.email);
    expect(validateLead('contact', { ...contact, phone: '12345' }).message).toBe(LEAD_MESSAGES.phone);
    expect(validateLead('contact', { ...contact, message: '   ' }).message).toBe(LEAD_MESSAGES.required);
  });

  it('knows which fields each form requires', () => {
    expect(validateLead('contact', { ...contact, service: '' }).ok).toBe(true);
    expect(validateLead('quote', { ...quote, message: '' }).ok).toBe(true);
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'fromLocation', 'toLocation', 'service'] as const) {
      const r = validateLead('quote', { ...quote, [field]: '' });
      expect(r.message, field).toBe(LEAD_MESSAGES.required);
      expect(Object.keys(r.fieldErrors)).toEqual([field]);
    }
  });

  it.each([
    ['a@b.c', true],
    ['ayşe@örnek.com.tr', true],
    ['ayse@example', false],
    ['ayse example@x.com', false],
    ['@example.com', false],
  ])('e-mail %s → %s', (email, ok) => {
    expect(validateLead('contact', { ...contact, email }).ok).toBe(ok);
  });

  it.each([
    ['05321234567', true],
    ['+90 532 123 45 67', true],
    ['(0212) 555-0000', true],
    ['123456789', false],
    ['0532 123 45 6a', false],
  ])('phone %s → %s', (phone, ok) => {
    expect(validateLead('contact', { ...contact, phone }).ok).toBe(ok);
  });

  it('accepts only the listed quote services', () => {
    expect(QUOTE_SERVICES).toEqual(['Şehir İçi Taşıma', 'Şehirlerarası Taşıma', 'Ofis Taşıma', 'Parça Eşya Taşıma', 'Ev Taşıma', 'Endüstriyel Taşıma']);
    expect(validateLead('quote', { ...quote, service: 'Uzay Taşıma' }).message).toBe('Lütfen listeden bir hizmet seçin.');
  });

  it('limits lengths with a clear message', () => {
    expect(validateLead('contact', { ...contact, firstName: 'a'.repeat(101) }).message).toBe('Ad en fazla 100 karakter olabilir.');
    expect(validateLead('contact', { ...contact, message: 'a'.repeat(5001) }).message).toBe('Mesaj en fazla 5000 karakter olabilir.');
    expect(validateLead('quote', { ...quote, toLocation: 'a'.repeat(121) }).message).toBe('Nereye en fazla 120 karakter olabilir.');
    expect(validateLead('contact', { ...contact, message: 'a'.repeat(5000) }).ok).toBe(true);
  });
});
