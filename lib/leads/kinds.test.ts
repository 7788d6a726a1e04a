import { describe, expect, it } from 'vitest';
import { NOTICES, TABS } from '@/lib/admin/dashboard';
import type { ContactMessage, QuoteRequest } from './types';
import {
  LEAD_KIND_IDS,
  LEAD_KINDS,
  LEAD_NOTICES,
  isLeadKind,
  leadDetails,
  leadListDetails,
  leadKindOfTab,
  type Lead,
} from './kinds';
import { REFERENCE_PATTERN, leadKindOfReference, newReference } from './reference';
import { UNTOUCHED_PIPELINE } from './pipeline';

const common = {
  id: 'id-1',
  reference: null,
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  isRead: false,
  attribution: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...UNTOUCHED_PIPELINE,
};
const message: ContactMessage = { ...common, phone: null, subject: 'Ofis Taşıma', message: 'Merhaba' };
const quote: QuoteRequest = {
  ...common,
  phone: '0532 111 22 33',
  fromLocation: 'Bağcılar',
  toLocation: 'Şişli',
  serviceType: 'Evden Eve Nakliyat',
  message: '',
  estimate: null,
};

describe('lead kinds', () => {
  it('give every kind its own tab, CSV name and reference prefix', () => {
    for (const field of ['tab', 'csvName', 'referencePrefix'] as const) {
      const values = LEAD_KIND_IDS.map((kind) => LEAD_KINDS[kind][field]);
      expect(values.every((v) => v.length > 0)).toBe(true);
      expect(new Set(values).size).toBe(LEAD_KIND_IDS.length);
    }
    expect(LEAD_KIND_IDS.every((kind) => LEAD_KINDS[kind].kind === kind)).toBe(true);
  });

  it('map each dashboard tab back to its kind, and media tabs to none', () => {
    for (const kind of LEAD_KIND_IDS) {
      expect(leadKindOfTab(LEAD_KINDS[kind].tab)).toBe(kind);
      expect(TABS.find((t) => t.id === LEAD_KINDS[kind].tab)?.label).toBe(LEAD_KINDS[kind].labels.tab);
    }
    expect(leadKindOfTab('galeri')).toBeUndefined();
    expect(leadKindOfTab(null)).toBeUndefined();
  });

  it('have notices with distinct ids that the dashboard shows with their text', () => {
    const ids = LEAD_NOTICES.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(LEAD_KIND_IDS.length * 4);
    for (const n of LEAD_NOTICES) expect(NOTICES[n.id]).toEqual({ text: n.text, tone: n.tone });
    expect(LEAD_KINDS.quote.notices.markedRead.text).toBe('Teklif talebi incelendi olarak işaretlendi.');
    expect(LEAD_KINDS.contact.notices.deleted.text).toBe(
      'Mesaj Silinenler’e taşındı; 30 gün içinde geri alabilirsiniz.',
    );
  });

  it('label the read filters in each list (quotes read "Okunmamış" and "İncelenen", "Yeni" being a status)', () => {
    expect(LEAD_KINDS.contact.labels.filters).toEqual({ all: 'Tümü', unread: 'Okunmamış', read: 'Okunmuş' });
    expect(LEAD_KINDS.quote.labels.filters).toEqual({ all: 'Tümü', unread: 'Okunmamış', read: 'İncelenen' });
  });

  it('list the fields only a kind has, for the e-mail and for the inbox', () => {
    const leads: Lead[] = [
      { kind: 'contact', ...message },
      { kind: 'quote', ...quote },
    ];
    expect(leads.map((lead) => leadDetails(lead))).toEqual([
      [['Konu', 'Ofis Taşıma']],
      [
        ['Nereden', 'Bağcılar'],
        ['Nereye', 'Şişli'],
        ['Hizmet', 'Evden Eve Nakliyat'],
      ],
    ]);
    expect(leadListDetails({ kind: 'quote', ...quote })).toEqual([
      { label: 'Güzergâh', parts: ['Bağcılar', 'Şişli'], joiner: ' → ' },
      { label: 'Hizmet', parts: ['Evden Eve Nakliyat'], joiner: ' ' },
    ]);
  });

  it('recognise a kind only by its exact name', () => {
    expect(LEAD_KIND_IDS.every(isLeadKind)).toBe(true);
    for (const value of ['Quote', 'teklifler', '', null, undefined, 1]) expect(isLeadKind(value)).toBe(false);
  });
});

describe('lead references', () => {
  it('start with their kind prefix and parse back to their kind', () => {
    for (const kind of LEAD_KIND_IDS) {
      for (let i = 0; i < 50; i++) {
        const reference = newReference(LEAD_KINDS[kind].referencePrefix);
        expect(reference).toMatch(REFERENCE_PATTERN);
        expect(reference.startsWith(`${LEAD_KINDS[kind].referencePrefix}-`)).toBe(true);
        expect(leadKindOfReference(reference)).toBe(kind);
      }
    }
  });

  it('read a reference typed in lower case or with spaces, and nothing else', () => {
    expect(leadKindOfReference(' t-7kq4m2 ')).toBe('quote');
    expect(leadKindOfReference('M-3HX9PA')).toBe('contact');
    // Unknown prefix, letters that are never used (0, O, 1, I, L), wrong length.
    for (const value of ['X-7KQ4M2', 'T-7KQ4M0', 'T-7KQ4MO', 'M-3HX9PL', 'T-7KQ4M', 'T-7KQ4M22', 'T7KQ4M2', ''])
      expect(leadKindOfReference(value)).toBeUndefined();
  });
});
