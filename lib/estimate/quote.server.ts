// A quote request made from an estimate ("Bu fiyatla teklif iste"): the quote form carries
// the estimate's parameters in one hidden field, and the server computes the estimate
// again from them when the request is stored. Numbers sent by a browser are never used.
import 'server-only';
import type { QuoteEstimate } from '@/lib/leads';
import { estimateFromQuery } from './estimate.server';
import { ESTIMATE_PARAMS, estimateQueryString } from './query';

/** The quote form's hidden field with the estimate's query string (`nereden=…&nereye=…&ev=…`). */
export const QUOTE_ESTIMATE_FIELD = 'tahmin';

/**
 * The estimate to store with a quote request, computed on the server from the posted
 * parameters with today's settings; null without parameters, for parameters that are
 * no longer valid (a date that has passed since) or if the estimate cannot be computed:
 * the request itself is stored all the same.
 */
export async function quoteEstimateFromForm(form: FormData, now: Date = new Date()): Promise<QuoteEstimate | null> {
  const raw = form.get(QUOTE_ESTIMATE_FIELD);
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > 2_000) return null;
  try {
    const { query, estimate } = await estimateFromQuery(new URLSearchParams(raw), now);
    if (query.status !== 'valid' || !estimate) return null;
    return { min: estimate.min, max: estimate.max, inputs: query.input };
  } catch (error) {
    console.error('[estimate] quote estimate failed:', error instanceof Error ? error.message : error);
    return null;
  }
}

const ESTIMATE_PARAM_NAMES: ReadonlySet<string> = new Set(Object.values(ESTIMATE_PARAMS));

/**
 * The quote page a form sent without JavaScript is answered on, carrying the estimate the
 * server has just read from the form (its parameters replace any the address had; the
 * page's other parameters stay): the answer shows the estimate and the form carries it
 * again, however many times a validation message sends the visitor back. Without an
 * estimate the page is returned unchanged.
 */
export function quotePageWithEstimate(page: URL, estimate: QuoteEstimate | null): URL {
  if (!estimate) return page;
  const others = new URLSearchParams();
  for (const [name, value] of page.searchParams) if (!ESTIMATE_PARAM_NAMES.has(name)) others.append(name, value);
  const rest = others.toString();
  const url = new URL(page);
  url.search = `?${estimateQueryString(estimate.inputs)}${rest ? `&${rest}` : ''}`;
  return url;
}
