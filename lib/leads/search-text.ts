// What a lead is found by in the staff search: its folded text (lib/turkish.ts) and its
// phone's national digits, written with the lead into `leads.search_text`, and the same
// folding applied to what staff type. Browser-safe: no server imports.
import { foldForSearch } from '@/lib/turkish';
import { nationalDigits } from './pipeline';

export interface SearchableLead {
  name: string;
  email: string;
  reference: string | null;
  phone: string | null;
  subject?: string | null;
  fromLocation?: string | null;
  toLocation?: string | null;
}

/** The lead's search column: name, e-mail, reference, subject or places, then the phone's digits. */
export function leadSearchText(lead: SearchableLead): string {
  const words = [lead.name, lead.email, lead.reference, lead.subject, lead.fromLocation, lead.toLocation]
    .filter((part): part is string => Boolean(part))
    .map(foldForSearch);
  const phone = lead.phone ? nationalDigits(lead.phone) : '';
  return [...words, phone].filter(Boolean).join(' | ');
}

/**
 * What staff typed, as the parts every one of which a lead's search text must contain: the
 * folded words, or for a phone number in any format ("0532 123 45 67", "+90 532…") its
 * digits without the trunk or country prefix. Characters LIKE reads as wildcards are dropped.
 */
export function searchTerms(typed: string): string[] {
  const term = typed.replace(/[%_\\|]/g, ' ').trim();
  if (!term) return [];
  if (/^[\d\s+().-]+$/.test(term)) {
    const digits = term.replace(/\D/g, '');
    if (digits.length >= 4)
      return [digits.length >= 12 && digits.startsWith('90') ? digits.slice(2) : digits.replace(/^0/, '')];
  }
  return foldForSearch(term).split(' ').filter(Boolean).slice(0, 6);
}
