// Demo data for the staff area: leads of both kinds in every pipeline status, with
// sources, notes, audit entries, follow-ups and a few in "Silinenler", written straight
// into `leads`, `lead_notes` and `lead_audit` in large batches (scripts/demo.ts, and the
// scale benchmark scripts/bench-leads-scale.ts). Deterministic: the same seed and `now`
// give the same rows. Every demo lead's e-mail ends in @demo.invalid (a reserved domain
// that never receives mail) and its message starts with "[DEMO]"; that is how the data
// is told apart from real leads, which it never touches.
import type { Insertable } from 'kysely';
import { queueFileRemovalsOfLeads } from '@/lib/lead-files/index.server';
import type { Db } from '@/lib/db/kysely.server';
import type { LeadAuditTable, LeadNotesTable, LeadsTable } from '@/lib/db/schema';
import {
  LOST_REASONS,
  TRASH_DAYS,
  classifySource,
  istanbulDayStart,
  lostReasonLabel,
  statusLabel,
  type LeadStatus,
  leadSearchText,
} from '@/lib/leads';

export const DEMO_EMAIL_DOMAIN = 'demo.invalid';
export const DEMO_MESSAGE_PREFIX = '[DEMO]';
/** What the demo fills when no size is given. */
export const DEFAULT_DEMO_LEADS = 60;
/** Share of quote requests among the leads. */
export const QUOTE_SHARE = 0.7;

const DEMO_EMAIL_LIKE = `%@${DEMO_EMAIL_DOMAIN}`;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const FIVE_YEARS_DAYS = 5 * 365;
const ROWS_PER_INSERT = 500;

// ---------------------------------------------------------------------------
// A small seeded PRNG (mulberry32): the same seed gives the same data.

export type Random = () => number;

export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rnd: Random, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

/** One of `choices` by weight. */
function weighted<T>(rnd: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let r = rnd() * total;
  for (const [value, w] of choices) {
    r -= w;
    if (r < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

// ---------------------------------------------------------------------------
// Word lists

const FIRST_NAMES = [
  'Ayşe',
  'Fatma',
  'Emine',
  'Hatice',
  'Zeynep',
  'Elif',
  'Meryem',
  'Şerife',
  'Sultan',
  'Büşra',
  'Esra',
  'Özlem',
  'Gülşen',
  'İrem',
  'Çağla',
  'Derya',
  'Sevgi',
  'Nur',
  'Ebru',
  'Tuğba',
  'Mehmet',
  'Mustafa',
  'Ahmet',
  'Ali',
  'Hüseyin',
  'Hasan',
  'İbrahim',
  'İsmail',
  'Osman',
  'Yusuf',
  'Murat',
  'Ömer',
  'Ramazan',
  'Halil',
  'Süleyman',
  'Abdullah',
  'Emre',
  'Burak',
  'Çağrı',
  'Oğuz',
  'Serkan',
  'Gökhan',
  'Barış',
  'Kerem',
  'Uğur',
  'Tolga',
  'Selim',
  'Şahin',
  'Erdem',
  'Onur',
] as const;

const SURNAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Özcan',
  'Korkmaz',
  'Çakır',
  'Erdoğan',
  'Yavuz',
  'Can',
  'Acar',
  'Şen',
  'Aktaş',
  'Güler',
  'Yalçın',
  'Güneş',
  'Bozkurt',
  'Bulut',
  'Keskin',
  'Ünal',
  'Turan',
  'Gül',
  'Özer',
  'Işık',
  'Kaplan',
  'Avcı',
  'Sarı',
  'Tekin',
  'Taş',
  'Köse',
  'Yüksel',
  'Ateş',
  'Aksoy',
] as const;

const ISTANBUL_DISTRICTS = [
  'Kadıköy',
  'Üsküdar',
  'Beşiktaş',
  'Şişli',
  'Bakırköy',
  'Ataşehir',
  'Maltepe',
  'Kartal',
  'Pendik',
  'Ümraniye',
  'Beylikdüzü',
  'Esenyurt',
  'Bağcılar',
  'Bahçelievler',
  'Küçükçekmece',
  'Sarıyer',
  'Beyoğlu',
  'Fatih',
  'Zeytinburnu',
  'Eyüpsultan',
  'Sultangazi',
  'Başakşehir',
  'Çekmeköy',
  'Sancaktepe',
  'Tuzla',
  'Avcılar',
  'Güngören',
  'Kağıthane',
  'Esenler',
  'Beykoz',
] as const;

const PROVINCES = [
  'Ankara',
  'İzmir',
  'Bursa',
  'Antalya',
  'Kocaeli',
  'Tekirdağ',
  'Sakarya',
  'Eskişehir',
  'Konya',
  'Muğla',
  'Aydın',
  'Balıkesir',
  'Çanakkale',
  'Edirne',
  'Yalova',
  'Bolu',
  'Düzce',
  'Trabzon',
  'Samsun',
  'Kayseri',
  'Gaziantep',
  'Adana',
  'Mersin',
  'Denizli',
  'Manisa',
] as const;

const QUOTE_SERVICES = [
  ['Ev Taşıma', 45],
  ['Şehir İçi Taşıma', 15],
  ['Şehirlerarası Taşıma', 18],
  ['Ofis Taşıma', 10],
  ['Parça Eşya Taşıma', 9],
  ['Endüstriyel Taşıma', 3],
] as const;

const QUOTE_MESSAGES = [
  '3+1 daire, 4. kat, asansör var. Beyaz eşyalar dahil.',
  '2+1 ev, eşyaların paketlenmesini de istiyoruz.',
  'Ay sonunda taşınacağız, hafta sonu uygun olur.',
  'Piyano var, özel taşıma gerekiyor.',
  'Sadece bir koltuk takımı ve buzdolabı.',
  'Ofisimizde 12 masa ve arşiv dolapları var.',
  'Eski binada asansör yok, 3. kat.',
  'Dış cephe asansörü gerekebilir.',
  '',
] as const;

const CONTACT_SUBJECTS = [
  'Fiyat bilgisi',
  'Sigorta hakkında soru',
  'Depolama hizmeti',
  'Taşıma tarihi değişikliği',
  'Fatura talebi',
  'Teşekkür',
  'Ambalaj malzemesi',
  'Hasar bildirimi',
] as const;

const CONTACT_MESSAGES = [
  'Merhaba, eşyalarımı birkaç hafta depolayabilir misiniz?',
  'Taşınma sırasında sigorta kapsamı nedir?',
  'Geçen hafta taşındık, ekibinize çok teşekkür ederiz.',
  'Taşınma tarihimizi bir hafta ileri almamız gerekiyor.',
  'Kurumsal fatura kesebiliyor musunuz?',
  'Koli ve streç film satıyor musunuz?',
  'Bir dolabın kapağı çizilmiş, nasıl ilerleyebiliriz?',
  'Hafta sonu da çalışıyor musunuz?',
] as const;

const NOTES = [
  'Müşteri arandı, ulaşılamadı; akşam tekrar aranacak.',
  'Keşif için cumartesi 10:00 uygun olduğunu söyledi.',
  'Teklif e-postayla gönderildi.',
  'Fiyatı yüksek buldu, indirim istedi.',
  'Asansörlü taşıma gerekiyor, ekip planlandı.',
  'Taşınma tarihi netleşince dönecek.',
  'Başka firmadan da teklif alıyor.',
  'Depozito alındı.',
  'Müşteri memnun kaldığını iletti.',
  'Adres bilgisi güncellendi.',
] as const;

const STAFF = ['elif.satis@demo.invalid', 'murat.operasyon@demo.invalid', 'yonetim@demo.invalid'] as const;

const LANDING_PAGES = [
  '/',
  '/teklif-al',
  '/fiyat-hesaplama',
  '/hizmetlerimiz/evden-eve-nakliyat',
  '/hizmet-bolgeleri/marmara/istanbul',
  '/iletisim',
] as const;

/** Attributions of the five sources, by rough share. */
const ATTRIBUTIONS: readonly (readonly [(rnd: Random) => Record<string, string>, number])[] = [
  [(rnd) => ({ gclid: `demo-${Math.floor(rnd() * 1e9).toString(36)}`, utm_source: 'google', utm_medium: 'cpc' }), 35],
  [() => ({ referrer: 'https://www.google.com/' }), 30],
  [(rnd): Record<string, string> => (rnd() < 0.5 ? { fbclid: 'demo' } : { referrer: 'https://l.instagram.com/' }), 12],
  [() => ({}), 18],
  [() => ({ utm_source: 'bulten', utm_medium: 'email' }), 5],
];

const ASCII: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', İ: 'i', ö: 'o', ş: 's', ü: 'u' };
const asciiLower = (s: string) =>
  s
    .toLocaleLowerCase('tr')
    .replace(/[çğıİöşü]/g, (c) => ASCII[c] ?? c)
    .replace(/[^a-z0-9]+/g, '');

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

// ---------------------------------------------------------------------------
// Generation

export interface DemoOptions {
  /** How many leads; DEFAULT_DEMO_LEADS without it. */
  leads?: number;
  /** The moment the data is made for ("today"); the real time without it. */
  now?: Date;
  seed?: number;
  /** Called after each batch with the number of leads written so far. */
  onProgress?: (written: number) => void;
}

export interface DemoSummary {
  leads: number;
  quotes: number;
  notes: number;
  audit: number;
  trashed: number;
  byStatus: Record<string, number>;
}

export interface DemoState {
  /** Leads that are not demo data: the demo refuses to run while there are any. */
  real: number;
  demo: number;
}

/** How many real and demo leads the database holds. */
export async function demoState(db: Db): Promise<DemoState> {
  const row = await db
    .selectFrom('leads')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('total'),
      eb.fn.count<string | number>(eb.case().when('email', 'like', DEMO_EMAIL_LIKE).then(1).end()).as('demo'),
    ])
    .executeTakeFirstOrThrow();
  const demo = Number(row.demo);
  return { real: Number(row.total) - demo, demo };
}

/**
 * Removes the demo leads; real leads stay. Deleting the lead rows is enough: the database
 * removes their notes, log, e-mails and every other row hanging off them (decision 048); a
 * file staff added to one is queued for the retention sweep. Returns how many.
 */
export async function removeDemoLeads(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('leads').select('id').where('email', 'like', DEMO_EMAIL_LIKE).execute();
    const ids = rows.map((r) => r.id);
    for (let i = 0; i < ids.length; i += 500) await queueFileRemovalsOfLeads(trx, ids.slice(i, i + 500));
    const result = await trx.deleteFrom('leads').where('email', 'like', DEMO_EMAIL_LIKE).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

type LeadRow = Insertable<LeadsTable>;
type NoteRow = Insertable<LeadNotesTable>;
type AuditRow = Insertable<LeadAuditTable>;

/** A lead's fixed traits for the first rows, so that even a small set shows every case. */
interface Template {
  kind?: 'contact' | 'quote';
  status?: LeadStatus;
  followUp?: 'today' | 'overdue' | 'later';
  trashed?: boolean;
  ageDays?: number;
}

const STATUSES: readonly LeadStatus[] = ['yeni', 'arandi', 'kesif', 'teklif', 'kazanildi', 'kaybedildi'];

const TEMPLATES: readonly Template[] = [
  // Every status of both kinds.
  ...STATUSES.map((status, i) => ({ kind: 'quote' as const, status, ageDays: i === 0 ? 0.01 : 3 + i })),
  ...STATUSES.map((status, i) => ({ kind: 'contact' as const, status, ageDays: i === 0 ? 0.2 : 4 + i })),
  // Follow-ups due today and overdue ones.
  { kind: 'quote', status: 'arandi', followUp: 'today', ageDays: 1 },
  { kind: 'quote', status: 'teklif', followUp: 'today', ageDays: 5 },
  { kind: 'contact', status: 'arandi', followUp: 'today', ageDays: 2 },
  { kind: 'quote', status: 'kesif', followUp: 'overdue', ageDays: 9 },
  { kind: 'quote', status: 'teklif', followUp: 'overdue', ageDays: 12 },
  { kind: 'quote', status: 'arandi', followUp: 'later', ageDays: 2 },
  // A few in "Silinenler".
  { kind: 'quote', status: 'kaybedildi', trashed: true, ageDays: 20 },
  { kind: 'contact', status: 'yeni', trashed: true, ageDays: 6 },
  { kind: 'quote', status: 'yeni', trashed: true, ageDays: 3 },
];

/** The status of a lead of this age: new ones open, most old ones closed. */
function statusFor(rnd: Random, ageDays: number): LeadStatus {
  if (ageDays < 1)
    return weighted(rnd, [
      ['yeni', 70],
      ['arandi', 25],
      ['kesif', 5],
    ]);
  if (ageDays < 21)
    return weighted(rnd, [
      ['yeni', 12],
      ['arandi', 25],
      ['kesif', 18],
      ['teklif', 25],
      ['kazanildi', 10],
      ['kaybedildi', 10],
    ]);
  return weighted(rnd, [
    ['yeni', 3],
    ['arandi', 3],
    ['kesif', 1],
    ['teklif', 5],
    ['kazanildi', 40],
    ['kaybedildi', 48],
  ]);
}

/** The steps a lead took from "Yeni" to its status, for its audit log. */
function pathTo(rnd: Random, status: LeadStatus): LeadStatus[] {
  switch (status) {
    case 'yeni':
      return [];
    case 'arandi':
      return ['arandi'];
    case 'kesif':
      return ['arandi', 'kesif'];
    case 'teklif':
      return rnd() < 0.5 ? ['arandi', 'teklif'] : ['arandi', 'kesif', 'teklif'];
    case 'kazanildi':
      return rnd() < 0.6 ? ['arandi', 'kesif', 'teklif', 'kazanildi'] : ['arandi', 'teklif', 'kazanildi'];
    case 'kaybedildi':
      return rnd() < 0.4 ? ['arandi', 'kaybedildi'] : ['arandi', 'teklif', 'kaybedildi'];
  }
}

/** A demo mobile number in the 0555 0xx range, "0555 012 34 56". */
function demoPhone(rnd: Random): string {
  const d = (n: number) => String(Math.floor(rnd() * n)).padStart(String(n - 1).length, '0');
  return `0555 0${d(100)} ${d(100)} ${d(100)}`;
}

function demoId(rnd: Random): string {
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 16).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}

interface Generated {
  lead: LeadRow;
  notes: NoteRow[];
  audit: AuditRow[];
  status: LeadStatus;
  trashed: boolean;
}

/** One demo lead with its notes and audit entries. */
function makeLead(rnd: Random, index: number, total: number, now: Date, references: Set<string>): Generated {
  const template: Template = index < TEMPLATES.length && total >= TEMPLATES.length ? TEMPLATES[index]! : {};
  const spanDays = total <= 500 ? 120 : FIVE_YEARS_DAYS;
  // Younger leads are more common (the business grows); one in twenty is from the last two days.
  const ageDays = template.ageDays ?? (rnd() < 0.05 ? rnd() * 2 : spanDays * rnd() ** 1.4);
  const created = new Date(now.getTime() - ageDays * DAY - rnd() * HOUR);
  const kind = template.kind ?? (rnd() < QUOTE_SHARE ? 'quote' : 'contact');
  const status = template.status ?? statusFor(rnd, ageDays);
  const ageMs = now.getTime() - created.getTime();

  const first = pick(rnd, FIRST_NAMES);
  const last = pick(rnd, SURNAMES);
  const name = `${first} ${last}`;
  const email = `${asciiLower(first)}.${asciiLower(last)}${index}@${DEMO_EMAIL_DOMAIN}`;
  const phone = kind === 'quote' || rnd() < 0.6 ? demoPhone(rnd) : null;
  let reference: string;
  do {
    reference = `${kind === 'quote' ? 'T' : 'M'}-${Array.from({ length: 6 }, () => pick(rnd, [...REFERENCE_ALPHABET])).join('')}`;
  } while (references.has(reference));
  references.add(reference);

  let subject: string | null = null;
  let fromLocation: string | null = null;
  let toLocation: string | null = null;
  let serviceType: string | null = null;
  let message: string;
  if (kind === 'quote') {
    serviceType = weighted(rnd, QUOTE_SERVICES);
    fromLocation = `${pick(rnd, ISTANBUL_DISTRICTS)}, İstanbul`;
    toLocation =
      serviceType === 'Şehirlerarası Taşıma' || rnd() < 0.15
        ? pick(rnd, PROVINCES)
        : `${pick(rnd, ISTANBUL_DISTRICTS)}, İstanbul`;
    message = `${DEMO_MESSAGE_PREFIX} ${pick(rnd, QUOTE_MESSAGES)}`.trim();
  } else {
    subject = pick(rnd, CONTACT_SUBJECTS);
    message = `${DEMO_MESSAGE_PREFIX} ${pick(rnd, CONTACT_MESSAGES)}`;
  }

  const attribution = {
    landingPage: pick(rnd, LANDING_PAGES),
    ...weighted(rnd, ATTRIBUTIONS)(rnd),
  };
  const id = demoId(rnd);
  const audit: AuditRow[] = [];
  const notes: NoteRow[] = [];
  const at = (fraction: number) => new Date(created.getTime() + Math.max(MINUTE, fraction * ageMs));

  // The status steps, spread over the lead's life (the last within a few weeks of it).
  const steps = pathTo(rnd, status);
  const stepWindow = Math.min(1, (21 * DAY) / Math.max(ageMs, 1));
  let statusChangedAt: Date | null = null;
  let firstResponse: Date | null = null;
  const lostReason = status === 'kaybedildi' ? pick(rnd, LOST_REASONS).id : null;
  steps.forEach((step, i) => {
    const when = at((stepWindow * (i + rnd())) / steps.length);
    statusChangedAt = when;
    firstResponse ??= when;
    const actor = pick(rnd, STAFF);
    const detail =
      step === 'kaybedildi' && lostReason ? `${statusLabel(step)} (${lostReasonLabel(lostReason)})` : statusLabel(step);
    audit.push({
      id: demoId(rnd),
      lead_kind: kind,
      lead_id: id,
      actor_email: actor,
      action: 'status',
      detail,
      created_at: when,
    });
  });

  // About three leads in ten (of those staff touched) have one to three notes.
  if (status !== 'yeni' && rnd() < 0.35) {
    const count = 1 + Math.floor(rnd() * 3);
    for (let n = 0; n < count; n++) {
      const when = at(stepWindow * rnd());
      const body = pick(rnd, NOTES);
      const author = pick(rnd, STAFF);
      notes.push({ id: demoId(rnd), lead_kind: kind, lead_id: id, author_email: author, body, created_at: when });
      audit.push({
        id: demoId(rnd),
        lead_kind: kind,
        lead_id: id,
        actor_email: author,
        action: 'note',
        detail: body,
        created_at: when,
      });
      if (!firstResponse || when < firstResponse) firstResponse = when;
    }
  }

  // Follow-ups: open leads are called back; a few of them are late.
  const open = status === 'arandi' || status === 'kesif' || status === 'teklif';
  let followUp: Date | null = null;
  const followKind =
    template.followUp ??
    (open && rnd() < 0.6
      ? weighted(rnd, [
          ['today', 2],
          ['overdue', ageDays > 21 ? 6 : 2],
          ['later', 5],
        ] as const)
      : null);
  if (followKind) {
    const todayStart = istanbulDayStart(now).getTime();
    const tomorrow = istanbulDayStart(now, 1).getTime();
    if (followKind === 'today') {
      // Later today when there is time left, else earlier today (then it is also late).
      const start = Math.min(now.getTime() + HOUR, tomorrow - MINUTE);
      followUp = new Date(start + rnd() * Math.max(0, tomorrow - MINUTE - start));
    } else if (followKind === 'overdue') {
      followUp = new Date(todayStart - (1 + Math.floor(rnd() * 6)) * DAY + 10 * HOUR);
    } else {
      followUp = new Date(todayStart + (1 + Math.floor(rnd() * 10)) * DAY + (9 + Math.floor(rnd() * 8)) * HOUR);
    }
    const actor = pick(rnd, STAFF);
    const setAt = statusChangedAt ?? at(0.5);
    audit.push({
      id: demoId(rnd),
      lead_kind: kind,
      lead_id: id,
      actor_email: actor,
      action: 'follow-up',
      detail: followUp.toISOString().slice(0, 16).replace('T', ' '),
      created_at: setAt,
    });
  }

  const trashed = template.trashed ?? rnd() < 0.01;
  let deletedAt: Date | null = null;
  if (trashed) {
    // Within the days "Silinenler" keeps a lead, so the server does not purge it at once.
    const back = Math.min(ageMs - MINUTE, (TRASH_DAYS - 5) * DAY * rnd());
    deletedAt = new Date(now.getTime() - Math.max(MINUTE, back));
    audit.push({
      id: demoId(rnd),
      lead_kind: kind,
      lead_id: id,
      actor_email: pick(rnd, STAFF),
      action: 'delete',
      detail: '',
      created_at: deletedAt,
    });
  }

  const lead: LeadRow = {
    id,
    kind,
    reference,
    name,
    email,
    phone,
    subject,
    from_location: fromLocation,
    to_location: toLocation,
    service_type: serviceType,
    message,
    is_read: status !== 'yeni' || rnd() < 0.25,
    attribution: JSON.stringify(attribution),
    status,
    lost_reason: lostReason,
    status_changed_at: statusChangedAt,
    follow_up_at: followUp,
    first_response_at: firstResponse,
    deleted_at: deletedAt,
    source: classifySource(attribution),
    submission_id: null,
    estimate_min: null,
    estimate_max: null,
    estimate_inputs: null,
    search_text: leadSearchText({ name, email, reference, phone, subject, fromLocation, toLocation }),
    created_at: created,
  };
  return { lead, notes, audit, status, trashed };
}

async function insertChunks<T>(count: number, rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += count) await insert(rows.slice(i, i + count));
}

/**
 * Writes `options.leads` demo leads (DEFAULT_DEMO_LEADS by default) with their notes and
 * audit entries, oldest first, in transactions of a few thousand rows. Does not check
 * what the database holds: callers refuse a database with real leads first (demoState).
 */
export async function generateDemoLeads(db: Db, options: DemoOptions = {}): Promise<DemoSummary> {
  const total = Math.max(1, Math.trunc(options.leads ?? DEFAULT_DEMO_LEADS));
  const now = options.now ?? new Date();
  const rnd = seededRandom(options.seed ?? 20261127);
  const references = new Set<string>();
  const summary: DemoSummary = { leads: 0, quotes: 0, notes: 0, audit: 0, trashed: 0, byStatus: {} };
  const BATCH = 2000;
  for (let start = 0; start < total; start += BATCH) {
    const made = Array.from({ length: Math.min(BATCH, total - start) }, (_, i) =>
      makeLead(rnd, start + i, total, now, references),
    );
    const leads = made.map((m) => m.lead);
    const notes = made.flatMap((m) => m.notes);
    const audit = made.flatMap((m) => m.audit);
    await db.transaction().execute(async (trx) => {
      await insertChunks(ROWS_PER_INSERT, leads, (chunk) => trx.insertInto('leads').values(chunk).execute());
      await insertChunks(ROWS_PER_INSERT, notes, (chunk) => trx.insertInto('lead_notes').values(chunk).execute());
      await insertChunks(ROWS_PER_INSERT, audit, (chunk) => trx.insertInto('lead_audit').values(chunk).execute());
    });
    for (const m of made) {
      summary.leads++;
      if (m.lead.kind === 'quote') summary.quotes++;
      if (m.trashed) summary.trashed++;
      summary.byStatus[m.status] = (summary.byStatus[m.status] ?? 0) + 1;
    }
    summary.notes += notes.length;
    summary.audit += audit.length;
    options.onProgress?.(summary.leads);
  }
  return summary;
}
