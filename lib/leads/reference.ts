import { randomInt } from 'node:crypto';
import { LEAD_KIND_IDS, LEAD_KINDS, type LeadKind, type ReferencePrefix } from './kinds';

// No 0/O, 1/I/L: easy to read out on the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 6;
const PREFIXES = LEAD_KIND_IDS.map((kind) => LEAD_KINDS[kind].referencePrefix).join('');

/** A short, unguessable reference such as T-7KQ4M2 (quotes) or M-3HX9PA (messages). */
export function newReference(prefix: ReferencePrefix): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}

/** A reference of any kind: its kind's prefix, a hyphen and the code. */
export const REFERENCE_PATTERN = new RegExp(`^[${PREFIXES}]-[${ALPHABET}]{${CODE_LENGTH}}$`);

/** The kind of lead a reference belongs to, or undefined when it is not a reference. */
export function leadKindOfReference(reference: string): LeadKind | undefined {
  const value = reference.trim().toUpperCase();
  if (!REFERENCE_PATTERN.test(value)) return undefined;
  return LEAD_KIND_IDS.find((kind) => LEAD_KINDS[kind].referencePrefix === value.charAt(0));
}
