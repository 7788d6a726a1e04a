import { z } from 'zod';

// A plain form's outcome carried over its redirect (Post/Redirect/Get) in a short cookie limited
// to the page: the messages and what was typed, read back only in the shape the page expects
// (a cookie is input like any other). Browser-safe.

/** The value a flash cookie carries: JSON in base64url (a third longer than the text, whatever its letters). */
export function encodeFlashCookie(value: unknown): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(value))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decodeBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The flash in a cookie, or null when there is none or it is not of `schema`'s shape. */
export function decodeFlashCookie<T>(cookie: string | undefined, schema: z.ZodType<T>): T | null {
  if (!cookie) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(decodeBase64Url(cookie)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A refused form's messages by field and what was typed, to fill the form again. */
export const formProblemShape = {
  fieldErrors: z.record(z.string(), z.string()),
  values: z.record(z.string(), z.string()),
};

/**
 * How much of a flash one cookie carries: a browser keeps at least 4096 bytes a cookie, name and
 * attributes included. A longer flash (a damage report's 3000-character description coming
 * back) is spread over up to FLASH_PARTS cookies, so what was typed is never dropped whole.
 */
const PART_LENGTH = 3500;
export const FLASH_PARTS = 3;

const partName = (name: string, index: number) => (index ? `${name}-${index + 1}` : name);

/** The cookies a flash is set as: every part, the unused ones empty (to be cleared). */
export function flashCookieParts(name: string, value: string | null): { name: string; value: string }[] {
  return Array.from({ length: FLASH_PARTS }, (_, i) => ({
    name: partName(name, i),
    value: value?.slice(i * PART_LENGTH, (i + 1) * PART_LENGTH) ?? '',
  }));
}

/** A flash's value read back from its parts, or undefined when there is none. */
export function readFlashCookie(
  jar: { get(name: string): { value: string } | undefined },
  name: string,
): string | undefined {
  return Array.from({ length: FLASH_PARTS }, (_, i) => jar.get(partName(name, i))?.value ?? '').join('') || undefined;
}
