// Finds the places where a page calls something included that the estimate charges for
// (docs/decisions/029-what-is-included.md). The sitemap scan (e2e/included-claims.spec.ts)
// feeds it the text blocks of every page; the rules are tested in claims.test.ts.
import type { ServiceSlug } from '@/content/services';
import { EXTRA_ITEMS, type ExtraItem, type IncludedTable } from './table';

/** The words that name each extra. */
export const ITEM_PATTERNS: Record<ExtraItem, RegExp> = {
  packing: /paketle|ambalaj|koli malzeme/i,
  assembly: /sökme|söküm|sökü[lp]|söker|montaj|kurulum|kurulup|yeniden kur|\bkurma\b|\bkurar\b/i,
  furnitureLift: /(dış cephe|mobilya|modüler) asansör|asansörlü taşı/i,
  insurance: /genişletilmiş (nakliyat )?sigorta|tam kapsamlı (nakliyat )?sigorta|tam değer\w*[^.]{0,40}sigorta/i,
};

/** Words that call something included or free of charge. */
const CLAIM =
  /\bdahil|ücretsiz|bedava|bizden|ek ücret (alınmaz|alınmıyor|yok|istemeyiz)|ücrete dahil|kapsamında(dır)?\b|\baltında|sigortasıyla|ekibimiz (yapar|üstlenir)/i;
/** Phrases that use those words about something else, or deny inclusion. */
const NOT_A_CLAIM =
  /ücretsiz (ekspertiz|keşif|teklif|danışma)|dahil (değil|olup olmadığ|olmayan|edilmez|edilmiyor)|hariç|ek ücret(li|le|i)\b|ayrıca (ücretlendir|fiyatlan)/gi;

/** One piece of a page's text: a paragraph, a list item, a cell, a heading. */
export interface TextBlock {
  text: string;
  /** The heading of the section the block stands in, when that heading calls its items included. */
  heading?: string;
  /** The service whose table the block belongs to (data-included-service), if any. */
  service?: ServiceSlug;
}

export interface FalseClaim {
  item: ExtraItem;
  text: string;
}

/** Clauses: sentences, then the parts a comma list or a semicolon separates are kept together. */
function clauses(text: string): string[] {
  return text
    .split(/(?<=[.!?;:])\s+|\s+[–—]\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Whether a clause calls something included. */
export function callsIncluded(clause: string): boolean {
  return CLAIM.test(clause.replace(NOT_A_CLAIM, ' '));
}

/** The extras the table charges for: on a service's own table its row, elsewhere those of the estimated services. */
export function chargedItems(table: IncludedTable, service?: ServiceSlug): Set<ExtraItem> {
  const services: ServiceSlug[] = service ? [service] : ['sehir-ici-tasima', 'sehirlerarasi-tasima'];
  return new Set(EXTRA_ITEMS.filter((item) => services.some((id) => table[id][item] === 'extra')));
}

/** Every claim of inclusion in the blocks about an extra the table charges for. */
export function findFalseClaims(blocks: TextBlock[], table: IncludedTable): FalseClaim[] {
  const found: FalseClaim[] = [];
  for (const block of blocks) {
    const charged = chargedItems(table, block.service);
    const pieces = clauses(block.text.replace(/\s+/g, ' '));
    for (const piece of pieces) {
      const denied = new RegExp(NOT_A_CLAIM.source, 'i').test(piece);
      const claimed = callsIncluded(piece) || (block.heading !== undefined && !denied);
      if (!claimed) continue;
      for (const item of EXTRA_ITEMS) {
        if (charged.has(item) && ITEM_PATTERNS[item].test(piece)) {
          found.push({ item, text: block.heading ? `${block.heading} › ${piece}` : piece });
        }
      }
    }
  }
  return found;
}

/** Whether a section heading calls what stands under it included ("Hizmete dahil olanlar"). */
export function headingCallsIncluded(heading: string): boolean {
  return callsIncluded(heading);
}
