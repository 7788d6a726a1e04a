import { describe, expect, it } from 'vitest';
import {
  GENERAL_SUBJECT,
  LEAD_MESSAGES,
  MAX_LENGTHS,
  QUOTE_SERVICES,
  echoLeadValues,
  formDataBytes,
  sanitizeLeadValue,
  truncateLeadValue,
  validateLead as validateInBrowser,
} from './lead';
import { parseLead } from './lead-schema';

const contact = {
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  phone: '0532 123 45 67',
  email: 'ayse@example.com',
  service: '',
  message: 'Merhaba',
};
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

// The browser's check (no zod) and the server's (zod) apply the same rules: every case below
// runs against both.
describe.each([
  ['in the browser', validateInBrowser],
  ['on the server', parseLead as typeof validateInBrowser],
])('lead validation %s', (_where, validateLead) => {
  it('accepts valid forms and trims every field', () => {
    const r = validateLead('contact', { ...contact, firstName: '  Ayşe ', message: ' Merhaba \n' });
    expect(r.ok).toBe(true);
    expect(r.data).toMatchObject({ firstName: 'Ayşe', message: 'Merhaba', service: '' });
    expect(validateLead('quote', quote).ok).toBe(true);
    expect(GENERAL_SUBJECT).toBe('Genel İletişim');
  });

  it('checks the rules in the order of the specification', () => {
    // Everything wrong at once: the required rule speaks first.
    expect(validateLead('contact', { ...contact, firstName: '', email: 'x', phone: '1' }).message).toBe(
      LEAD_MESSAGES.required,
    );
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
    // Long enough, but not a number anyone can call: at least 10 digits.
    ['----------', false],
    ['(((( ))))++', false],
    ['+90 (53) 2-1', false],
    ['+90 (53) 2-12-34', false],
    ['+90 (532) 12-34-5', true],
  ])('phone %s → %s', (phone, ok) => {
    const r = validateLead('contact', { ...contact, phone });
    expect(r.ok).toBe(ok);
    if (!ok) expect(r.message).toBe(LEAD_MESSAGES.phone);
  });

  it('wants a letter in each name; invisible characters alone count as empty', () => {
    for (const blank of ['\u200b', '\u200b\u200c\u200d', '\ufeff \u2060', '\u3164', '\u00ad']) {
      const r = validateLead('contact', { ...contact, firstName: blank });
      expect(r.message, JSON.stringify(blank)).toBe(LEAD_MESSAGES.required);
      expect(r.fieldErrors.firstName).toBe(LEAD_MESSAGES.required);
    }
    for (const nameless of ['123', '---', '!!', '\u200b1\u200b']) {
      const r = validateLead('quote', { ...quote, lastName: nameless });
      expect(r.message, nameless).toBe(LEAD_MESSAGES.name);
      expect(Object.keys(r.fieldErrors)).toEqual(['lastName']);
    }
    // The specification's rules speak first.
    expect(validateLead('contact', { ...contact, firstName: '123', email: 'x' }).message).toBe(LEAD_MESSAGES.email);
    for (const name of ['Ğ', 'İsmail Hakkı', 'O’Neil', 'Jean-Luc', 'Ayşe 2']) {
      expect(validateLead('contact', { ...contact, firstName: name }).ok, name).toBe(true);
    }
    // Invisible characters at the ends are trimmed like spaces.
    expect(validateLead('contact', { ...contact, firstName: '\u200bAyşe\ufeff' }).data?.firstName).toBe('Ayşe');
  });

  it('removes NUL and other control characters before checking and storing', () => {
    const r = validateLead('contact', {
      ...contact,
      firstName: 'Ay\u0000şe\u0007',
      lastName: 'Yıl\tmaz\u0085',
      email: 'ayse@example.com\u0000',
      message: 'Satır 1\r\nSatır\u0000 2\r\tgirintili\u001b[31m\u009b\u007f',
    });
    expect(r.ok).toBe(true);
    expect(r.data).toMatchObject({
      firstName: 'Ayşe',
      lastName: 'Yıl maz',
      email: 'ayse@example.com',
      message: 'Satır 1\nSatır 2\n\tgirintili[31m',
    });
    // NUL alone is nothing at all.
    expect(validateLead('contact', { ...contact, message: '\u0000\u0000' }).message).toBe(LEAD_MESSAGES.required);
    expect(sanitizeLeadValue('phone', '0532\n123\u000045 67')).toBe('0532 12345 67');
    expect(sanitizeLeadValue('message', 'a\u2028b')).toBe('a\nb');
  });

  it('echoes values cleaned and cut to each field’s maximum, never splitting a character', () => {
    const huge = 'ç'.repeat(900_000);
    const echoed = echoLeadValues({ message: huge, firstName: ` ${'a'.repeat(150)}`, phone: '0532\u0000' });
    expect(echoed.message).toHaveLength(MAX_LENGTHS.message);
    expect(echoed.firstName).toBe(` ${'a'.repeat(99)}`);
    expect(echoed.phone).toBe('0532');
    // An emoji is two UTF-16 units: a cut through it drops it whole.
    const emojis = truncateLeadValue('firstName', `${'a'.repeat(99)}😀`);
    expect(emojis).toBe('a'.repeat(99));
    expect(truncateLeadValue('firstName', `${'a'.repeat(98)}😀`)).toBe(`${'a'.repeat(98)}😀`);
  });

  it('counts a form’s bytes in UTF-8', () => {
    const form = new FormData();
    form.set('message', 'ş'.repeat(10));
    form.set('a', 'b');
    expect(formDataBytes(form)).toBe('message'.length + 20 + 2);
  });

  it('accepts only the listed quote services', () => {
    expect(QUOTE_SERVICES).toEqual([
      'Şehir İçi Taşıma',
      'Şehirlerarası Taşıma',
      'Ofis Taşıma',
      'Parça Eşya Taşıma',
      'Ev Taşıma',
      'Endüstriyel Taşıma',
    ]);
    expect(validateLead('quote', { ...quote, service: 'Uzay Taşıma' }).message).toBe(
      'Lütfen listeden bir hizmet seçin.',
    );
  });

  it('limits lengths with a clear message', () => {
    expect(validateLead('contact', { ...contact, firstName: 'a'.repeat(101) }).message).toBe(
      'Ad en fazla 100 karakter olabilir.',
    );
    expect(validateLead('contact', { ...contact, message: 'a'.repeat(5001) }).message).toBe(
      'Mesaj en fazla 5000 karakter olabilir.',
    );
    expect(validateLead('quote', { ...quote, toLocation: 'a'.repeat(121) }).message).toBe(
      'Nereye en fazla 120 karakter olabilir.',
    );
    expect(validateLead('contact', { ...contact, message: 'a'.repeat(5000) }).ok).toBe(true);
  });
});
