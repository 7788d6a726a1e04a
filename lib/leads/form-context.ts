import 'server-only';
import { headers } from 'next/headers';
import { SERVICE_FACTS, isServiceSlug, type ServiceSlug } from '@/content/services';
import { QUOTE_SERVICES } from '@/lib/validation/lead';
import { attributionFromUrl, type Attribution } from './attribution';

type SearchParams = Record<string, string | string[] | undefined>;

/** The quote form's option for a service page (SPEC.md's six quote services). */
const QUOTE_OPTION: Partial<Record<ServiceSlug, (typeof QUOTE_SERVICES)[number]>> = {
  'sehir-ici-tasima': 'Şehir İçi Taşıma',
  'sehirlerarasi-tasima': 'Şehirlerarası Taşıma',
  'ofis-tasima': 'Ofis Taşıma',
  'parca-esya-tasima': 'Parça Eşya Taşıma',
  'evden-eve-nakliyat': 'Ev Taşıma',
  'asansorlu-tasimacilik': 'Ev Taşıma',
  'ceyiz-tasima': 'Parça Eşya Taşıma',
  'koli-tasima': 'Parça Eşya Taşıma',
  'yuk-tasima': 'Endüstriyel Taşıma',
  'tekstil-tasima': 'Endüstriyel Taşıma',
  'fabrika-tasima': 'Endüstriyel Taşıma',
};

/** The referrer, unless it is a page of this site (then the visit began here). */
function externalReferrer(referer: string | null, host: string | null): string {
  if (!referer) return '';
  try {
    return new URL(referer).host === host ? '' : referer;
  } catch {
    return '';
  }
}

export interface FormContext {
  startedAt: number;
  attribution: Attribution;
  /** The service named by ?hizmet={service-id}, if any. */
  service?: ServiceSlug;
}

/** What a form page knows of this request: when it was shown, where the visitor came from, which service they chose. */
export async function formContext(path: string, searchParams: SearchParams): Promise<FormContext> {
  const h = await headers();
  const url = new URL(path, 'http://localhost');
  for (const [k, v] of Object.entries(searchParams)) if (typeof v === 'string') url.searchParams.set(k, v);
  const hizmet = typeof searchParams.hizmet === 'string' ? searchParams.hizmet : undefined;
  return {
    startedAt: Date.now(),
    attribution: attributionFromUrl(url, externalReferrer(h.get('referer'), h.get('host'))),
    service: hizmet && isServiceSlug(hizmet) ? hizmet : undefined,
  };
}

export function quoteOptionFor(service?: ServiceSlug): string {
  return (service && QUOTE_OPTION[service]) ?? '';
}

export function contactOptionFor(service?: ServiceSlug): string {
  return service ? SERVICE_FACTS[service].title : '';
}
