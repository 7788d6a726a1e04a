// The inventory catalogue's form in "Fiyatlar" (docs/decisions/038-inventory.md): its field
// groups, the values it shows, reading it back, and each value as the history shows it.
// Browser-safe.
import type { SettingsFieldGroup } from '@/lib/admin/settings-form';
import { HOME_SIZES, type HomeSize } from '@/lib/estimate';
import { readNumber } from '@/lib/validation/form-fields';
import {
  ITEM_SIZES,
  ITEM_SIZE_SHORT,
  ROOM_LABELS,
  ROOM_TYPES,
  flagsText,
  parseCatalogue,
  type CatalogueItem,
  type InventoryCatalogue,
  type ItemFlags,
  type ItemSize,
} from './catalogue';

const f = (name: string) => `inv.${name}`;
const itemField = (id: string, part: 'name' | 'room' | 'm3' | 'flags') => f(`item.${id}.${part}`);

/** The flags as one choice: every combination of kırılır, ağır and sökülür. */
const FLAG_CHOICES = ['', 'k', 'a', 's', 'ka', 'ks', 'as', 'kas'] as const;
const flagsValue = (flags: ItemFlags) =>
  `${flags.fragile ? 'k' : ''}${flags.heavy ? 'a' : ''}${flags.takeApart ? 's' : ''}`;
const flagsOf = (value: string): ItemFlags => ({
  fragile: value.includes('k'),
  heavy: value.includes('a'),
  takeApart: value.includes('s'),
});
const flagsLabel = (value: string) => flagsText(flagsOf(value)) || 'yok';

const m3Text = (n: number) => n.toLocaleString('tr-TR', { maximumFractionDigits: 2 });

/** The form's groups: the settings, then one group per room with each item's name, room, volume and flags. */
export function catalogueFormGroups(catalogue: InventoryCatalogue): SettingsFieldGroup[] {
  const general: SettingsFieldGroup = {
    id: 'esya-ayarlari',
    title: 'Eşya listesiyle tahmin',
    description:
      'Müşteri eşya listesini doldurduğunda tahmin, ev büyüklüğünün tipik hacmi yerine listenin hacmiyle ve aşağıdaki daha dar aralıkla hesaplanır (aralık, yukarıdaki genel aralıktan geniş olamaz).',
    wide: true,
    fields: [
      { name: f('rangeBelowPercent'), label: 'Eşya listesiyle aralığın alt payı', kind: 'number', unit: '%' },
      { name: f('rangeAbovePercent'), label: 'Eşya listesiyle aralığın üst payı', kind: 'number', unit: '%' },
      { name: f('boxM3'), label: 'Bir kolinin hacmi', kind: 'number', unit: 'm³' },
      ...ITEM_SIZES.map((size) => ({
        name: f(`size.${size}`),
        label: `Listede olmayan ${ITEM_SIZE_SHORT[size]} eşyanın hacmi`,
        kind: 'number' as const,
        unit: 'm³',
      })),
      ...HOME_SIZES.map((size) => ({
        name: f(`boxes.${size}`),
        label: `${size} ev için tahmini koli sayısı`,
        kind: 'number' as const,
      })),
    ],
  };
  const rooms = ROOM_TYPES.map((room): SettingsFieldGroup => ({
    id: `esya-${room}`,
    title: `Eşyalar: ${ROOM_LABELS[room]}`,
    wide: true,
    fields: catalogue.items
      .filter((item) => item.room === room)
      .flatMap((item) => {
        const label = (part: string) => `${item.name}: ${part}`;
        return [
          { name: itemField(item.id, 'name'), label: label('adı'), kind: 'text' as const },
          {
            name: itemField(item.id, 'room'),
            label: label('oda'),
            kind: 'select' as const,
            options: ROOM_TYPES.map((value) => ({ value, label: ROOM_LABELS[value] })),
          },
          { name: itemField(item.id, 'm3'), label: label('hacim'), kind: 'number' as const, unit: 'm³' },
          {
            name: itemField(item.id, 'flags'),
            label: label('özellik'),
            kind: 'select' as const,
            options: FLAG_CHOICES.map((value) => ({ value, label: value ? flagsLabel(value) : '—' })),
          },
        ];
      }),
  }));
  return [general, ...rooms];
}

export function catalogueFormValues(catalogue: InventoryCatalogue): Record<string, string> {
  const values: Record<string, string> = {
    [f('rangeBelowPercent')]: String(catalogue.rangeBelowPercent),
    [f('rangeAbovePercent')]: String(catalogue.rangeAbovePercent),
    [f('boxM3')]: m3Text(catalogue.boxM3),
  };
  for (const size of ITEM_SIZES) values[f(`size.${size}`)] = m3Text(catalogue.sizeM3[size]);
  for (const size of HOME_SIZES) values[f(`boxes.${size}`)] = String(catalogue.boxesByHomeSize[size]);
  for (const item of catalogue.items) {
    values[itemField(item.id, 'name')] = item.name;
    values[itemField(item.id, 'room')] = item.room;
    values[itemField(item.id, 'm3')] = m3Text(item.m3);
    values[itemField(item.id, 'flags')] = flagsValue(item);
  }
  return values;
}

/** Reads the sent form: the items it carries (by the ids in the field names) and the settings; errors keyed by field name. */
export function parseCatalogueForm(
  values: Record<string, string>,
): { ok: true; value: InventoryCatalogue } | { ok: false; errors: Record<string, string> } {
  const ids = Object.keys(values).flatMap((name) => /^inv\.item\.([a-z0-9-]+)\.name$/.exec(name)?.[1] ?? []);
  const items = ids.map((id) => ({
    id,
    name: values[itemField(id, 'name')] ?? '',
    room: values[itemField(id, 'room')] ?? '',
    m3: readNumber(values[itemField(id, 'm3')] ?? ''),
    ...flagsOf(values[itemField(id, 'flags')] ?? ''),
  }));
  const input = {
    items,
    sizeM3: Object.fromEntries(ITEM_SIZES.map((s) => [s, readNumber(values[f(`size.${s}`)] ?? '')])) as Record<
      ItemSize,
      number
    >,
    boxM3: readNumber(values[f('boxM3')] ?? ''),
    boxesByHomeSize: Object.fromEntries(
      HOME_SIZES.map((s) => [s, readNumber(values[f(`boxes.${s}`)] ?? '')]),
    ) as Record<HomeSize, number>,
    rangeBelowPercent: readNumber(values[f('rangeBelowPercent')] ?? ''),
    rangeAbovePercent: readNumber(values[f('rangeAbovePercent')] ?? ''),
  };
  const result = parseCatalogue(input);
  if (result.ok) return { ok: true, value: result.catalogue };
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(result.fieldErrors)) {
    const parts = path.split('.');
    let name: string;
    if (parts[0] === 'items') {
      const item = items[Number(parts[1])];
      const part = parts[2] === 'fragile' || parts[2] === 'heavy' || parts[2] === 'takeApart' ? 'flags' : parts[2];
      name = item ? itemField(item.id, (part ?? 'name') as 'name') : f('boxM3');
    } else if (parts[0] === 'sizeM3') name = f(`size.${parts[1]}`);
    else if (parts[0] === 'boxesByHomeSize') name = f(`boxes.${parts[1]}`);
    else name = f(parts[0] ?? 'boxM3');
    errors[name] ??= message;
  }
  return { ok: false, errors };
}

/** Each value as staff read it in the history. */
export function catalogueDisplay(catalogue: InventoryCatalogue): Record<string, string> {
  const display: Record<string, string> = {
    [f('rangeBelowPercent')]: `%${catalogue.rangeBelowPercent}`,
    [f('rangeAbovePercent')]: `%${catalogue.rangeAbovePercent}`,
    [f('boxM3')]: `${m3Text(catalogue.boxM3)} m³`,
  };
  for (const size of ITEM_SIZES) display[f(`size.${size}`)] = `${m3Text(catalogue.sizeM3[size])} m³`;
  for (const size of HOME_SIZES) display[f(`boxes.${size}`)] = String(catalogue.boxesByHomeSize[size]);
  for (const item of catalogue.items as CatalogueItem[]) {
    display[itemField(item.id, 'name')] = item.name;
    display[itemField(item.id, 'room')] = ROOM_LABELS[item.room];
    display[itemField(item.id, 'm3')] = `${m3Text(item.m3)} m³`;
    display[itemField(item.id, 'flags')] = flagsLabel(flagsValue(item));
  }
  return display;
}
