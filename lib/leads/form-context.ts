import 'server-only';
import { headers } from 'next/headers';
import { SERVICE_FACTS, isServiceSlug, type ServiceSlug } from '@/content/services';
import { getAuthSecret } from '@/lib/auth/auth';
import { env } from '@/lib/env';
import { LEAD_MESSAGES, type QUOTE_SERVICES } from '@/lib/validation/lead';
import { attributionFromUrl, type Attribution } from './attribution';
import { TOO_LARGE_PARAM, TOO_LARGE_VALUE, type LeadFormState } from './form-state';
import { signStart } from './start-token';

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
  /** When the form was shown, signed by the server (the minimum fill time). */
  started: string;
  /** The minimum fill time, which the browser waits out before sending. */
  minFillMs: number;
  attribution: Attribution;
  /** The service named by ?hizmet={service-id}, if any. */
  service?: ServiceSlug;
  /** The form's first state: the banner of a submission that was sent back (too large). */
  initialState?: LeadFormState;
}

/** What a form page knows of this request: when it was shown, where the visitor came from, which service they chose. */
export async function formContext(path: string, searchParams: SearchParams): Promise<FormContext> {
  const h = await headers();
  const url = new URL(path, 'http://localhost');
  for (const [k, v] of Object.entries(searchParams)) if (typeof v === 'string') url.searchParams.set(k, v);
  const tooLarge = url.searchParams.get(TOO_LARGE_PARAM) === TOO_LARGE_VALUE;
  url.searchParams.delete(TOO_LARGE_PARAM);
  const hizmet = typeof searchParams.hizmet === 'string' ? searchParams.hizmet : undefined;
  return {
    started: signStart(Date.now(), await getAuthSecret()),
    minFillMs: env().LEAD_MIN_FILL_MS,
    attribution: attributionFromUrl(url, externalReferrer(h.get('referer'), h.get('host'))),
    service: hizmet && isServiceSlug(hizmet) ? hizmet : undefined,
    initialState: tooLarge ? { status: 'error', message: LEAD_MESSAGES.tooLarge, answeredAt: 0 } : undefined,
  };
}

export function quoteOptionFor(service?: ServiceSlug): string {
  return (service && QUOTE_OPTION[service]) ?? '';
}

export function contactOptionFor(service?: ServiceSlug): string {
  return service ? SERVICE_FACTS[service].title : '';
}
