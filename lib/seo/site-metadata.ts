import type { Metadata } from 'next';
import { ALL_PROVINCES_SINCE, PROVINCE_COUNT } from '@/content/company-stats';
import { insuranceClaims } from '@/lib/claims';
import { SINCE_FOUNDING } from '@/lib/facts';
import { getSite } from '@/lib/settings/index.server';
import { SLOGAN } from '@/lib/site';
import { numberWithCase } from '@/lib/turkish';

/**
 * What every page starts from (app/layout.tsx), and the site's own 404 too
 * (app/global-not-found.tsx, which has no layout above it): the base address, the title template
 * and the company's description from the facts staff saved.
 */
export async function siteMetadata(): Promise<Metadata> {
  const s = await getSite();
  return {
    metadataBase: new URL(`${s.url}/`),
    title: { default: `${s.name} | ${SLOGAN}`, template: `%s | ${s.name}` },
    description: `${s.name}: ${s.address.city} ${s.address.district} merkezli, ${SINCE_FOUNDING}; ${numberWithCase(ALL_PROVINCES_SINCE, 'ablative')} beri ${PROVINCE_COUNT} ilde ${insuranceClaims(s).titlePrefix}evden eve nakliyat, ofis ve şehirlerarası taşımacılık.`,
    applicationName: s.name,
    formatDetection: { telephone: false },
  };
}
