import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { engineOf, type Db } from '@/lib/db/kysely.server';
import { toBool } from '@/lib/db/values';
import { isLeadKind } from '@/lib/leads';

// Leads have an owner (issue 28, decision 042): `leads.assigned_to` is a user id. New leads
// go round-robin to the ofis staff on duty; a manager or ofis member assigns by hand on
// the lead page. Saha staff see only the leads of the surveys and moves assigned to them.

/** Who the lead log names for an owner the round robin chose. */
export const AUTO_ASSIGN_ACTOR = 'Otomatik atama (nöbet sırası)';

/**
 * Takes the round robin's turn for the rest of the transaction `trx`, so two leads stored at the
 * same moment never read the same "next" person. SQLite transactions already begin with the
 * write lock (lib/db/node-sqlite.ts); on PostgreSQL a transaction-scoped advisory lock.
 */
export async function takeRoundRobinTurn(trx: Db): Promise<void> {
  if (engineOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${ROUND_ROBIN_LOCK})`.execute(trx);
}
/** The advisory lock's key (any constant of this app's own). */
const ROUND_ROBIN_LOCK = 260_028;

/**
 * The ofis person on duty who should get the next lead: the one whose latest assigned lead is
 * the oldest (never assigned first), ties by id, so turns go round. Null when nobody is on duty.
 */
export async function nextOnDuty(db: Db): Promise<{ id: string; name: string } | null> {
  const row = await db
    .selectFrom('user')
    .leftJoin('leads', 'leads.assigned_to', 'user.id')
    .select([
      'user.id as id',
      'user.name as name',
      'user.email as email',
      sql<string | Date | null>`max(leads.created_at)`.as('last'),
    ])
    .where('user.role', '=', 'ofis')
    .where('user.on_duty', '=', true)
    .where('user.disabled_at', 'is', null)
    .groupBy(['user.id', 'user.name', 'user.email'])
    // Never assigned first (both engines: `is not null` is false before true), then the longest wait.
    .orderBy(sql`max(leads.created_at) is not null`)
    .orderBy(sql`max(leads.created_at)`)
    .orderBy('user.id')
    .limit(1)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name || row.email } : null;
}

export interface StaffPerson {
  id: string;
  name: string;
  email: string;
  role: string;
  onDuty: boolean;
  disabled: boolean;
}

/** Everyone in the team, managers first, then by name. */
export async function listTeam(db: Db): Promise<StaffPerson[]> {
  const rows = await db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'role', 'on_duty', 'disabled_at'])
    .orderBy(sql`case role when 'yonetici' then 0 when 'ofis' then 1 else 2 end`)
    .orderBy('name')
    .orderBy('email')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    onDuty: toBool(r.on_duty),
    disabled: Boolean(r.disabled_at),
  }));
}

/** Who can own a lead: active managers and ofis staff. */
export async function assignableStaff(db: Db): Promise<StaffPerson[]> {
  return (await listTeam(db)).filter((p) => !p.disabled && (p.role === 'yonetici' || p.role === 'ofis'));
}

/** A person's display name by e-mail, for the audit log and notes (which store the e-mail). */
export async function namesByEmail(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('user').select(['email', 'name']).execute();
  return new Map(rows.map((r) => [r.email, r.name]));
}

/** Whether a survey or move of the lead is assigned to this person (what saha staff may see). */
export async function isAssignedWork(db: Db, userId: string, leadId: string): Promise<boolean> {
  const survey = await db
    .selectFrom('survey_bookings')
    .select('id')
    .where('lead_id', '=', leadId)
    .where('assigned_to', '=', userId)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  if (survey) return true;
  const move = await db
    .selectFrom('moves')
    .innerJoin('move_staff', 'move_staff.move_id', 'moves.id')
    .select('moves.id')
    .where('moves.lead_id', '=', leadId)
    .where('move_staff.user_id', '=', userId)
    .where('moves.status', '!=', 'cancelled')
    .executeTakeFirst();
  return Boolean(move);
}

/** The ids of the leads a person owns or works on (survey or move assigned), newest first. */
export async function myLeadIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('leads')
    .select(['id', 'created_at'])
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('assigned_to', '=', userId),
        eb(
          'id',
          'in',
          eb
            .selectFrom('survey_bookings')
            .select('lead_id')
            .where('assigned_to', '=', userId)
            .where('status', '=', 'booked'),
        ),
        eb(
          'id',
          'in',
          eb
            .selectFrom('moves')
            .innerJoin('move_staff', 'move_staff.move_id', 'moves.id')
            .select('moves.lead_id')
            .where('move_staff.user_id', '=', userId)
            .where('moves.status', '!=', 'cancelled'),
        ),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Gives the lead to a person (or nobody, `null`), with an audit entry naming the new owner.
 * False when the lead or the person does not exist, or the person cannot own leads.
 */
export async function assignLead(
  db: Db,
  leadId: string,
  to: string | null,
  actor: { email: string; now?: Date },
): Promise<boolean> {
  const now = actor.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('leads')
      .select(['id', 'kind'])
      .where('id', '=', leadId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!lead || !isLeadKind(lead.kind)) return false;
    let detail = 'Atanmamış';
    if (to) {
      const person = await trx
        .selectFrom('user')
        .select(['name', 'email', 'role'])
        .where('id', '=', to)
        .where('disabled_at', 'is', null)
        .executeTakeFirst();
      if (!person || (person.role !== 'yonetici' && person.role !== 'ofis')) return false;
      detail = person.name || person.email;
    }
    await trx.updateTable('leads').set({ assigned_to: to }).where('id', '=', leadId).execute();
    await trx
      .insertInto('lead_audit')
      .values({
        id: randomUUID(),
        lead_kind: lead.kind,
        lead_id: leadId,
        actor_email: actor.email,
        action: 'assign',
        detail,
        created_at: now,
      })
      .execute();
    return true;
  });
}

/** The person a lead is assigned to, or null. */
export async function leadOwner(db: Db, leadId: string): Promise<{ id: string; name: string } | null> {
  const row = await db
    .selectFrom('leads')
    .innerJoin('user', 'user.id', 'leads.assigned_to')
    .select(['user.id as id', 'user.name as name'])
    .where('leads.id', '=', leadId)
    .executeTakeFirst();
  return row ?? null;
}

/** Sets a person's on-duty switch (the round-robin reads it). */
export async function setOnDuty(db: Db, userId: string, onDuty: boolean): Promise<boolean> {
  const result = await db.updateTable('user').set({ on_duty: onDuty }).where('id', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Each person's median first-response time over the leads created since `since`: the first
 * response of a lead (leads.first_response_at) is credited to whoever wrote the audit entry at
 * that moment. Minutes, by e-mail.
 */
export async function medianFirstResponseByPerson(db: Db, since: Date): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('leads')
    .innerJoin('lead_audit', (join) =>
      join.onRef('lead_audit.lead_id', '=', 'leads.id').onRef('lead_audit.created_at', '=', 'leads.first_response_at'),
    )
    .select(['leads.id as id', 'leads.created_at as created', 'leads.first_response_at as responded', 'actor_email'])
    .where('leads.created_at', '>=', since)
    .where('leads.deleted_at', 'is', null)
    .execute();
  const byPerson = new Map<string, number[]>();
  const seen = new Set<string>();
  for (const r of rows) {
    if (seen.has(r.id) || !r.responded) continue;
    seen.add(r.id);
    const minutes = (new Date(r.responded).getTime() - new Date(r.created).getTime()) / 60_000;
    byPerson.set(r.actor_email, [...(byPerson.get(r.actor_email) ?? []), minutes]);
  }
  return new Map(
    [...byPerson].map(([email, values]) => {
      const sorted = values.sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      return [email, sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2];
    }),
  );
}
