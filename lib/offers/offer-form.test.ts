import { describe, expect, it } from 'vitest';
import { lineRowCount, offerFormValues, parseAmount, parseOfferForm } from './offer-form';

const form = (over: Record<string, string> = {}) => ({
  'line.0.label': 'Şehir içi araç ve şoför',
  'line.0.amount': '12.500',
  'line.1.label': 'Paketleme',
  'line.1.amount': '3000',
  moveDate: '2026-12-15',
  moveDateEnd: '',
  vehicles: '1 kamyon',
  crew: '4 kişi',
  included: 'Yükleme ve boşaltma\n\n  Taşıma  ',
  excluded: 'Montaj',
  assumptions: 'Yükleme adresi: 3. kat\nAracın kapıya uzaklığı: en çok 20 metre',
  validityDays: '7',
  paymentTerms: 'Ödeme taşıma günü, teslimattan sonra',
  note: '',
  ...over,
});

describe('staff save an offer from the editor', () => {
  it('reads the lines, lists one item a line, and the terms', () => {
    const result = parseOfferForm(form());
    expect(result.ok && result.value).toMatchObject({
      lines: [
        { label: 'Şehir içi araç ve şoför', amount: 12500 },
        { label: 'Paketleme', amount: 3000 },
      ],
      included: ['Yükleme ve boşaltma', 'Taşıma'],
      assumptions: [{ label: 'Yükleme adresi: 3. kat' }, { label: 'Aracın kapıya uzaklığı: en çok 20 metre' }],
      moveDateEnd: null,
      validityDays: 7,
    });
  });

  it('takes whole lira only: hex, exponents, decimals and words are refused with a Turkish message', () => {
    for (const bad of ['0x10', '1e3', '12,5', '12.5', 'on bin', '', '1.00.000', 'Infinity']) {
      expect(parseAmount(bad), bad).toBeNull();
      const result = parseOfferForm(form({ 'line.1.amount': bad }));
      expect(result.ok, bad).toBe(false);
      expect(!result.ok && result.errors['line.1.amount']).toBe(
        'Tutar TL olarak tam sayı olmalı (örnek: 12.500; indirim için -1.000).',
      );
    }
    expect(parseAmount('-1.000')).toBe(-1000);
    expect(parseAmount('1.250.000')).toBe(1_250_000);
    expect(parseAmount('4500 TL')).toBe(4500);
  });

  it('drops removed and empty rows, and asks for a label and at least one line', () => {
    const removed = parseOfferForm(form({ 'line.1.remove': '1', 'line.2.label': '', 'line.2.amount': '' }));
    expect(removed.ok && removed.value.lines).toEqual([{ label: 'Şehir içi araç ve şoför', amount: 12500 }]);
    const noLabel = parseOfferForm(form({ 'line.1.label': '' }));
    expect(!noLabel.ok && noLabel.errors['line.1.label']).toBe('Satırın açıklamasını yazın.');
    const none = parseOfferForm(form({ 'line.0.remove': '1', 'line.1.remove': '1' }));
    expect(!none.ok && none.errors.lines).toBe('Teklifte en az bir satır olmalı.');
  });

  it('checks the dates, validity and payment terms in Turkish', () => {
    const result = parseOfferForm(
      form({ moveDate: '2026-02-30', moveDateEnd: 'yarın', validityDays: '0x7', paymentTerms: ' ' }),
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toMatchObject({
      moveDate: 'Taşıma tarihini seçin.',
      moveDateEnd: 'Son günü geçerli bir tarih olarak seçin.',
      validityDays: 'Geçerlilik 1 ile 90 gün arasında tam sayı olmalı.',
      paymentTerms: 'Ödeme koşullarını yazın.',
    });
    const backwards = parseOfferForm(form({ moveDateEnd: '2026-12-10' }));
    expect(!backwards.ok && backwards.errors.moveDateEnd).toBe('Son gün, ilk günden önce olamaz.');
  });

  it('shows a saved offer back in the fields with the amounts in the Turkish format and extra empty rows', () => {
    const result = parseOfferForm(form());
    if (!result.ok) throw new Error('form refused');
    const values = offerFormValues(result.value, 1);
    expect(values['line.0.amount']).toBe('12.500');
    expect(values['line.2.label']).toBe('');
    expect(lineRowCount(values)).toBe(3);
    const again = parseOfferForm(values);
    expect(again.ok && again.value).toEqual(result.value);
  });
});
