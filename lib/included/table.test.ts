import { describe, expect, it } from 'vitest';
import { SERVICE_ORDER } from '@/content/services';
import {
  DEFAULT_INCLUDED,
  EXTRA_ITEMS,
  effectiveIncluded,
  includedDisplay,
  includedExtras,
  includedFieldName,
  includedFormValues,
  includedTableSchema,
  parseIncludedForm,
} from './table';

describe('what each service includes', () => {
  it('has a row for every service and a value for every extra', () => {
    expect(Object.keys(DEFAULT_INCLUDED)).toEqual([...SERVICE_ORDER]);
    for (const id of SERVICE_ORDER) expect(Object.keys(DEFAULT_INCLUDED[id])).toEqual([...EXTRA_ITEMS]);
    expect(includedTableSchema.safeParse(DEFAULT_INCLUDED).success).toBe(true);
  });

  it('seeds what the estimate charges for as extra for the services the estimate prices', () => {
    for (const id of ['sehir-ici-tasima', 'sehirlerarasi-tasima', 'evden-eve-nakliyat'] as const) {
      expect(includedExtras(DEFAULT_INCLUDED, id)).toEqual([]);
    }
    // The lift is what "Asansörlü Taşımacılık" sells.
    expect(includedExtras(DEFAULT_INCLUDED, 'asansorlu-tasimacilik')).toEqual(['furnitureLift']);
  });

  it('keeps the seed when nothing or something broken was saved, and takes each valid saved value', () => {
    expect(effectiveIncluded(undefined)).toEqual(DEFAULT_INCLUDED);
    expect(effectiveIncluded('nonsense')).toEqual(DEFAULT_INCLUDED);
    const table = effectiveIncluded({
      'sehir-ici-tasima': { packing: 'included', assembly: 'maybe' },
      'ofis-tasima': null,
      'eski-hizmet': { packing: 'included' },
    });
    expect(table['sehir-ici-tasima']).toEqual({ ...DEFAULT_INCLUDED['sehir-ici-tasima'], packing: 'included' });
    expect(table['ofis-tasima']).toEqual(DEFAULT_INCLUDED['ofis-tasima']);
    // The seed itself is never changed by reading saved values.
    expect(DEFAULT_INCLUDED['sehir-ici-tasima'].packing).toBe('extra');
  });

  it('reads the dashboard form back and refuses an unknown value with a Turkish message', () => {
    const values = includedFormValues(DEFAULT_INCLUDED);
    values[includedFieldName('sehirlerarasi-tasima', 'assembly')] = 'included';
    const parsed = parseIncludedForm(values);
    expect(parsed.ok && parsed.value['sehirlerarasi-tasima'].assembly).toBe('included');

    values[includedFieldName('ofis-tasima', 'insurance')] = 'bedava';
    const refused = parseIncludedForm(values);
    expect(refused).toEqual({
      ok: false,
      errors: { [includedFieldName('ofis-tasima', 'insurance')]: 'Dahil ya da ek ücretli seçin.' },
    });
  });

  it('shows each value in the history as staff read it', () => {
    const display = includedDisplay(DEFAULT_INCLUDED);
    expect(display[includedFieldName('sehir-ici-tasima', 'packing')]).toBe('Ek ücretli');
    expect(display[includedFieldName('asansorlu-tasimacilik', 'furnitureLift')]).toBe('Dahil');
  });
});

describe('the dashboard form', () => {
  it('names the service in the history, and only the extra under each service legend', async () => {
    const { includedFormGroups } = await import('./table');
    const field = includedFieldName('ceyiz-tasima', 'assembly');
    const label = (groups: ReturnType<typeof includedFormGroups>) =>
      groups.flatMap((g) => g.fields).find((f) => f.name === field)!.label;
    expect(label(includedFormGroups())).toBe('Sökme ve kurma');
    expect(label(includedFormGroups({ forHistory: true }))).toBe('Çeyiz Taşıma: Sökme ve kurma');
    expect(includedFormGroups()).toHaveLength(SERVICE_ORDER.length);
  });
});
