// The staff actions' forms as the wrapper reads them: known leads reach the data
// functions with the same arguments as before; an unknown kind, status or malformed value
// is refused with the action's failure notice and nothing is written. The data layer is
// replaced by spies; the pages and notices are checked end to end in e2e/.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SiteSettings from '@/lib/data/site-settings.server';
import type * as Effective from '@/lib/settings/effective.server';

class Redirected extends Error {
  constructor(
    readonly url: string,
    readonly mode: string | undefined,
  ) {
    super(`redirect ${url}`);
  }
}

const STAFF = { userId: 'u1', email: 'ofis@example.com' };
const DB = { fake: 'db' };

const data = vi.hoisted(() => ({
  setLeadStatus: vi.fn(),
  addLeadNote: vi.fn(),
  setLeadFollowUp: vi.fn(),
  trashLead: vi.fn(),
  restoreLead: vi.fn(),
  markLeadRead: vi.fn(),
  deleteHeroImage: vi.fn(),
  deleteGalleryImage: vi.fn(),
  trashMedia: vi.fn(),
  restoreMedia: vi.fn(),
  saveSetting: vi.fn(),
}));

vi.mock('next/navigation', () => ({
  RedirectType: { push: 'push', replace: 'replace' },
  redirect: (url: string, mode?: string) => {
    throw new Redirected(url, mode);
  },
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('@/lib/auth/guard.server', async () => ({
  LOGIN_PATH: (await import('@/lib/admin/paths')).ADMIN_PATHS.login,
  requireSignedIn: async () => STAFF,
  requireStaff: async () => STAFF,
}));
vi.mock('@/lib/auth/auth.server', () => ({ getAuth: async () => ({ api: { signOut: async () => {} } }) }));
vi.mock('@/lib/db/kysely.server', () => ({ getDb: async () => DB }));
vi.mock('@/lib/leads/repository.server', () => ({
  NOTE_MAX_LENGTH: 2000,
  markLeadRead: data.markLeadRead,
  setLeadStatus: data.setLeadStatus,
  addLeadNote: data.addLeadNote,
  setLeadFollowUp: data.setLeadFollowUp,
  trashLead: data.trashLead,
  restoreLead: data.restoreLead,
}));
vi.mock('@/lib/data/hero-images.server', () => ({ activateHeroImage: vi.fn(), deleteHeroImage: data.deleteHeroImage }));
vi.mock('@/lib/data/gallery-images.server', () => ({
  updateGalleryImageTitle: vi.fn(),
  deleteGalleryImage: data.deleteGalleryImage,
}));
vi.mock('@/lib/data/videos.server', () => ({ deleteVideo: vi.fn() }));
vi.mock('@/lib/data/media-trash.server', () => ({ trashMedia: data.trashMedia, restoreMedia: data.restoreMedia }));
vi.mock('@/lib/data/site-settings.server', async (original) => ({
  ...(await original<typeof SiteSettings>()),
  saveSetting: data.saveSetting,
}));
vi.mock('@/lib/cache/revalidate.server', () => ({ revalidateEverywhere: async () => {} }));
vi.mock('@/lib/hero.server', () => ({ heroChanged: () => {} }));
vi.mock('@/lib/storage/storage.server', () => ({ fileStore: () => ({ remove: async () => {} }) }));
vi.mock('@/lib/settings/effective.server', async (original) => ({
  ...(await original<typeof Effective>()),
  revalidateSiteFacts: async () => {},
}));

const { ADMIN_PATHS } = await import('@/lib/admin/paths');
const { deleteAction, deleteImageAction, markReadAction, restoreMediaAction } = await import('./actions');
const { addNoteAction, restoreLeadAction, setFollowUpAction, setStatusAction, trashLeadAction } =
  await import('./lead-actions');
const { savePricesAction } = await import('./settings-actions');
const { pricesFormValues } = await import('@/lib/settings/index.server');
const { builtInServicePrices } = await import('@/lib/settings/index.server');
const { DEFAULT_ESTIMATE_SETTINGS } = await import('@/lib/estimate');

function form(fields: Record<string, string>): FormData {
  const sent = new FormData();
  for (const [name, value] of Object.entries(fields)) sent.append(name, value);
  return sent;
}

async function landing(action: (form: FormData) => Promise<void>, fields: Record<string, string>): Promise<string> {
  const thrown = await action(form(fields)).then(
    () => null,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Redirected)) throw new Error(`expected a redirect, got ${String(thrown)}`);
  expect(thrown.mode).toBe('replace');
  return decodeURIComponent(thrown.url);
}

const LIST = 'sekme=teklifler&filtre=okunmamis';
const lead = (kind: string) => ({ kind, id: 'lead-1', liste: LIST });

beforeEach(() => {
  for (const spy of Object.values(data)) spy.mockReset().mockResolvedValue(true);
});

describe('staff actions on a lead', () => {
  it('set the status of a known lead with the same arguments as before', async () => {
    expect(await landing(setStatusAction, { ...lead('quote'), status: 'kaybedildi', lostReason: 'fiyat' })).toBe(
      `${ADMIN_PATHS.lead}/teklif/lead-1?bildirim=durum-kaydedildi&liste=${LIST}`,
    );
    expect(data.setLeadStatus).toHaveBeenCalledExactlyOnceWith(
      DB,
      'quote',
      'lead-1',
      { status: 'kaybedildi', lostReason: 'fiyat' },
      STAFF,
    );
    await landing(setStatusAction, { ...lead('contact'), status: 'arandi', lostReason: 'fiyat' });
    expect(data.setLeadStatus).toHaveBeenLastCalledWith(DB, 'contact', 'lead-1', { status: 'arandi' }, STAFF);
  });

  it('refuse an unknown lead kind instead of writing to a contact message', async () => {
    const sent = { ...lead('bogus'), status: 'arandi', note: 'Aradım', followUp: '2026-12-01T10:00' };
    for (const action of [setStatusAction, addNoteAction, setFollowUpAction]) {
      expect(await landing(action, sent)).toBe(
        `${ADMIN_PATHS.dashboard}?sekme=teklifler&filtre=okunmamis&bildirim=islem-basarisiz`,
      );
    }
    expect(await landing(trashLeadAction, sent)).toBe(
      `${ADMIN_PATHS.dashboard}?sekme=teklifler&filtre=okunmamis&bildirim=islem-basarisiz`,
    );
    expect(await landing(restoreLeadAction, { ...sent, to: 'list' })).toBe(
      `${ADMIN_PATHS.dashboard}?sekme=teklifler&filtre=okunmamis&bildirim=talep-geri-alinamadi`,
    );
    for (const spy of Object.values(data)) expect(spy).not.toHaveBeenCalled();
  });

  it('keep their refusal notices: unknown status, "Kaybedildi" without a reason, empty note, bad date', async () => {
    const page = (notice: string) => `${ADMIN_PATHS.lead}/mesaj/lead-1?bildirim=${notice}&liste=${LIST}`;
    expect(await landing(setStatusAction, { ...lead('contact'), status: 'bitti' })).toBe(page('islem-basarisiz'));
    expect(await landing(setStatusAction, { ...lead('contact'), status: 'kaybedildi', lostReason: '' })).toBe(
      page('kayip-nedeni-gerekli'),
    );
    expect(await landing(setStatusAction, { ...lead('contact'), status: 'kaybedildi', lostReason: 'x' })).toBe(
      page('kayip-nedeni-gerekli'),
    );
    expect(await landing(addNoteAction, { ...lead('contact'), note: '  \r\n ' })).toBe(page('not-bos'));
    expect(await landing(addNoteAction, { ...lead('contact'), note: 'x'.repeat(2001) })).toBe(page('islem-basarisiz'));
    expect(await landing(setFollowUpAction, { ...lead('contact'), followUp: 'yarın' })).toBe(page('takip-gecersiz'));
    expect(await landing(setFollowUpAction, { ...lead('contact') })).toBe(page('takip-gecersiz'));
    for (const spy of Object.values(data)) expect(spy).not.toHaveBeenCalled();
  });

  it('add a note, set or clear a follow-up, move to Silinenler and restore', async () => {
    await landing(addNoteAction, { ...lead('quote'), note: ' Müşteri\r\ncumartesi istiyor ' });
    expect(data.addLeadNote).toHaveBeenCalledWith(DB, 'quote', 'lead-1', 'Müşteri\ncumartesi istiyor', STAFF);
    expect(await landing(setFollowUpAction, { ...lead('quote'), followUp: '2026-12-01T10:00' })).toContain(
      'bildirim=takip-kaydedildi',
    );
    expect(data.setLeadFollowUp).toHaveBeenLastCalledWith(
      DB,
      'quote',
      'lead-1',
      new Date('2026-12-01T07:00:00.000Z'),
      STAFF,
    );
    expect(await landing(setFollowUpAction, { ...lead('quote'), clear: '1' })).toContain('bildirim=takip-kaldirildi');
    expect(data.setLeadFollowUp).toHaveBeenLastCalledWith(DB, 'quote', 'lead-1', null, STAFF);
    expect(await landing(trashLeadAction, { kind: 'contact', id: 'lead-1' })).toBe(
      `${ADMIN_PATHS.dashboard}?sekme=mesajlar&bildirim=mesaj-silindi&geri=contact:lead-1`,
    );
    data.restoreLead.mockResolvedValue(false);
    expect(await landing(restoreLeadAction, lead('quote'))).toBe(
      `${ADMIN_PATHS.lead}/teklif/lead-1?bildirim=talep-geri-alinamadi&liste=${LIST}`,
    );
  });
});

describe('staff actions of the dashboard lists', () => {
  it('mark a known lead read, and refuse an unknown kind with the general failure notice', async () => {
    expect(await landing(markReadAction, { kind: 'quote', id: 'lead-1', back: LIST })).toBe(
      `${ADMIN_PATHS.dashboard}?sekme=teklifler&filtre=okunmamis&bildirim=teklif-incelendi`,
    );
    expect(data.markLeadRead).toHaveBeenCalledExactlyOnceWith(DB, 'quote', 'lead-1');
    data.markLeadRead.mockClear();
    expect(await landing(markReadAction, { kind: 'bogus', id: 'lead-1', back: LIST })).toBe(
      `${ADMIN_PATHS.dashboard}?sekme=teklifler&filtre=okunmamis&bildirim=islem-basarisiz`,
    );
    expect(await landing(deleteAction, { kind: 'bogus', id: 'lead-1', back: LIST })).toBe(
      `${ADMIN_PATHS.dashboard}?sekme=teklifler&filtre=okunmamis&bildirim=islem-basarisiz`,
    );
    // A known kind with a malformed id answers that kind's own failure notice.
    expect(await landing(deleteAction, { kind: 'contact', id: '../x', back: LIST })).toContain(
      'bildirim=mesaj-silinemedi',
    );
    expect(data.markLeadRead).not.toHaveBeenCalled();
    expect(data.trashLead).not.toHaveBeenCalled();
  });

  it('delete a hero or gallery image by its kind (both to the trash), and refuse an unknown kind instead of reading it as gallery', async () => {
    data.trashMedia.mockResolvedValue(true);
    expect(await landing(deleteImageAction, { kind: 'gallery', id: 'img-1' })).toBe(
      `${ADMIN_PATHS.dashboard}?sekme=galeri&bildirim=gorsel-cope`,
    );
    expect(data.trashMedia).toHaveBeenCalledExactlyOnceWith(DB, 'gallery', 'img-1');
    expect(data.deleteGalleryImage).not.toHaveBeenCalled();
    data.trashMedia.mockClear();
    expect(await landing(deleteImageAction, { kind: 'hero', id: 'hero-1' })).toBe(
      `${ADMIN_PATHS.dashboard}?sekme=anasayfa&bildirim=hero-cope`,
    );
    expect(data.trashMedia).toHaveBeenCalledExactlyOnceWith(DB, 'hero', 'hero-1');
    data.trashMedia.mockClear();
    expect(await landing(deleteImageAction, { kind: 'poster', id: 'img-1' })).toBe(
      `${ADMIN_PATHS.dashboard}?sekme=galeri&bildirim=gorsel-silinemedi`,
    );
    expect(data.trashMedia).not.toHaveBeenCalled();
    expect(data.deleteHeroImage).not.toHaveBeenCalled();
  });

  it('brings a hero back to the Anasayfa tab with the notice that it must be made active again', async () => {
    data.restoreMedia.mockResolvedValue(true);
    expect(await landing(restoreMediaAction, { kind: 'hero', id: 'hero-1' })).toBe(
      `${ADMIN_PATHS.dashboard}?sekme=anasayfa&bildirim=hero-geri-alindi`,
    );
    expect(data.restoreMedia).toHaveBeenCalledExactlyOnceWith(DB, 'hero', 'hero-1');
    expect(await landing(restoreMediaAction, { kind: 'gallery', id: 'img-1' })).toBe(
      `${ADMIN_PATHS.dashboard}?sekme=galeri&bildirim=medya-geri-alindi`,
    );
    data.restoreMedia.mockResolvedValue(false);
    expect(await landing(restoreMediaAction, { kind: 'video', id: 'v-1' })).toBe(
      `${ADMIN_PATHS.dashboard}?sekme=video&bildirim=islem-basarisiz`,
    );
  });
});

describe('the Fiyatlar action', () => {
  it('saves nothing when a number is written in hex, as an exponent or as Infinity', async () => {
    const values = pricesFormValues(builtInServicePrices(), DEFAULT_ESTIMATE_SETTINGS);
    const state = await savePricesAction(
      { status: 'idle', values: {}, errors: {} },
      form({ ...values, 'est.baseFee': '0x10', 'est.labourPerM3': '1e3', 'est.packingPerM3': 'Infinity' }),
    );
    expect(state.status).toBe('invalid');
    expect(Object.keys(state.errors)).toEqual(['est.baseFee', 'est.labourPerM3', 'est.packingPerM3']);
    expect(data.saveSetting).not.toHaveBeenCalled();
  });
});
