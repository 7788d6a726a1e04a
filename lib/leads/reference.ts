import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: easy to read out on the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short, unguessable reference such as T-7KQ4M2 (quotes) or M-3HX9PA (messages). */
export function newReference(prefix: 'T' | 'M'): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}

export const REFERENCE_PATTERN = /^[TM]-[2-9A-HJKMNP-Z]{6}$/;
