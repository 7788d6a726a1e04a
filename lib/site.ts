import { env, type Env } from './env';
import { describeHours, type HoursText } from './facts';
import { companyFromEnv, serviceHoursOf, type CompanySettings } from '@/lib/settings';

export const SLOGAN = 'Yükünüz Hafif, Gönlünüz Rahat';

/** Prefilled texts of WhatsApp links. */
export const WHATSAPP_GREETING = 'Merhaba, nakliyat hizmetiniz hakkında bilgi almak istiyorum.';
export const WHATSAPP_QUOTE_MESSAGE = 'Merhaba, taşınmam için fiyat teklifi almak istiyorum.';

export interface Phone {
  /** E.164, e.g. +902125550000, used in tel: links. */
  e164: string;
  /** Turkish display form, e.g. 0212 555 00 00. */
  display: string;
}

export interface SocialLink {
  name: 'Facebook' | 'Twitter' | 'LinkedIn' | 'Instagram' | 'YouTube' | 'Google';
  url: string;
}

export interface SiteConfig {
  name: string;
  legalName: string;
  url: string;
  phone: Phone;
  phones: Phone[];
  whatsapp: Phone;
  email: string;
  address: { street: string; district: string; city: string; postalCode: string; full: string };
  geo: { latitude: number; longitude: number };
  /** The social profiles staff entered; an empty one is left out (none by default). */
  socials: SocialLink[];
  /** K3 authorisation certificate number; empty when not given. */
  k3Certificate: string;
  /** The insurer of the moves; empty when not given. */
  insurancePartner: string;
  /** The service hours as every page says them (footer, contact page, JSON-LD). */
  hours: HoursText;
}

/** Formats a Turkish E.164 number as it is written in Turkey: 0212 555 00 00. */
export function formatPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  if (digits.startsWith('90') && digits.length === 12) {
    const n = digits.slice(2);
    return `0${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8, 10)}`;
  }
  return e164;
}

function phone(e164: string): Phone {
  return { e164, display: formatPhone(e164) };
}

// wa.me links live in lib/phone.ts (browser-safe: the staff list's rows make them in the browser).
export { whatsappLink } from './phone';

export function telLink(p: Phone): string {
  return `tel:${p.e164}`;
}

/**
 * The site configuration from the company's facts. District and city (and the site's
 * address) come from the environment only: prose all over the site is written around them.
 */
export function buildSite(
  c: CompanySettings,
  e: Pick<Env, 'SITE_URL' | 'COMPANY_DISTRICT' | 'COMPANY_CITY'>,
): SiteConfig {
  const main = phone(c.phone);
  return {
    name: c.name,
    legalName: c.legalName,
    url: e.SITE_URL,
    phone: main,
    phones: [main, phone(c.phone2), phone(c.phone3)],
    whatsapp: phone(c.whatsapp),
    email: c.email,
    address: {
      street: c.street,
      district: e.COMPANY_DISTRICT,
      city: e.COMPANY_CITY,
      postalCode: c.postalCode,
      full: `${c.street}, ${c.postalCode} ${e.COMPANY_DISTRICT}/${e.COMPANY_CITY}`,
    },
    geo: { latitude: c.latitude, longitude: c.longitude },
    socials: [
      { name: 'Facebook', url: c.facebook },
      { name: 'Twitter', url: c.twitter },
      { name: 'LinkedIn', url: c.linkedin },
      { name: 'Instagram', url: c.instagram },
      { name: 'YouTube', url: c.youtube },
      { name: 'Google', url: c.google },
    ].filter((link): link is SocialLink => link.url !== ''),
    k3Certificate: c.k3Certificate,
    insurancePartner: c.insurancePartner,
    hours: describeHours(serviceHoursOf(c)),
  };
}

let cached: SiteConfig | undefined;

/**
 * The company's identity from the environment only (placeholder defaults that environment
 * variables override). Pages read `getSite()` (lib/settings/effective.server.ts) instead, which
 * adds what staff saved in "Firma Bilgileri"; this is for the site's address, district and
 * city, which staff do not edit.
 */
export function site(): SiteConfig {
  if (cached) return cached;
  const e = env();
  cached = buildSite(companyFromEnv(e), e);
  return cached;
}
