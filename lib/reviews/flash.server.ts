import 'server-only';
import type { AfterMoveFlash } from './types';

// A refused review or damage form's messages and values, carried over the redirect in a
// short cookie limited to the customer's page (as the offer's answers, docs/decisions/037).

export function encodeAfterMoveFlash(value: AfterMoveFlash): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

export function decodeAfterMoveFlash(cookie: string | undefined): AfterMoveFlash | null {
  if (!cookie) return null;
  try {
    const value = JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8')) as Partial<AfterMoveFlash>;
    if (
      (value.intent !== 'review' && value.intent !== 'damage') ||
      typeof value.message !== 'string' ||
      !value.fieldErrors ||
      typeof value.fieldErrors !== 'object' ||
      !value.values ||
      typeof value.values !== 'object'
    )
      return null;
    return value as AfterMoveFlash;
  } catch {
    return null;
  }
}
