import 'server-only';
import { z } from 'zod';
import { decodeFlashCookie, encodeFlashCookie, formProblemShape } from '@/lib/http/flash-cookie';
import type { AfterMoveFlash } from './types';

// A refused review or damage form's messages and values, carried over the redirect in a
// short cookie limited to the customer's page (as the offer's answers, docs/decisions/037).

const afterMoveFlash = z.object({ intent: z.enum(['review', 'damage']), message: z.string(), ...formProblemShape });

export const encodeAfterMoveFlash = (value: AfterMoveFlash): string => encodeFlashCookie(value);

export const decodeAfterMoveFlash = (cookie: string | undefined): AfterMoveFlash | null =>
  decodeFlashCookie(cookie, afterMoveFlash);
