import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { DEFAULT_ESTIMATE_SETTINGS } from '@/lib/estimate';
import { diffFields } from '@/lib/data/site-settings.server';
import { companyFromEnv } from './company';
import {
  companyFormGroups,
  companyDisplay,
  companyFormValues,
  fieldLabels,
  parseCompanyForm,
  parsePricesForm,
  pricesDisplay,
  pricesFormGroups,
  pricesFormValues,
} from './forms';
import { builtInServicePrices } from './prices';

const prices = builtInServicePrices();

describe('the Fiyatlar form', () => {
  it('labels every field of the 12 services with the service title, then the estimate settings', () => {
    const [services, estimate] = pricesFormGroups();
    expect(services!.fields).toHaveLength(36);
    expect(services!.fields[0]).toMatchObject({
      name: 'svc.sehir-ici-tasima.priceFrom',
      label: 'Şehir İçi Taşıma başlangıç fiyatı',
    });
    expect(estimate!.fields.map((f) => f.name)).toContain('est.volumeM3.2+1');
    expect(estimate!.fields.map((f) => f.name)).toContain('est.weekdayDiscountPercent');
  });

  it('reads back the values it shows, unchanged', () => {
    const values = pricesFormValues(prices, DEFAULT_ESTIMATE_SETTINGS);
    const result = parsePricesForm(values);
    expect(result).toEqual({ ok: true, value: { services: prices, estimate: DEFAULT_ESTIMATE_SETTINGS } });
  });

  it('accepts "15.000" and months typed with spaces, and answers bad values by field name', () => {
    const values = pricesFormValues(prices, DEFAULT_ESTIMATE_SETTINGS);
    const ok = parsePricesForm({ ...values, 'svc.koli-tasima.priceFrom': '9.500', 'est.peakMonths': '7 8' });
    expect(ok.ok && ok.value.services['koli-tasima'].priceFrom).toBe(9500);
    expect(ok.ok && ok.value.estimate.peakMonths).toEqual([7, 8]);

    const bad = parsePricesForm({
      ...values,
      'svc.koli-tasima.priceFrom': '-1',
      'est.baseFee': 'çok',
      'est.peakMonths': '13',
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors['svc.koli-tasima.priceFrom']).toBe('Koli Taşıma başlangıç fiyatı en az 500 TL olmalıdır.');
    expect(bad.errors['est.baseFee']).toBe('Taban ücret için bir sayı girin.');
    expect(bad.errors['est.peakMonths']).toBe('Yoğun sezon ayları 1 ile 12 arasında olmalıdır.');
    const smaller = parsePricesForm({ ...values, 'est.volumeM3.3+1': '5' });
    expect(!smaller.ok && smaller.errors).toEqual({
      'est.volumeM3.3+1': '3+1 evin tipik hacmi 2+1 evinkinden az olamaz.',
    });
  });

  it('accepts a percentage typed with its sign ("%12", "15 %"), only where the field is a percentage', () => {
    const values = pricesFormValues(prices, DEFAULT_ESTIMATE_SETTINGS);
    const ok = parsePricesForm({
      ...values,
      'est.weekdayDiscountPercent': '%12',
      'est.weekendSurchargePercent': '15 %',
    });
    expect(ok.ok && [ok.value.estimate.weekdayDiscountPercent, ok.value.estimate.weekendSurchargePercent]).toEqual([
      12, 15,
    ]);
    const lira = parsePricesForm({ ...values, 'est.baseFee': '%4000' });
    expect(!lira.ok && Object.keys(lira.errors)).toEqual(['est.baseFee']);
  });

  it('refuses numbers written as JavaScript reads them, not as staff type them', () => {
    const values = pricesFormValues(prices, DEFAULT_ESTIMATE_SETTINGS);
    const result = parsePricesForm({
      ...values,
      'svc.koli-tasima.priceFrom': '0x2710',
      'svc.yuk-tasima.priceFrom': '1e4',
      'est.baseFee': '0x10',
      'est.labourPerM3': 'Infinity',
      'est.packingPerM3': '',
    });
    expect(!result.ok && result.errors).toEqual({
      'svc.koli-tasima.priceFrom': 'Koli Taşıma başlangıç fiyatı için bir sayı girin.',
      'svc.yuk-tasima.priceFrom': 'Yük Taşıma başlangıç fiyatı için bir sayı girin.',
      'est.baseFee': 'Taban ücret için bir sayı girin.',
      'est.labourPerM3': 'İşçilik (m³ başına) için bir sayı girin.',
      'est.packingPerM3': 'Paketleme (m³ başına) için bir sayı girin.',
    });
  });

  it('records a change as staff read it: field, old → new', () => {
    const before = pricesDisplay(prices, DEFAULT_ESTIMATE_SETTINGS);
    const after = pricesDisplay(
      { ...prices, 'koli-tasima': { ...prices['koli-tasima'], priceFrom: 9500 } },
      { ...DEFAULT_ESTIMATE_SETTINGS, weekdayDiscountPercent: 12 },
    );
    expect(diffFields(before, after)).toEqual([
      { field: 'svc.koli-tasima.priceFrom', oldValue: '8.000 TL', newValue: '9.500 TL' },
      { field: 'est.weekdayDiscountPercent', oldValue: '%10', newValue: '%12' },
    ]);
    expect(fieldLabels(pricesFormGroups())['svc.koli-tasima.priceFrom']).toBe('Koli Taşıma başlangıç fiyatı');
  });
});

describe('the Firma Bilgileri form', () => {
  const company = companyFromEnv(parseEnv({}));

  it('shows phones in the Turkish format and stores them as E.164', () => {
    const values = companyFormValues(company);
    expect(values['co.phone']).toBe('0212 555 00 00');
    const result = parseCompanyForm({ ...values, 'co.phone': '0216 333 44 55' });
    expect(result.ok && result.value.phone).toBe('+902163334455');
    // Every company field is in the form: 27 fields (KDV's two and the reviews' two among them) and 6 figures, each figure with its confirmation box.
    const fields = companyFormGroups().flatMap((g) => g.fields);
    expect(fields).toHaveLength(33);
    expect(fields.filter((f) => f.confirm)).toHaveLength(6);
  });

  it('states KDV for the offers: dahil at 20 % by default, a whole rate up to 50, hariç from the list', () => {
    const values = companyFormValues(company);
    expect(values['co.vatMode']).toBe('dahil');
    expect(values['co.vatRatePercent']).toBe('20');
    const changed = parseCompanyForm({ ...values, 'co.vatMode': 'haric', 'co.vatRatePercent': '%10' });
    expect(changed.ok && [changed.value.vatMode, changed.value.vatRatePercent]).toEqual(['haric', 10]);
    const refused = parseCompanyForm({ ...values, 'co.vatMode': 'belki', 'co.vatRatePercent': '0x14' });
    expect(!refused.ok && refused.errors).toMatchObject({
      'co.vatMode': 'Fiyatlar KDV dahil mi: listeden seçilmelidir.',
      'co.vatRatePercent': 'KDV oranı (%) 0 ile 50 arasında tam sayı olmalıdır (örnek: 20).',
    });
  });

  it('keys the messages by field name', () => {
    const result = parseCompanyForm({ ...companyFormValues(company), 'co.whatsapp': '555' });
    expect(result).toEqual({
      ok: false,
      errors: { 'co.whatsapp': 'WhatsApp numarası geçerli bir telefon numarası olmalıdır (örnek: 0212 555 00 00).' },
    });
  });

  it('takes the service hours from a day list and time fields, and checks them as a whole', () => {
    const values = companyFormValues(company);
    expect(values['co.moveFirstDay']).toBe('Monday');
    expect(values['co.movesOpen']).toBe('08:00');
    const saved = parseCompanyForm({
      ...values,
      'co.moveFirstDay': 'Tuesday',
      'co.moveLastDay': 'Friday',
      'co.movesOpen': '9.30',
      'co.movesClose': '17:00',
    });
    expect(saved.ok && [saved.value.moveFirstDay, saved.value.movesOpen]).toEqual(['Tuesday', '09:30']);
    expect(saved.ok && companyDisplay(saved.value)['co.moveLastDay']).toBe('Cuma');
    const wrong = parseCompanyForm({
      ...values,
      'co.moveFirstDay': 'Friday',
      'co.moveLastDay': 'Monday',
      'co.movesOpen': '18:00',
      'co.movesClose': '08:00',
    });
    expect(wrong).toEqual({
      ok: false,
      errors: {
        'co.moveLastDay': 'Son gün, ilk günden önce olamaz (haftanın günleri pazartesiden pazara sıralanır).',
        'co.movesClose': 'Bitiş saati, başlangıç saatinden sonra olmalıdır.',
      },
    });
    const bad = parseCompanyForm({ ...values, 'co.movesOpen': '25:00', 'co.moveFirstDay': 'Funday' });
    expect(bad).toEqual({
      ok: false,
      errors: {
        'co.moveFirstDay': 'Taşıma günleri: ilk gün listeden seçilmelidir.',
        'co.movesOpen': 'Taşıma başlangıç saati SS:DD biçiminde bir saat olmalıdır (örnek: 08:00).',
      },
    });
  });
});
