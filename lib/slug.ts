const LATIN: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/**
 * Turns a Turkish place name into its URL slug: lower-cased with Turkish rules
 * (İ→i, I→ı), Turkish letters to plain Latin, spaces to hyphens.
 * "İstanbul" → "istanbul", "Iğdır" → "igdir", "Şanlıurfa" → "sanliurfa".
 */
export function slugify(name: string): string {
  return name
    .trim()
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşüâîû]/g, (ch) => LATIN[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Valid shape of a place slug in a URL: lower-case letters, digits and hyphens, at most 60 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidSlug(slug: string): boolean {
  return slug.length <= 60 && SLUG_PATTERN.test(slug);
}

/** Builds a display name from a slug: hyphens to spaces, each word capitalised with Turkish rules. */
export function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('tr-TR') + word.slice(1))
    .join(' ');
}
