// Where a lead came from: landing page, referrer and the ad parameters of the
// visit, kept from the first page of the visit (no cookies).
export const ATTRIBUTION_FIELDS = [
  'landingPage',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
] as const;

export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = Partial<Record<AttributionField, string>>;

/** sessionStorage key of the first page of the visit. */
export const ATTRIBUTION_STORAGE_KEY = 'hn:first-visit';

export const AD_PARAMS = ATTRIBUTION_FIELDS.slice(2);
export const ATTRIBUTION_MAX_LENGTH = 500;
const MAX = ATTRIBUTION_MAX_LENGTH;

/** Reads the attribution fields from a form, dropping empty and overlong values. */
export function readAttribution(get: (name: string) => unknown): Attribution | null {
  const out: Attribution = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const value = get(field);
    if (typeof value === 'string' && value.trim()) out[field] = value.trim().slice(0, MAX);
  }
  return Object.keys(out).length ? out : null;
}

/** Attribution of a page view: its path with query, the referrer, and the ad parameters of the URL. */
export function attributionFromUrl(url: URL, referrer: string): Attribution {
  const out: Attribution = { landingPage: `${url.pathname}${url.search}`.slice(0, MAX) };
  if (referrer) out.referrer = referrer.slice(0, MAX);
  for (const p of AD_PARAMS) {
    const v = url.searchParams.get(p);
    if (v) out[p] = v.slice(0, MAX);
  }
  return out;
}
