import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ADMIN_PATHS, CUSTOMER_PAGE_ROOT } from '@/lib/admin/paths';
import type { Db } from '@/lib/db/kysely.server';
import { toIso } from '@/lib/db/values';
import { CLOSED_STATUSES } from './pipeline';
import { getLeadById } from './repository.server';
import type { Lead } from './types';

// The customer's private page of a lead, `/talep/{token}` (docs/decisions/034-customer-page.md).
// A token is 32 random bytes (256 bits) in base64url, handed out once and stored only as its
// SHA-256: a lead can have several live links (the form's answer, an acknowledgement e-mail,
// one staff copied), each revocable. Nothing about the lead is derived from or into it.

/** Where a link was handed out, as staff read it on the lead page. */
export const LINK_CHANNELS = {
  form: 'Form yanıtı',
  email: 'E-posta',
  staff: 'Personel',
} as const;
export type LinkChannel = keyof typeof LINK_CHANNELS;

const TOKEN_BYTES = 32;
/** base64url of 32 bytes: 43 characters of A–Z a–z 0–9 - _. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 3600_000;

/**
 * The cookie that shows staff a link they just made, once, on the lead page: `{leadId}.{token}`,
 * for ten minutes, only to the staff area, never to scripts.
 */
export const CUSTOMER_LINK_COOKIE = {
  name: 'hn-musteri-baglanti',
  /** Secure whenever the site is served over HTTPS (SITE_URL). */
  options: (siteUrl: string) => ({
    path: ADMIN_PATHS.root,
    maxAge: 600,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: siteUrl.startsWith('https://'),
  }),
};

/** The link a staff member just made for this lead, read back from the cookie, or null. */
export function freshLinkToken(cookie: string | undefined, leadId: string): string | null {
  if (!cookie) return null;
  const dot = cookie.indexOf('.');
  const token = cookie.slice(dot + 1);
  return dot > 0 && cookie.slice(0, dot) === leadId && TOKEN_SHAPE.test(token) ? token : null;
}

/** The path of the customer's page for a token. */
export const customerPagePath = (token: string) => `${CUSTOMER_PAGE_ROOT}/${token}`;

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether two hex digests are equal, in time independent of where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** A new link to the lead's page; the token is returned once and never stored. */
export async function issueLeadLink(
  db: Db,
  leadId: string,
  channel: LinkChannel,
  { by = null, now = new Date() }: { by?: string | null; now?: Date } = {},
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db
    .insertInto('lead_links')
    .values({ token_hash: hashLinkToken(token), lead_id: leadId, channel, created_by: by, created_at: now })
    .execute();
  return token;
}

/** Revokes every live link of a lead (staff, or a link whose e-mail could not be sent). */
export async function revokeLeadLinks(db: Db, leadId: string, now = new Date()): Promise<number> {
  const result = await db
    .updateTable('lead_links')
    .set({ revoked_at: now })
    .where('lead_id', '=', leadId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Revokes one link by its token (an acknowledgement e-mail that failed to go out). */
export async function revokeLeadLink(db: Db, token: string, now = new Date()): Promise<void> {
  await db.updateTable('lead_links').set({ revoked_at: now }).where('token_hash', '=', hashLinkToken(token)).execute();
}

/**
 * Sends a customer e-mail carrying a link of its own to the lead's page: made now, and
 * revoked again if sending fails, so no working link exists that nobody received.
 */
export async function sendWithOwnLink(
  db: Db,
  leadId: string,
  siteUrl: string,
  now: Date,
  send: (pageUrl: string) => Promise<void>,
): Promise<void> {
  const token = await issueLeadLink(db, leadId, 'email', { now });
  try {
    await send(new URL(customerPagePath(token), `${siteUrl}/`).toString());
  } catch (error) {
    await revokeLeadLink(db, token).catch(() => {});
    throw error;
  }
}

export interface LeadLinkInfo {
  channel: LinkChannel;
  channelLabel: string;
  createdBy: string | null;
  createdAt: string;
  lastOpenedAt: string | null;
}

/** The live links of a lead, newest first (the hashes stay in the database). */
export async function listLeadLinks(db: Db, leadId: string): Promise<LeadLinkInfo[]> {
  const rows = await db
    .selectFrom('lead_links')
    .select(['channel', 'created_by', 'created_at', 'last_opened_at'])
    .where('lead_id', '=', leadId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => {
    const channel = (row.channel in LINK_CHANNELS ? row.channel : 'staff') as LinkChannel;
    return {
      channel,
      channelLabel: LINK_CHANNELS[channel],
      createdBy: row.created_by,
      createdAt: toIso(row.created_at),
      lastOpenedAt: row.last_opened_at ? toIso(row.last_opened_at) : null,
    };
  });
}

export type LinkLookup = { state: 'open'; lead: Lead } | { state: 'expired' } | { state: 'unknown' };

/** The day a closed lead's links stop working, or null while it is open. */
export function linkExpiresAt(lead: Pick<Lead, 'status' | 'statusChangedAt'>, days: number): Date | null {
  if (!CLOSED_STATUSES.includes(lead.status) || !lead.statusChangedAt) return null;
  return new Date(new Date(lead.statusChangedAt).getTime() + days * DAY_MS);
}

/**
 * The lead a token opens. An unknown token, a revoked one and a malformed one take the same
 * path (one indexed lookup of the digest) and give the same answer; a deleted lead's link is
 * unknown too. A closed lead's link expires `days` after it was closed.
 */
export async function openLeadLink(db: Db, token: string, days: number, now = new Date()): Promise<LinkLookup> {
  const digest = hashLinkToken(TOKEN_SHAPE.test(token) ? token : `invalid:${token}`);
  const row = await db
    .selectFrom('lead_links')
    .select(['token_hash', 'lead_id'])
    .where('token_hash', '=', digest)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row || !TOKEN_SHAPE.test(token) || !sameDigest(row.token_hash, digest)) return { state: 'unknown' };
  const lead = await getLeadById(db, row.lead_id);
  if (!lead || lead.deletedAt) return { state: 'unknown' };
  const expires = linkExpiresAt(lead, days);
  if (expires && expires <= now) return { state: 'expired' };
  await db.updateTable('lead_links').set({ last_opened_at: now }).where('token_hash', '=', digest).execute();
  return { state: 'open', lead };
}
