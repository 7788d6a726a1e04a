// A sent offer and a company as the offer tests use them (no database).
import { type Offer, type OfferContent, DEFAULT_PAYMENT_TERMS } from '@/lib/offers';
import type { SiteConfig } from '@/lib/site';

export const offerContent = (overrides: Partial<OfferContent> = {}): OfferContent => ({
  lines: [
    { label: 'Taban ücret', amount: 4_000 },
    { label: 'Yükleme, taşıma ve boşaltma işçiliği (4 kişi)', amount: 21_500 },
    { label: 'Eşya asansörü (çıkış, 5. kat)', amount: 3_250 },
    { label: 'İndirim', amount: -750 },
  ],
  moveDate: '2026-12-12',
  moveDateEnd: null,
  vehicles: '1 kamyon (40 m³)',
  crew: '4 kişilik ekip',
  included: ['Yükleme, taşıma ve boşaltma', 'Mobilya söküm ve kurulumu'],
  excluded: ['Paketleme malzemesi', 'Beyaz eşya montajı'],
  assumptions: [
    { label: 'Çıkış: 5. kat, asansör yok' },
    { label: 'Varış: 2. kat, asansör var' },
    { label: 'Hacim yaklaşık 27 m³' },
  ],
  validityDays: 7,
  paymentTerms: DEFAULT_PAYMENT_TERMS,
  note: 'Piyano için ek ekipman getirilecek.',
  vat: { included: true, ratePercent: 20 },
  ...overrides,
});

export const sentOffer = (overrides: Partial<Offer> = {}): Offer => ({
  id: 'offer-1',
  leadId: 'lead-1',
  version: 2,
  content: offerContent(),
  total: 28_000,
  createdBy: 'ofis@example.com',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
  sentAt: '2026-11-20T09:30:00.000Z',
  validUntil: '2026-11-27T09:30:00.000Z',
  firstViewedAt: null,
  lastViewedAt: null,
  withdrawnAt: null,
  response: null,
  responseAt: null,
  responseMessage: null,
  ...overrides,
});

export const company: Pick<
  SiteConfig,
  'name' | 'legalName' | 'address' | 'phone' | 'email' | 'k3Certificate' | 'insurancePartner'
> = {
  name: 'Hafif Nakliyat',
  legalName: 'Hafif Nakliyat Taşımacılık Ltd. Şti.',
  address: {
    street: 'Çırpıcı Mah. Şişli Sok. No 4',
    district: 'Güngören',
    city: 'İstanbul',
    postalCode: '34160',
    full: 'Çırpıcı Mah. Şişli Sok. No 4, 34160 Güngören/İstanbul',
  },
  phone: { e164: '+902125550000', display: '0212 555 00 00' },
  email: 'info@hafifnakliyat.example',
  k3Certificate: 'K3-34-123456',
  insurancePartner: 'Örnek Sigorta A.Ş.',
};
