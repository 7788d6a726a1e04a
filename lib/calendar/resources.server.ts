import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@/lib/db/kysely.server';
import { toBool, toIso } from '@/lib/db/values';
import { readSettings } from '@/lib/data/site-settings.server';
import { CALENDAR_SETTING_KEY, effectiveCalendarSettings, type CalendarSettings } from './settings';

// The company's vehicles and crews, its staff accounts as the calendar names them, and the
// calendar's settings (docs/decisions/041-calendar.md).

export interface Vehicle {
  id: string;
  name: string;
  capacityM3: number;
  active: boolean;
}

export interface Crew {
  id: string;
  name: string;
  size: number;
  active: boolean;
}

export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  role: string;
}

export async function listVehicles(db: Db): Promise<Vehicle[]> {
  const rows = await db.selectFrom('vehicles').selectAll().orderBy('name').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, capacityM3: r.capacity_m3, active: toBool(r.active) }));
}

export async function addVehicle(
  db: Db,
  input: { name: string; capacityM3: number },
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('vehicles')
    .values({ id, name: input.name, capacity_m3: input.capacityM3, active: true, created_at: now })
    .execute();
  return id;
}

export async function setVehicleActive(db: Db, id: string, active: boolean): Promise<boolean> {
  const result = await db.updateTable('vehicles').set({ active }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listCrews(db: Db): Promise<Crew[]> {
  const rows = await db.selectFrom('crews').selectAll().orderBy('name').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, size: r.size, active: toBool(r.active) }));
}

export async function addCrew(db: Db, input: { name: string; size: number }, now = new Date()): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('crews')
    .values({ id, name: input.name, size: input.size, active: true, created_at: now })
    .execute();
  return id;
}

export async function setCrewActive(db: Db, id: string, active: boolean): Promise<boolean> {
  const result = await db.updateTable('crews').set({ active }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The staff accounts (Better Auth's `user` table, with the role of migration 016). Read with
 * SQL of its own: that table is not in the Kysely schema yet (the team lane adds it).
 */
export async function listStaffAccounts(db: Db): Promise<StaffAccount[]> {
  const result = await sql<{ id: string; name: string | null; email: string; role: string }>`
    select id, name, email, role from "user" order by email`.execute(db);
  return result.rows.map((r) => ({ id: r.id, name: r.name || r.email, email: r.email, role: r.role }));
}

/** The role of one account, or null when it no longer exists. */
export async function staffRole(db: Db, userId: string): Promise<string | null> {
  const result = await sql<{ role: string }>`select role from "user" where id = ${userId}`.execute(db);
  return result.rows[0]?.role ?? null;
}

export async function readCalendarSettings(db: Db): Promise<CalendarSettings> {
  return effectiveCalendarSettings((await readSettings(db))[CALENDAR_SETTING_KEY]);
}

export const isoOrNull = (value: Date | string | null) => (value === null ? null : toIso(value));
