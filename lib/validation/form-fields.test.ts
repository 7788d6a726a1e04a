import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  flagField,
  formFields,
  idField,
  integerField,
  istanbulDateTimeField,
  numberField,
  oneOf,
  readNumber,
  returnField,
  textField,
} from './form-fields';

const error = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues[0]?.message;

describe('numbers as staff type them', () => {
  it('reads plain digits, Turkish thousands and decimal commas, with "TL"', () => {
    expect(readNumber('1500')).toBe(1500);
    expect(readNumber('1.500')).toBe(1500);
    expect(readNumber('15.000')).toBe(15000);
    expect(readNumber('1 250 000')).toBe(1250000);
    expect(readNumber(' 1 250 000 TL')).toBe(1250000);
    expect(readNumber('15.000TL')).toBe(15000);
    expect(readNumber('15000,50')).toBe(15000.5);
    expect(readNumber('15.000,50')).toBe(15000.5);
    // A form shows a decimal setting as String(n): "2.5" must read back as 2.5.
    expect(readNumber('2.5')).toBe(2.5);
    expect(readNumber('2,5')).toBe(2.5);
    expect(readNumber(' 12 ')).toBe(12);
    expect(readNumber('-5')).toBe(-5);
    expect(readNumber(7)).toBe(7);
  });

  it('refuses what JavaScript would read as a number but a person would not type', () => {
    for (const text of [
      '0x10',
      '1e3',
      '1E3',
      'Infinity',
      '-Infinity',
      'NaN',
      '+5',
      '',
      '   ',
      '0b11',
      '0o17',
      '1_000',
    ]) {
      expect(readNumber(text), text).toBeNaN();
    }
    for (const text of ['.5', '5.', '1,5,0', '1.50.000', '1 2', '12 34', '--5', '- 5', '5-', 'on bin', '١٢']) {
      expect(readNumber(text), text).toBeNaN();
    }
    expect(readNumber('9'.repeat(400))).toBeNaN();
    expect(readNumber(Number.POSITIVE_INFINITY)).toBeNaN();
    expect(readNumber(undefined)).toBeNaN();
    expect(readNumber(null)).toBeNaN();
  });

  it('answers "0x10", "1e3", "Infinity" and empty text with the field\'s "not a number" message', () => {
    const price = numberField(
      z
        .number({ error: 'Fiyat için bir sayı girin.' })
        .int({ error: 'Fiyat tam lira olmalıdır.' })
        .min(500, { error: 'Fiyat en az 500 TL olmalıdır.' }),
    );
    for (const text of ['0x10', '1e3', 'Infinity', '', undefined]) {
      expect(error(price.safeParse(text)), String(text)).toBe('Fiyat için bir sayı girin.');
    }
    // "-5" is a number, below the bound: the bound's own message says why.
    expect(error(price.safeParse('-5'))).toBe('Fiyat en az 500 TL olmalıdır.');
    expect(error(price.safeParse('1500,5'))).toBe('Fiyat tam lira olmalıdır.');
    expect(price.parse(' 1.500 ')).toBe(1500);
  });

  it('takes whole numbers within bounds', () => {
    const count = integerField({ min: 0, max: 100, label: 'Adet' });
    expect(count.parse(' 12 ')).toBe(12);
    expect(error(count.safeParse('-5'))).toBe('Adet en az 0 olmalıdır.');
    expect(error(count.safeParse('101'))).toBe('Adet en çok 100 olabilir.');
    expect(error(count.safeParse('2,5'))).toBe('Adet tam sayı olmalıdır.');
    expect(error(count.safeParse('0x10'))).toBe('Adet için bir sayı girin.');
    expect(error(count.safeParse('1e1'))).toBe('Adet için bir sayı girin.');
  });
});

describe('known values', () => {
  it('refuses a value that is not in the list, and a missing one, instead of choosing one', () => {
    const kind = oneOf(['contact', 'quote'] as const, 'Bilinmeyen tür.');
    expect(kind.parse('quote')).toBe('quote');
    for (const value of ['bogus', '', 'Contact', ' quote', undefined, 1]) {
      expect(error(kind.safeParse(value)), String(value)).toBe('Bilinmeyen tür.');
    }
  });

  it('reads a flag as on only for "1", refusing other values', () => {
    expect(flagField().parse('1')).toBe(true);
    expect(flagField().parse(undefined)).toBe(false);
    expect(flagField().safeParse('yes').success).toBe(false);
  });

  it('takes row ids of letters, digits, "-" and "_" only', () => {
    expect(idField().parse('0b7c4c3e-6a0f-4a8e-9d55-2f3b4a1c9e10')).toBe('0b7c4c3e-6a0f-4a8e-9d55-2f3b4a1c9e10');
    for (const value of ['', 'a/b', '../x', 'x'.repeat(65), undefined]) {
      expect(idField().safeParse(value).success, String(value)).toBe(false);
    }
  });

  it('reads a datetime-local value as Istanbul time and refuses anything else', () => {
    expect(istanbulDateTimeField().parse('2026-11-23T14:30').toISOString()).toBe('2026-11-23T11:30:00.000Z');
    for (const value of ['', '2026-11-23', 'yarın', undefined]) {
      expect(error(istanbulDateTimeField('Geçersiz').safeParse(value)), String(value)).toBe('Geçersiz');
    }
  });
});

describe('text', () => {
  it('trims, keeps line breaks as "\\n" and refuses more than its length', () => {
    const note = textField({ max: 5, required: true, error: 'Not boş ya da çok uzun.' });
    expect(note.parse('  a\r\nb  ')).toBe('a\nb');
    // Five characters in the browser ("a", line break, "bcd") are six as sent: still five here.
    expect(note.parse('a\r\nbcd')).toBe('a\nbcd');
    expect(error(note.safeParse('abcdef'))).toBe('Not boş ya da çok uzun.');
    expect(error(note.safeParse('   '))).toBe('Not boş ya da çok uzun.');
    expect(error(note.safeParse(undefined))).toBe('Not boş ya da çok uzun.');
  });

  it('folds white space of a single-line text; empty is allowed unless required', () => {
    const title = textField({ max: 10, singleLine: true });
    expect(title.parse('  Kadıköy \n  ev\t')).toBe('Kadıköy ev');
    expect(title.parse(undefined)).toBe('');
    expect(title.safeParse('x'.repeat(11)).success).toBe(false);
  });

  it('cuts an address to return to rather than refusing the action', () => {
    expect(returnField(5).parse('sekme=teklifler')).toBe('sekme');
    expect(returnField().parse(undefined)).toBe('');
  });
});

describe('a sent form as an object', () => {
  it("keeps each text field once (its first value), leaving out files and the framework's fields", () => {
    const form = new FormData();
    form.append('kind', 'quote');
    form.append('kind', 'contact');
    form.append('$ACTION_ID_abc', '');
    form.append('photo', new Blob(['x']), 'x.jpg');
    form.append('svc.a', '1');
    expect(formFields(form)).toEqual({ kind: 'quote', 'svc.a': '1' });
    expect(formFields(form, (name) => name.startsWith('svc.'))).toEqual({ 'svc.a': '1' });
  });
});
