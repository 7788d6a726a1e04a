// What each service's price includes and what is extra, as staff edit it in "Fiyatlar"
// (docs/decisions/029-what-is-included.md). Loading, unloading and transport are always
// included; packing, assembly, the furniture lift and extended insurance are extras unless
// staff mark them included for a service. The estimate reads the same table, so a page never
// calls something included that the estimate charges for. No server imports: tested in table.test.ts.
import { z } from 'zod';
import { SERVICE_FACTS, SERVICE_ORDER, type ServiceSlug } from '@/content/services';

/** The items staff decide about, in the order pages list them. */
export const EXTRA_ITEMS = ['packing', 'assembly', 'furnitureLift', 'insurance'] as const;
export type ExtraItem = (typeof EXTRA_ITEMS)[number];

export type Inclusion = 'included' | 'extra';
export type ServiceInclusions = Record<ExtraItem, Inclusion>;
export type IncludedTable = Record<ServiceSlug, ServiceInclusions>;

/** How each item is named on the pages and in the dashboard. */
export const EXTRA_ITEM_LABELS: Record<ExtraItem, string> = {
  packing: 'Paketleme ve koli malzemesi',
  assembly: 'Mobilya sökme ve kurma (montaj)',
  furnitureLift: 'Dış cephe asansörü (mobilya asansörü)',
  insurance: 'Genişletilmiş nakliyat sigortası (eşyanın tam değeri)',
};

/** What every service includes, whatever staff set. */
export const ALWAYS_INCLUDED = ['Yükleme ve boşaltma', 'Taşıma (araç, yakıt ve şoför)'] as const;

export const INCLUSION_LABELS: Record<Inclusion, string> = { included: 'Dahil', extra: 'Ek ücretli' };

/**
 * The seed: what the estimate charges today (lib/estimate/model.ts) is extra everywhere,
 * except the furniture lift of "Asansörlü Taşımacılık", whose price is the lift itself.
 */
export const DEFAULT_INCLUDED: IncludedTable = Object.fromEntries(
  SERVICE_ORDER.map((id) => [
    id,
    {
      packing: 'extra',
      assembly: 'extra',
      furnitureLift: id === 'asansorlu-tasimacilik' ? 'included' : 'extra',
      insurance: 'extra',
    },
  ]),
) as IncludedTable;

const inclusionSchema = z.enum(['included', 'extra'], { error: 'Dahil ya da ek ücretli seçin.' });

export const includedTableSchema = z.object(
  Object.fromEntries(
    SERVICE_ORDER.map((id) => [
      id,
      z.object(
        Object.fromEntries(EXTRA_ITEMS.map((item) => [item, inclusionSchema])) as Record<
          ExtraItem,
          typeof inclusionSchema
        >,
      ),
    ]),
  ) as Record<ServiceSlug, z.ZodObject<Record<ExtraItem, typeof inclusionSchema>>>,
);

/** A copy of the seed table. */
export function builtInIncluded(): IncludedTable {
  return Object.fromEntries(SERVICE_ORDER.map((id) => [id, { ...DEFAULT_INCLUDED[id] }])) as IncludedTable;
}

/** Saved values win, service by service and item by item; anything else (an old or broken value) keeps the seed. */
export function effectiveIncluded(saved: unknown): IncludedTable {
  const table = builtInIncluded();
  if (!saved || typeof saved !== 'object') return table;
  for (const id of SERVICE_ORDER) {
    const row = (saved as Record<string, unknown>)[id];
    if (!row || typeof row !== 'object') continue;
    for (const item of EXTRA_ITEMS) {
      const parsed = inclusionSchema.safeParse((row as Record<string, unknown>)[item]);
      if (parsed.success) table[id][item] = parsed.data;
    }
  }
  return table;
}

/** The items a service includes beyond loading, unloading and transport. */
export function includedExtras(table: IncludedTable, service: ServiceSlug): ExtraItem[] {
  return EXTRA_ITEMS.filter((item) => table[service][item] === 'included');
}

// --- The dashboard form --------------------------------------------------------------

export const includedFieldName = (id: ServiceSlug, item: ExtraItem) => `inc.${id}.${item}`;

/** The short names in the form, under each service's legend. */
const FORM_LABELS: Record<ExtraItem, string> = {
  packing: 'Paketleme',
  assembly: 'Sökme ve kurma',
  furnitureLift: 'Dış cephe asansörü',
  insurance: 'Genişletilmiş sigorta',
};

/**
 * One group per service, one choice per extra. The form shows the short names under the
 * service's legend; the history (`forHistory`) names the service too.
 */
export function includedFormGroups({ forHistory = false } = {}) {
  return SERVICE_ORDER.map((id) => ({
    id: `dahil-${id}`,
    title: SERVICE_FACTS[id].title,
    wide: true,
    fields: EXTRA_ITEMS.map((item) => ({
      name: includedFieldName(id, item),
      label: forHistory ? `${SERVICE_FACTS[id].title}: ${FORM_LABELS[item]}` : FORM_LABELS[item],
      kind: 'select' as const,
      options: (['extra', 'included'] as const).map((value) => ({ value, label: INCLUSION_LABELS[value] })),
    })),
  }));
}

export function includedFormValues(table: IncludedTable): Record<string, string> {
  return Object.fromEntries(
    SERVICE_ORDER.flatMap((id) => EXTRA_ITEMS.map((item) => [includedFieldName(id, item), table[id][item]])),
  );
}

/** Reads the sent form; errors keyed by field name. */
export function parseIncludedForm(
  values: Record<string, string>,
): { ok: true; value: IncludedTable } | { ok: false; errors: Record<string, string> } {
  const input = Object.fromEntries(
    SERVICE_ORDER.map((id) => [
      id,
      Object.fromEntries(EXTRA_ITEMS.map((item) => [item, values[includedFieldName(id, item)] ?? ''])),
    ]),
  );
  const result = includedTableSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data as IncludedTable };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const [id, item] = issue.path as [ServiceSlug, ExtraItem];
    errors[includedFieldName(id, item)] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Each value as staff read it in the history ("Dahil", "Ek ücretli"). */
export function includedDisplay(table: IncludedTable): Record<string, string> {
  return Object.fromEntries(
    SERVICE_ORDER.flatMap((id) =>
      EXTRA_ITEMS.map((item) => [includedFieldName(id, item), INCLUSION_LABELS[table[id][item]]]),
    ),
  );
}

// --- What pages show -------------------------------------------------------------------

/** A service's two lists as pages show them: what its price includes, and the extras. */
export function inclusionLists(table: IncludedTable, id: ServiceSlug): { included: string[]; extras: string[] } {
  return {
    included: [...ALWAYS_INCLUDED, ...EXTRA_ITEMS.filter((i) => table[id][i] === 'included').map(label)],
    extras: EXTRA_ITEMS.filter((i) => table[id][i] === 'extra').map(label),
  };
}

const label = (item: ExtraItem) => EXTRA_ITEM_LABELS[item];

/** The short names used inside a sentence. */
const SHORT_NAMES: Record<ExtraItem, string> = {
  packing: 'paketleme',
  assembly: 'montaj',
  furnitureLift: 'dış cephe asansörü',
  insurance: 'genişletilmiş sigorta',
};

/** "paketleme, montaj ve genişletilmiş sigorta": the given extras in running text. */
export function extrasPhrase(items: readonly ExtraItem[]): string {
  const names = items.map((i) => SHORT_NAMES[i]);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ve ${names.at(-1)}`;
}

/** The extras a service's price leaves out, in running text (empty when it includes them all). */
export function extrasOf(table: IncludedTable, id: ServiceSlug, items: readonly ExtraItem[] = EXTRA_ITEMS): string {
  return extrasPhrase(items.filter((i) => table[id][i] === 'extra'));
}

/** The home page's moving-day step: it names as extra what the in-city service charges for. */
export function movingDayText(table: IncludedTable): string {
  const extras = extrasOf(table, 'sehir-ici-tasima', ['packing', 'assembly']);
  if (!extras) return 'Paketleme, taşıma ve kurulumu ekibimiz yapar; siz yeni adresinize yerleşin.';
  return `Yükleme, taşıma ve boşaltmayı ekibimiz yapar; ${extras} isterseniz ek ücretle yapılır.`;
}

const INCLUSION_PHRASES: Record<Inclusion, string> = {
  included: 'fiyata dahildir',
  extra: 'ek ücretlidir; tutarı teklifte ayrı kalem olarak görünür',
};

/** Fills `{included:assembly}` (and the other extras) in a service's texts from the table. */
export function fillInclusionTokens(text: string, table: IncludedTable, id: ServiceSlug): string {
  return text.replace(/\{included:(\w+)\}/g, (token, item: string) => {
    if (!(EXTRA_ITEMS as readonly string[]).includes(item)) throw new Error(`Unknown extra in ${token}`);
    return INCLUSION_PHRASES[table[id][item as ExtraItem]];
  });
}
