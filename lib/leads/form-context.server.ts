import 'server-only';
import { randomUUID } from 'node:crypto';
import { cookies, headers } from 'next/headers';
import { SERVICE_FACTS, isServiceSlug, type ServiceSlug } from '@/content/services';
import { getAuthSecret } from '@/lib/auth/auth.server';
import { env } from '@/lib/env';
import { LEAD_MESSAGES, type QUOTE_SERVICES } from '@/lib/validation/lead';
import { getSite } from '@/lib/settings/index.server';
import { telLink, whatsappLink } from '@/lib/site';
import { ANSWER_PARAM, readAnswer } from './answer-cookie.server';
import { attributionFromUrl, type Attribution } from './attribution';
import { TOO_LARGE_PARAM, TOO_LARGE_VALUE, type LeadFormState, type LeadReach } from './form-state';
import { signStart } from './start-token';

/** The WhatsApp message offered when a form could not be sent. */
const UNSENT_FORM_MESSAGE = 'Merhaba, web sitenizdeki formu gönderemedim; size buradan yazıyorum.';

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
  /** The form's first state: the answer to a form sent without JavaScript, or the too-large banner. */
  initialState?: LeadFormState;
  /** This rendering's submission id: a second send of the same form stores nothing. */
  submissionId: string;
  /** The phone and WhatsApp links the form offers when its request got no answer. */
  reach: LeadReach;
}

/**
 * The form's signed start time; empty when the signing secret cannot be had (its database is
 * down, or cannot be written and never stored one). The page still shows: such a form is
 * answered "not stored" (its database is the reason) and carries a valid time from then on.
 */
async function signedStart(): Promise<string> {
  try {
    return signStart(Date.now(), await getAuthSecret());
  } catch (error) {
    console.error('[leads] form shown without a start time:', error instanceof Error ? error.message : error);
    return '';
  }
}

/** What a form page knows of this request: when it was shown, where the visitor came from, which service they chose. */
export async function formContext(path: string, searchParams: SearchParams): Promise<FormContext> {
  const h = await headers();
  const url = new URL(path, 'http://localhost');
  for (const [k, v] of Object.entries(searchParams)) if (typeof v === 'string') url.searchParams.set(k, v);
  const tooLarge = url.searchParams.get(TOO_LARGE_PARAM) === TOO_LARGE_VALUE;
  const answerId = url.searchParams.get(ANSWER_PARAM);
  url.searchParams.delete(TOO_LARGE_PARAM);
  url.searchParams.delete(ANSWER_PARAM);
  const hizmet = typeof searchParams.hizmet === 'string' ? searchParams.hizmet : undefined;
  const jar = await cookies();
  const answer = answerId ? readAnswer(answerId, (name) => jar.get(name)?.value) : null;
  const s = await getSite();
  return {
    started: await signedStart(),
    minFillMs: env().LEAD_MIN_FILL_MS,
    attribution: attributionFromUrl(url, externalReferrer(h.get('referer'), h.get('host'))),
    service: hizmet && isServiceSlug(hizmet) ? hizmet : undefined,
    initialState:
      answer ?? (tooLarge ? { status: 'error', message: LEAD_MESSAGES.tooLarge, answeredAt: 0 } : undefined),
    submissionId: randomUUID(),
    reach: {
      phone: { display: s.phone.display, href: telLink(s.phone) },
      whatsappHref: whatsappLink(s.whatsapp.e164, UNSENT_FORM_MESSAGE),
    },
  };
}

export function quoteOptionFor(service?: ServiceSlug): string {
  return (service && QUOTE_OPTION[service]) ?? '';
}

export function contactOptionFor(service?: ServiceSlug): string {
  return service ? SERVICE_FACTS[service].title : '';
}
