// The texts written for each place: one file per region for the provinces, and İstanbul's
// districts by side. Keyed by slug; lib/content/places.ts joins them with the region table
// and fills the company-fact tokens ({district}, {foundingYear:ablative}…).
import type { PlaceText } from '../types';
import { akdenizProvinceTexts } from './akdeniz';
import { doguAnadoluProvinceTexts } from './dogu-anadolu';
import { egeProvinceTexts } from './ege';
import { guneydoguAnadoluProvinceTexts } from './guneydogu-anadolu';
import { icAnadoluProvinceTexts } from './ic-anadolu';
import { asianSideDistrictTexts } from './istanbul-asian-side';
import { europeanSideDistrictTexts } from './istanbul-european-side';
import { karadenizProvinceTexts } from './karadeniz';
import { marmaraProvinceTexts } from './marmara';

/** The 81 provinces' texts, keyed by slug. */
export const PROVINCE_TEXTS: Record<string, PlaceText> = {
  ...marmaraProvinceTexts,
  ...egeProvinceTexts,
  ...akdenizProvinceTexts,
  ...icAnadoluProvinceTexts,
  ...karadenizProvinceTexts,
  ...doguAnadoluProvinceTexts,
  ...guneydoguAnadoluProvinceTexts,
};

/** İstanbul's 39 districts' texts, keyed by slug. */
export const DISTRICT_TEXTS: Record<string, PlaceText> = {
  ...europeanSideDistrictTexts,
  ...asianSideDistrictTexts,
};

/**
 * Text of the generic page for a place not in the tables (SPEC.md: no error, a generic page),
 * with its company-fact tokens; pages read it filled (lib/content/places.ts).
 */
export function genericPlaceText(name: string, regionName: string): PlaceText {
  return {
    ad: name,
    aciklama: [
      `${name} ve çevresinde evden eve nakliyat, ofis taşıma ve parça eşya taşıma hizmeti veriyoruz. Taşınmanızı ücretsiz ekspertizle planlıyor, eşyanızı söz verdiğimiz saatte yeni adresinize ulaştırıyoruz.`,
      `${regionName} Bölgesi'ndeki taşımalarımızı {city} {district:locative}ki merkezimizden yönetiyoruz. Adresinizi ve eşya durumunuzu paylaşmanız, size yazılı bir teklif hazırlamamız için yeterli.`,
    ],
    ozellikler: ['Ücretsiz ekspertiz', '{Insured} taşıma', 'İsteğe bağlı paketleme ve montaj', 'Yazılı fiyat teklifi'],
  };
}
