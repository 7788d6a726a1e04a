import { describe, expect, it } from 'vitest';
import { diffFields } from '@/lib/data/site-settings.server';
import { DEFAULT_CATALOGUE } from './catalogue';
import { catalogueDisplay, catalogueFormGroups, catalogueFormValues, parseCatalogueForm } from './catalogue-form';

describe('staff edit the inventory catalogue in Fiyatlar', () => {
  it('shows every item with its name, room, volume and flags, and reads the form back unchanged', () => {
    const values = catalogueFormValues(DEFAULT_CATALOGUE);
    const names = catalogueFormGroups(DEFAULT_CATALOGUE).flatMap((g) => g.fields.map((field) => field.name));
    expect(names.sort()).toEqual(Object.keys(values).sort());
    expect(values['inv.item.piyano.flags']).toBe('a');
    expect(values['inv.item.uclu-koltuk.m3']).toBe('1,5');
    expect(parseCatalogueForm(values)).toEqual({ ok: true, value: DEFAULT_CATALOGUE });
  });

  it('moves an item to another room, changes its volume and flags, and names the changes for the history', () => {
    const values = {
      ...catalogueFormValues(DEFAULT_CATALOGUE),
      'inv.item.kitaplik.room': 'calisma-odasi',
      'inv.item.kitaplik.m3': '1,25',
      'inv.item.kitaplik.flags': 'as',
      'inv.rangeAbovePercent': '6',
    };
    const parsed = parseCatalogueForm(values);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.items.find((i) => i.id === 'kitaplik')).toMatchObject({
      room: 'calisma-odasi',
      m3: 1.25,
      heavy: true,
      takeApart: true,
      fragile: false,
    });
    const changes = diffFields(catalogueDisplay(DEFAULT_CATALOGUE), catalogueDisplay(parsed.value));
    expect(changes).toEqual([
      { field: 'inv.rangeAbovePercent', oldValue: '%7', newValue: '%6' },
      { field: 'inv.item.kitaplik.room', oldValue: 'Salon', newValue: 'Çalışma odası' },
      { field: 'inv.item.kitaplik.m3', oldValue: '1 m³', newValue: '1,25 m³' },
      { field: 'inv.item.kitaplik.flags', oldValue: 'sökülür', newValue: 'ağır, sökülür' },
    ]);
  });

  it('refuses a wrong value with a Turkish message next to its field', () => {
    const values = {
      ...catalogueFormValues(DEFAULT_CATALOGUE),
      'inv.item.piyano.m3': '0',
      'inv.item.sandalye.name': '',
      'inv.boxM3': 'bir',
      'inv.rangeBelowPercent': '60',
    };
    const parsed = parseCatalogueForm(values);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toMatchObject({
      'inv.item.piyano.m3': 'Eşyanın hacmi en az 0,01 m³ olmalıdır.',
      'inv.item.sandalye.name': 'Eşyanın adı en az 2 karakter olmalıdır.',
      'inv.boxM3': 'Bir kolinin hacmi için bir sayı girin.',
      'inv.rangeBelowPercent': 'Eşya listesiyle aralığın alt payı en çok %50 olabilir.',
    });
  });
});
