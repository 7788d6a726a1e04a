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
