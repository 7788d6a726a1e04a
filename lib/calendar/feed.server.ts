import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@/lib/db/kysely.server';
import { leadHref } from '@/lib/admin/paths';
import { listMoves, listSurveys, type CalendarLead } from './calendar.server';
import { addDays, istanbulDayOf, istanbulInstant } from './days';
import { districtOf } from './district';
import { buildFeed, type FeedEvent, type FeedLead } from './feed';
import { isoOrNull, readCalendarSettings, staffRole } from './resources.server';

// A staff account's private calendar address: /api/takvim/{token}. Only the token's SHA-256
// is stored; a new address revokes the old one (docs/decisions/041-calendar.md).

/** The cookie that carries a new feed address to the settings page once (the token is never stored). */
export const FEED_TOKEN_COOKIE = 'hn-takvim-adresi';

/** The feed's address path of a token. */
export const feedPath = (token: string) => `/api/takvim/${token}`;
/** Past events kept in the feed, and how far ahead it reaches. */
export const FEED_PAST_DAYS = 30;
export const FEED_AHEAD_DAYS = 365;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes the account's new feed address (the old one stops working). Returns the token, shown once. */
export async function createFeedToken(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('calendar_feeds')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .insertInto('calendar_feeds')
      .values({ token_hash: hash(token), user_id: userId, created_at: now })
      .execute();
  });
  return token;
}

/** Revokes the account's feed address. */
export async function revokeFeedTokens(db: Db, userId: string, now = new Date()): Promise<void> {
  await db
    .updateTable('calendar_feeds')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The account's live feed address (without its token, which is not kept), or null. */
export async function currentFeed(db: Db, userId: string) {
  const row = await db
    .selectFrom('calendar_feeds')
    .select(['created_at', 'last_fetched_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? { createdAt: isoOrNull(row.created_at)!, lastFetchedAt: isoOrNull(row.last_fetched_at) } : null;
}

function feedLead(lead: CalendarLead, siteUrl: string): FeedLead {
  return {
    reference: lead.reference,
    firstName: lead.name.trim().split(/\s+/)[0] ?? '',
    district: districtOf(lead.fromLocation),
    leadUrl: new URL(leadHref(lead.leadKind, lead.leadId), `${siteUrl}/`).toString(),
  };
}

/**
 * The feed's events of an account: a manager's (role yonetici) holds every survey and move,
 * another's those assigned to them.
 */
export async function feedEvents(db: Db, userId: string, siteUrl: string, now = new Date()): Promise<FeedEvent[]> {
  const role = await staffRole(db, userId);
  if (role === null) return [];
  const everything = role === 'yonetici';
  const from = addDays(istanbulDayOf(now), -FEED_PAST_DAYS);
  const to = addDays(istanbulDayOf(now), FEED_AHEAD_DAYS);
  const settings = await readCalendarSettings(db);
  const [surveys, moves] = await Promise.all([
    listSurveys(db, {
      from: istanbulInstant(from),
      to: istanbulInstant(to),
      ...(everything ? {} : { userId }),
    }),
    everything ? listMoves(db, { from, to }) : listMoves(db, { userId, from }),
  ]);
  return [
    ...surveys.map((s) => ({
      ...feedLead(s, siteUrl),
      type: 'survey' as const,
      id: s.id,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      kind: s.kind,
    })),
    ...moves.map((m) => ({
      ...feedLead(m, siteUrl),
      type: 'move' as const,
      id: m.id,
      moveDate: m.moveDate,
      startTime: settings.moveStartTime,
    })),
  ];
}

/** The feed's text for a token, or null when the address is unknown or revoked. */
export async function feedForToken(
  db: Db,
  token: string,
  site: { url: string; name: string },
  now = new Date(),
): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await db
    .selectFrom('calendar_feeds')
    .select(['token_hash', 'user_id'])
    .where('token_hash', '=', hash(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  await db
    .updateTable('calendar_feeds')
    .set({ last_fetched_at: now })
    .where('token_hash', '=', row.token_hash)
    .execute();
  const events = await feedEvents(db, row.user_id, site.url, now);
  return buildFeed(events, { name: `${site.name} takvimi`, domain: new URL(site.url).hostname });
}
