// The one place that words the site's insurance and K3 claims (docs/decisions/031). A claim
// of insurance names the insurer staff entered in "Firma Bilgileri"; while it is empty the
// pages offer insurance ("sigorta seçeneği") instead of claiming it. A K3 claim carries its
// certificate number; without one the pages make none. Browser-safe, pure: claims.test.ts.
import type { SiteConfig } from './site';

export type Credentials = Pick<SiteConfig, 'insurancePartner' | 'k3Certificate'>;

export interface InsuranceClaims {
  /** Whether the pages may claim the moves are insured: the insurer is named. */
  insured: boolean;
  /** Before a noun: "sigortalı taşıma" / "sigorta seçenekli taşıma". */
  adjective: string;
  /** In titles and descriptions, before a service: "sigortalı " or nothing. */
  titlePrefix: string;
  /** How the moves are done: "planlı, sigortalı ve zamanında" / "planlı ve zamanında". */
  manner: string;
  /** A short badge: "Sigortalı taşıma (Örnek Sigorta)" / "Sigorta seçeneği". */
  badge: string;
  /** One sentence for cards and dialogs. */
  sentence: string;
  /** The quote as the site describes it: "yazılı ve sigortalı" / "yazılı". */
  quoteAdjective: string;
  /** "Yazılı ve sigortalı teklif" / "Yazılı teklif, sigorta seçeneği". */
  writtenQuote: string;
  /** The footer's credentials line about insurance; null when there is no insurer. */
  insurerLine: string | null;
  /** "K3 yetki belgesi no: …"; null without a number (no K3 claim then). */
  k3Line: string | null;
}

/** Every wording of the insurance and K3 claims, from the insurer and the certificate number. */
export function insuranceClaims({ insurancePartner, k3Certificate }: Credentials): InsuranceClaims {
  const insurer = insurancePartner.trim();
  const k3 = k3Certificate.trim();
  const insured = insurer !== '';
  return {
    insured,
    adjective: insured ? 'sigortalı' : 'sigorta seçenekli',
    titlePrefix: insured ? 'sigortalı ' : '',
    manner: insured ? 'planlı, sigortalı ve zamanında' : 'planlı ve zamanında',
    badge: insured ? `Sigortalı taşıma (${insurer})` : 'Sigorta seçeneği',
    sentence: insured
      ? `Taşımalarımız ${insurer} güvencesiyle nakliyat sigortası kapsamındadır; poliçe, yükleme başlamadan önce size iletilir.`
      : 'İsterseniz taşımanız için nakliyat sigortası yaptırırız; sigorta seçeneğinin kapsamı ve ücreti yazılı teklifte ayrıca belirtilir.',
    quoteAdjective: insured ? 'yazılı ve sigortalı' : 'yazılı',
    writtenQuote: insured ? 'Yazılı ve sigortalı teklif' : 'Yazılı teklif, sigorta seçeneği',
    insurerLine: insured ? `Sigorta şirketi: ${insurer}` : null,
    k3Line: k3 ? `K3 yetki belgesi no: ${k3}` : null,
  };
}
