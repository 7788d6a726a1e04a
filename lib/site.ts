import { env } from './env';

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
  socials: SocialLink[];
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

/** wa.me link with a prefilled message. */
export function whatsappLink(e164: string, text: string): string {
  return `https://wa.me/${e164.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

export function telLink(p: Phone): string {
  return `tel:${p.e164}`;
}

let cached: SiteConfig | undefined;

/** The company's identity: typed, with placeholder defaults that environment variables override. */
export function site(): SiteConfig {
  if (cached) return cached;
  const e = env();
  const main = phone(e.COMPANY_PHONE);
  cached = {
    name: e.COMPANY_NAME,
    legalName: e.COMPANY_LEGAL_NAME,
    url: e.SITE_URL,
    phone: main,
    phones: [main, phone(e.COMPANY_PHONE_2), phone(e.COMPANY_PHONE_3)],
    whatsapp: phone(e.COMPANY_WHATSAPP),
    email: e.COMPANY_EMAIL,
    address: {
      street: e.COMPANY_STREET,
      district: e.COMPANY_DISTRICT,
      city: e.COMPANY_CITY,
      postalCode: e.COMPANY_POSTAL_CODE,
      full: `${e.COMPANY_STREET}, ${e.COMPANY_POSTAL_CODE} ${e.COMPANY_DISTRICT}/${e.COMPANY_CITY}`,
    },
    geo: { latitude: e.COMPANY_LATITUDE, longitude: e.COMPANY_LONGITUDE },
    socials: [
      { name: 'Facebook', url: e.SOCIAL_FACEBOOK },
      { name: 'Twitter', url: e.SOCIAL_TWITTER },
      { name: 'LinkedIn', url: e.SOCIAL_LINKEDIN },
      { name: 'Instagram', url: e.SOCIAL_INSTAGRAM },
      { name: 'YouTube', url: e.SOCIAL_YOUTUBE },
      { name: 'Google', url: e.SOCIAL_GOOGLE },
    ],
  };
  return cached;
}
