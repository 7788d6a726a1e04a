// The estimate form's fields and the address they make. Browser-safe, no imports: the
// live-update island and the server both turn a submitted form into the same address.
//
// The form's fields are named as the query parameters, but for a district: İstanbul's
// district sits in a select of its own (`nereden-ilce`, `nereye-ilce`) and is folded into
// the place parameter, `nereden=istanbul/kadikoy`, so the address carries exactly the
// documented parameters.

/** The district select of each place parameter. */
export const DISTRICT_FIELDS = { nereden: 'nereden-ilce', nereye: 'nereye-ilce' } as const;

/** The province whose districts can be chosen. */
export const DISTRICT_PROVINCE = 'istanbul';

const DISTRICT_FIELD_NAMES = new Set<string>(Object.values(DISTRICT_FIELDS));

/** A query-string value: the slash of a district stays readable, everything else (the "+" of 2+1) is encoded. */
const encode = (value: string) => encodeURIComponent(value).replace(/%2F/g, '/');

/**
 * The address (without "?") of a submitted estimate form or of an address's own
 * parameters: each district folded into its place (only for İstanbul, dropped
 * otherwise), empty fields left out, every other parameter kept in order. Applying it
 * twice gives the same address.
 */
export function estimateSearch(entries: Iterable<[string, string]>): string {
  const list = [...entries].map(([name, value]) => [name, value.trim()] as [string, string]);
  const first = (name: string) => list.find(([n]) => n === name)?.[1] ?? '';
  const out: string[] = [];
  for (const [name, value] of list) {
    if (DISTRICT_FIELD_NAMES.has(name) || value === '') continue;
    let merged = value;
    if (name in DISTRICT_FIELDS) {
      const district = first(DISTRICT_FIELDS[name as keyof typeof DISTRICT_FIELDS]);
      if (district !== '' && value === DISTRICT_PROVINCE) merged = `${value}/${district}`;
    }
    out.push(`${encodeURIComponent(name)}=${encode(merged)}`);
  }
  return out.join('&');
}
