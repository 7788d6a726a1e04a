// The inventory's catalogue (docs/decisions/038-inventory.md): the rooms a customer lists
// their belongings in, the household items with their typical volume and flags, the sizes of
// a free-text item, the boxes a home of each size needs and how much narrower the estimate's
// range is when the volume comes from an inventory. Seeded here, edited by staff in
// "Fiyatlar" (saved under its own settings key, with the same history as the prices).
// Browser-safe: no server imports.
import { z } from 'zod';
import { HOME_SIZES, type HomeSize } from '@/lib/estimate';
import { ROOMS, type RoomKey } from '@/lib/leads';

/** The kinds of room, in the order the page offers them: one list with the survey photos' rooms. */
export const ROOM_TYPES: readonly RoomKey[] = ROOMS.map((room) => room.key);
export type RoomType = RoomKey;

export const ROOM_LABELS = Object.fromEntries(ROOMS.map((room) => [room.key, room.label])) as Record<RoomType, string>;

export function isRoomType(value: unknown): value is RoomType {
  return typeof value === 'string' && (ROOM_TYPES as readonly string[]).includes(value);
}

/** The size of an item the customer types in themselves. */
export const ITEM_SIZES = ['kucuk', 'orta', 'buyuk'] as const;
export type ItemSize = (typeof ITEM_SIZES)[number];
export const ITEM_SIZE_LABELS: Record<ItemSize, string> = {
  kucuk: 'Küçük (koli boyu)',
  orta: 'Orta (koltuk boyu)',
  buyuk: 'Büyük (gardırop boyu)',
};
export const ITEM_SIZE_SHORT: Record<ItemSize, string> = { kucuk: 'küçük', orta: 'orta', buyuk: 'büyük' };

export interface ItemFlags {
  /** Breaks easily: glass, screens, mirrors. */
  fragile: boolean;
  /** Needs more hands or equipment: a piano, a safe, white goods. */
  heavy: boolean;
  /** Taken apart before and put together after the move. */
  takeApart: boolean;
}

export interface CatalogueItem extends ItemFlags {
  /** Fixed key; a saved inventory counts items by it. */
  id: string;
  name: string;
  room: RoomType;
  /** Typical volume of one, in m³ (two decimals at most). */
  m3: number;
}

export interface InventoryCatalogue {
  items: CatalogueItem[];
  /** Volume of a free-text item of each size, m³. */
  sizeM3: Record<ItemSize, number>;
  /** Volume of one box (koli), m³. */
  boxM3: number;
  /** The boxes a home of each size typically fills: the customer's starting value. */
  boxesByHomeSize: Record<HomeSize, number>;
  /** The estimate's range when the volume comes from an inventory: below and above the total, %. */
  rangeBelowPercent: number;
  rangeAbovePercent: number;
}

type Seed = [id: string, name: string, m3: number, flags?: string];
const F = 'fragile';
const H = 'heavy';
const T = 'takeApart';

/**
 * The seed: volumes are the outer dimensions of a typical Turkish piece with its packing
 * (a three-seat sofa 220 × 90 × 85 cm ≈ 1,7 m³ minus the space other goods take inside
 * or on it, so 1,5 m³), rounded to a tenth; the values movers' survey sheets use.
 */
const SEED: Record<RoomType, Seed[]> = {
  salon: [
    ['uclu-koltuk', 'Üçlü koltuk', 1.5],
    ['ikili-koltuk', 'İkili koltuk', 1.1],
    ['tekli-koltuk', 'Berjer / tekli koltuk', 0.6],
    ['kose-koltuk', 'Köşe koltuk', 2.5, T],
    ['cekyat', 'Çekyat / kanepe yatak', 1.3],
    ['orta-sehpa', 'Orta sehpa', 0.3],
    ['yan-sehpa', 'Yan sehpa / zigon sehpa', 0.15],
    ['tv-unitesi', 'TV ünitesi', 0.8, T],
    ['televizyon', 'Televizyon', 0.2, F],
    ['yemek-masasi', 'Yemek masası', 1, T],
    ['sandalye', 'Sandalye', 0.2],
    ['vitrin', 'Vitrin / konsol', 1.2, `${F},${T}`],
    ['kitaplik', 'Kitaplık', 1, T],
    ['hali', 'Halı (rulo)', 0.2],
    ['avize', 'Avize', 0.3, `${F},${T}`],
    ['lambader', 'Lambader', 0.2, F],
    ['tablo-ayna', 'Tablo / büyük ayna', 0.2, F],
    ['piyano', 'Piyano', 2, H],
    ['klima', 'Klima (iç ve dış ünite)', 0.5, `${H},${T}`],
    ['akvaryum', 'Akvaryum', 0.3, `${F},${H}`],
  ],
  'yatak-odasi': [
    ['cift-kisilik-yatak', 'Çift kişilik yatak (baza ve başlık)', 2, T],
    ['tek-kisilik-yatak', 'Tek kişilik yatak (baza ve başlık)', 1.1, T],
    ['yatak-siltesi', 'Yatak (yalnız şilte)', 0.6],
    ['gardirop-iki', 'İki kapılı gardırop', 1.5, T],
    ['gardirop-uc', 'Üç kapılı gardırop', 2.2, T],
    ['gardirop-dort', 'Dört kapılı / sürgülü gardırop', 3, T],
    ['komodin', 'Komodin', 0.2],
    ['sifonyer', 'Şifonyer', 0.6],
    ['makyaj-masasi', 'Makyaj masası (aynalı)', 0.6, F],
    ['puf', 'Puf / bank', 0.2],
    ['utu-masasi', 'Ütü masası', 0.1],
    ['boy-aynasi', 'Boy aynası', 0.15, F],
  ],
  'cocuk-odasi': [
    ['ranza', 'Ranza', 1.5, T],
    ['bebek-karyolasi', 'Bebek karyolası / beşik', 0.6, T],
    ['cocuk-yatagi', 'Çocuk yatağı', 0.8, T],
    ['cocuk-gardirop', 'Çocuk gardırobu', 1.2, T],
    ['cocuk-masasi', 'Çocuk çalışma masası', 0.5],
    ['oyuncak-dolabi', 'Oyuncak dolabı / sandığı', 0.4],
    ['bebek-arabasi', 'Bebek arabası', 0.3],
    ['mama-sandalyesi', 'Mama sandalyesi', 0.2],
  ],
  mutfak: [
    ['buzdolabi', 'Buzdolabı', 1, H],
    ['buzdolabi-cift', 'Çift kapılı (gardırop tipi) buzdolabı', 1.6, H],
    ['bulasik-makinesi', 'Bulaşık makinesi', 0.5, H],
    ['firin', 'Fırın / ocak', 0.4, H],
    ['mikrodalga', 'Mikrodalga / mini fırın', 0.1, F],
    ['derin-dondurucu', 'Derin dondurucu', 0.8, H],
    ['mutfak-masasi', 'Mutfak masası', 0.5],
    ['mutfak-sandalyesi', 'Mutfak sandalyesi', 0.15],
    ['mutfak-dolabi', 'Boy dolabı / kiler dolabı', 0.8, T],
    ['su-sebili', 'Su sebili', 0.2],
    ['kucuk-aletler', 'Küçük ev aletleri (çay makinesi, robot)', 0.1, F],
    ['yemek-takimi', 'Yemek takımı / cam eşya', 0.1, F],
  ],
  banyo: [
    ['camasir-makinesi', 'Çamaşır makinesi', 0.5, H],
    ['kurutma-makinesi', 'Kurutma makinesi', 0.5, H],
    ['banyo-dolabi', 'Banyo dolabı', 0.3],
    ['aynali-dolap', 'Aynalı banyo dolabı', 0.2, F],
    ['kirli-sepeti', 'Kirli sepeti', 0.1],
    ['camasir-kurutmaligi', 'Çamaşır kurutmalığı', 0.1],
    ['termosifon', 'Termosifon / şofben', 0.3, `${H},${T}`],
  ],
  balkon: [
    ['balkon-masasi', 'Balkon masası', 0.4],
    ['balkon-sandalyesi', 'Balkon sandalyesi', 0.15],
    ['salincak', 'Bahçe salıncağı', 1, T],
    ['sezlong', 'Şezlong', 0.3],
    ['mangal', 'Mangal', 0.2],
    ['bisiklet', 'Bisiklet', 0.5],
    ['saksi', 'Saksı / bitki', 0.1, F],
  ],
  'kiler-depo': [
    ['supurge', 'Elektrikli süpürge', 0.1],
    ['merdiven', 'Merdiven', 0.2],
    ['valiz', 'Valiz', 0.15],
    ['metal-raf', 'Metal raf ünitesi', 0.6, T],
    ['lastik', 'Kışlık lastik takımı (4 adet)', 0.4, H],
    ['alet-cantasi', 'Alet çantası', 0.05, H],
    ['kamp', 'Kamp malzemesi', 0.3],
    ['kosu-bandi', 'Koşu bandı / spor aleti', 1, `${H},${T}`],
    ['kasa', 'Çelik kasa', 0.3, H],
    ['dikis-makinesi', 'Dikiş makinesi', 0.1],
  ],
  'calisma-odasi': [
    ['calisma-masasi', 'Çalışma masası', 0.8, T],
    ['ofis-koltugu', 'Ofis koltuğu', 0.3],
    ['dosya-dolabi', 'Dosya dolabı', 0.5, H],
    ['bilgisayar', 'Masaüstü bilgisayar ve ekran', 0.15, F],
    ['yazici', 'Yazıcı', 0.1, F],
    ['kitap-rafi', 'Kitap rafı', 0.6, T],
  ],
};

export const DEFAULT_CATALOGUE: InventoryCatalogue = {
  items: ROOM_TYPES.flatMap((room) =>
    SEED[room].map(([id, name, m3, flags = '']) => ({
      id,
      name,
      room,
      m3,
      fragile: flags.includes(F),
      heavy: flags.includes(H),
      takeApart: flags.includes(T),
    })),
  ),
  sizeM3: { kucuk: 0.1, orta: 0.5, buyuk: 1.5 },
  // A standard moving box: 50 × 40 × 30 cm.
  boxM3: 0.06,
  // Movers' rule of thumb: about ten boxes a room, more in a larger family's home.
  boxesByHomeSize: { '1+0': 10, '1+1': 20, '2+1': 30, '3+1': 40, '4+1': 50, '5+1': 65 },
  // Half the home-size range (10 % below, 15 % above): the volume is counted, not guessed.
  rangeBelowPercent: 5,
  rangeAbovePercent: 7,
};

// --- Validation --------------------------------------------------------------------------

const m3Field = (label: string, max: number) =>
  z
    .number({ error: `${label} için bir sayı girin.` })
    .min(0.01, { error: `${label} en az 0,01 m³ olmalıdır.` })
    .max(max, { error: `${label} en çok ${max.toLocaleString('tr-TR')} m³ olabilir.` })
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
      error: `${label} en çok iki ondalık basamakla yazılmalıdır.`,
    });

const percentField = (label: string, max: number) =>
  z
    .number({ error: `${label} için bir sayı girin.` })
    .int({ error: `${label} tam sayı olmalıdır.` })
    .min(0, { error: `${label} en az %0 olmalıdır.` })
    .max(max, { error: `${label} en çok %${max} olabilir.` });

export const catalogueItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: z
    .string()
    .trim()
    .min(2, { error: 'Eşyanın adı en az 2 karakter olmalıdır.' })
    .max(60, { error: 'Eşyanın adı en çok 60 karakter olabilir.' }),
  room: z.enum(ROOM_TYPES, { error: 'Listedeki odalardan birini seçin.' }),
  m3: m3Field('Eşyanın hacmi', 10),
  fragile: z.boolean(),
  heavy: z.boolean(),
  takeApart: z.boolean(),
});

export const catalogueSchema = z
  .object({
    items: z.array(catalogueItemSchema).min(1).max(300),
    sizeM3: z.object({
      kucuk: m3Field('Küçük eşyanın hacmi', 10),
      orta: m3Field('Orta eşyanın hacmi', 10),
      buyuk: m3Field('Büyük eşyanın hacmi', 10),
    }),
    boxM3: m3Field('Bir kolinin hacmi', 1),
    boxesByHomeSize: z.object(
      Object.fromEntries(
        HOME_SIZES.map((size) => [
          size,
          z
            .number({ error: `${size} ev için koli sayısı bir sayı olmalıdır.` })
            .int({ error: `${size} ev için koli sayısı tam sayı olmalıdır.` })
            .min(0, { error: `${size} ev için koli sayısı en az 0 olmalıdır.` })
            .max(500, { error: `${size} ev için koli sayısı en çok 500 olabilir.` }),
        ]),
      ) as Record<HomeSize, z.ZodNumber>,
    ),
    rangeBelowPercent: percentField('Eşya listesiyle aralığın alt payı', 50),
    rangeAbovePercent: percentField('Eşya listesiyle aralığın üst payı', 100),
  })
  .superRefine((c, ctx) => {
    const ids = new Set<string>();
    const names = new Map<string, number>();
    c.items.forEach((item, i) => {
      if (ids.has(item.id)) ctx.addIssue({ code: 'custom', path: ['items', i, 'id'], message: 'Eşya iki kez var.' });
      ids.add(item.id);
      const key = `${item.room}:${item.name.toLocaleLowerCase('tr-TR')}`;
      if (names.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', i, 'name'],
          message: `“${item.name}” bu odada iki kez yazılmış; adlardan birini değiştirin.`,
        });
      }
      names.set(key, i);
    });
    if (!(c.sizeM3.kucuk < c.sizeM3.orta && c.sizeM3.orta < c.sizeM3.buyuk)) {
      ctx.addIssue({
        code: 'custom',
        path: ['sizeM3', 'orta'],
        message: 'Küçük, orta ve büyük eşyanın hacmi sırayla büyümelidir.',
      });
    }
  });

export type CatalogueResult =
  { ok: true; catalogue: InventoryCatalogue } | { ok: false; fieldErrors: Record<string, string> };

/** Checks a catalogue (staff form or database); errors keyed by path (`items.3.m3`), the first message per field. */
export function parseCatalogue(value: unknown): CatalogueResult {
  const result = catalogueSchema.safeParse(value);
  if (result.success) return { ok: true, catalogue: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) fieldErrors[issue.path.join('.')] ??= issue.message;
  return { ok: false, fieldErrors };
}

/**
 * The catalogue pages use: what staff saved when it passes the checks, else the seed. Items
 * saved are merged by id onto the seed, so a seed item added later appears for a catalogue
 * saved before it.
 */
export function effectiveCatalogue(saved: unknown): InventoryCatalogue {
  if (!saved || typeof saved !== 'object') return DEFAULT_CATALOGUE;
  const s = saved as Partial<InventoryCatalogue>;
  const savedItems = Array.isArray(s.items) ? (s.items as CatalogueItem[]) : [];
  const byId = new Map(savedItems.map((item) => [item?.id, item]));
  const merged = {
    ...DEFAULT_CATALOGUE,
    ...s,
    items: [
      ...DEFAULT_CATALOGUE.items.map((item) => byId.get(item.id) ?? item),
      ...savedItems.filter((item) => !DEFAULT_CATALOGUE.items.some((d) => d.id === item?.id)),
    ],
  };
  const parsed = parseCatalogue(merged);
  return parsed.ok ? parsed.catalogue : DEFAULT_CATALOGUE;
}

/** A catalogue's items by id. */
export function itemsById(catalogue: InventoryCatalogue): Map<string, CatalogueItem> {
  return new Map(catalogue.items.map((item) => [item.id, item]));
}

/** The flags of an item in words ("kırılır, ağır"), or "". */
export function flagsText(flags: ItemFlags): string {
  return [flags.fragile && 'kırılır', flags.heavy && 'ağır', flags.takeApart && 'sökülür'].filter(Boolean).join(', ');
}
