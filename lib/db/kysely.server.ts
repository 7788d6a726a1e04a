import 'server-only';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { writeState } from '@/lib/data/app-state.server';
import { env } from '@/lib/env';
import { makePrivateDir, touchPrivateFile } from '@/lib/private-files';
import { migrationProvider, type Dialect } from './migrations';
import { NodeSqliteDialect, isReadOnlyError, type SqliteOptions } from './node-sqlite';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` already is one, so a
 * repository function that must be atomic can also be part of a larger transaction.
 */
export function atomically<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export interface DatabaseOptions {
  /** postgres:// URL; without it, SQLite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL schema to use (tests isolate themselves with one). */
  pgSchema?: string;
  /** SQLite only: what happens when the database file is deleted or replaced under the server. */
  sqlite?: SqliteOptions;
}

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** Opened for reading only (getReadableDatabase): every write fails with SQLite's read-only error. */
  readOnly?: true;
}

/**
 * The engine behind each open database, by its adapter (which its transactions share). On
 * globalThis, like the process's database below: the server's bundles (instrumentation, pages)
 * each hold a copy of this module, and the one that opened the database may not be the one
 * that asks.
 */
const ENGINES = ((globalThis as unknown as { __dbEngines?: WeakMap<object, Dialect> }).__dbEngines ??= new WeakMap());

function opened(db: Db, dialect: Dialect): DatabaseHandle {
  ENGINES.set(db.getExecutor().adapter, dialect);
  return { db, dialect };
}

/**
 * The engine a database (or a transaction of it) runs on, for the few queries that differ:
 * told by the adapter object createDatabase registered, not by `instanceof PostgresAdapter`,
 * which is false when the database was opened by another bundle's copy of Kysely.
 */
export function engineOf(db: Db): Dialect {
  const engine = ENGINES.get(db.getExecutor().adapter);
  if (!engine) throw new Error('engineOf: a database not opened by createDatabase');
  return engine;
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A frozen server (no answer, no error) fails requests in seconds instead of hanging them.
      connectionTimeoutMillis: 3000,
      statement_timeout: 5000,
      lock_timeout: 5000,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // An idle client that loses its server must not crash the process.
    pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
    return opened(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), 'postgres');
  }
  const filename = path.join(options.dataDir, 'site.db');
  // Owner-only before SQLite creates it (with 0644); its -wal and -shm files take its mode.
  // When the folder cannot be written, SQLite reports that on first use, as before.
  try {
    if (!options.sqlite?.readOnly) {
      makePrivateDir(options.dataDir);
      touchPrivateFile(filename);
    }
  } catch {
    // SQLite's own error, on opening, says what is wrong.
  }
  return opened(new Kysely<Database>({ dialect: new NodeSqliteDialect(filename, options.sqlite) }), 'sqlite');
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * One line for an operator when the error is a PostgreSQL server that cannot be reached
 * ("PostgreSQL'e bağlanılamadı: 127.0.0.1:5999 (ECONNREFUSED)"), else null. Node reports a
 * name with several addresses as an AggregateError: its first error names one of them.
 */
export function unreachableServer(error: unknown): string | null {
  const first =
    error instanceof AggregateError && error.errors.length ? (error.errors[0] as unknown) : (error as unknown);
  if (!(first instanceof Error)) return null;
  const e = first as NodeJS.ErrnoException & { address?: string; port?: number; hostname?: string };
  if (e.message === 'timeout expired' || /Connection terminated due to connection timeout/.test(e.message))
    return "PostgreSQL'e bağlanılamadı: sunucu 3 saniyede yanıt vermedi (zaman aşımı)";
  if (!e.code || !NETWORK_CODES.has(e.code)) return null;
  const where = e.address ? `${e.address}${e.port ? `:${e.port}` : ''}` : (e.hostname ?? 'sunucu');
  return `PostgreSQL'e bağlanılamadı: ${where} (${e.code})`;
}

/** Closes the process-wide database if it was opened (a tool's last step, whether it worked or not). */
export async function closeDatabase(): Promise<void> {
  const opening = (globalThis as unknown as { __db?: Promise<DatabaseHandle> }).__db;
  if (!opening) return;
  const handle = await opening.catch(() => undefined);
  await handle?.db.destroy().catch(() => {});
}

/** Runs every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  // Unordered: migrations written in parallel (007 and 008) may reach a database in either
  // order; each is independent of the others of its time.
  const migrator = new Migrator({
    db: handle.db,
    provider: migrationProvider(handle.dialect),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    // No migration ran (the server cannot be reached, say): the cause, not "migration failed".
    const unreachable = unreachableServer(error);
    if (unreachable) throw new Error(unreachable);
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(
      failed
        ? `Veritabanı güncellemesi ${failed.migrationName} başarısız: ${reason}`
        : `Veritabanı açılamadı: ${reason}`,
      { cause: error },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The key of the row written at start to prove the database can be written. */
export const WRITE_PROBE_KEY = 'startup:write-probe';

/**
 * Opens, migrates and writes one row: a database that opens but cannot be written (a
 * read-only file or filesystem, a full disk) is not ready, like one that is down, and
 * the server keeps trying (docs/decisions/018-operations-faults.md). Closes it on failure.
 */
export async function openReadyDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = createDatabase(options);
  try {
    await migrateToLatest(handle);
    await writeState(handle.db, WRITE_PROBE_KEY, new Date().toISOString()).catch((error: unknown) => {
      throw new Error(`The database cannot be written: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    });
    return handle;
  } catch (error) {
    await handle.db.destroy().catch(() => {});
    throw error;
  }
}

/**
 * Opens a SQLite database that cannot be written (a read-only folder, file or filesystem) for
 * reading only, after checking that every migration is applied: an older schema would
 * answer the pages' queries wrongly, and migrating needs writing. Closes it on failure.
 */
export async function openReadOnlyDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) throw new Error('openReadOnlyDatabase: SQLite only');
  const handle = createDatabase({ ...options, sqlite: { ...options.sqlite, readOnly: true } });
  try {
    const known = Object.keys(await migrationProvider(handle.dialect).getMigrations());
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(handle.db);
    const applied = new Set(rows.map((row) => row.name));
    const missing = known.filter((name) => !applied.has(name));
    if (missing.length)
      throw new Error(`The read-only database is not up to date (${missing.length} migrations not applied).`);
    return { ...handle, readOnly: true };
  } catch (error) {
    await handle.db.destroy().catch(() => {});
    throw error;
  }
}

/** One database round trip. */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * The server's database file was deleted or replaced: every statement is refused
 * (health answers 503, leads get the honest error), and the process exits soon
 * after so that the service manager starts it again on the real file.
 */
function exitOnLostFile(error: Error): void {
  console.error(`[db] ${error.message} Exiting in 2 s so that the service manager restarts the server.`);
  setTimeout(() => process.exit(1), 2000).unref();
}

/** While the database cannot be written: the read-only handle pages read from. */
interface ReadOnlyDatabase {
  handle: Promise<DatabaseHandle>;
  /** When opening the writable database was last tried (by a request; the start-up retries too). */
  triedAt: number;
  /** The file changed under the read-only handle (another process wrote it): it is opened again. */
  stale: boolean;
}

const globalForDb = globalThis as unknown as { __db?: Promise<DatabaseHandle>; __readOnlyDb?: ReadOnlyDatabase };

/** How often a request tries the writable database again while reads are served read-only. */
export const RETRY_WRITABLE_MS = 5_000;

/** The process-wide database, migrated on first use. */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!globalForDb.__db) {
    const e = env();
    globalForDb.__db = Promise.resolve()
      .then(() =>
        openReadyDatabase({ databaseUrl: e.DATABASE_URL, dataDir: e.dataDir, sqlite: { onLost: exitOnLostFile } }),
      )
      .catch((error: unknown) => {
        globalForDb.__db = undefined;
        throw error;
      });
  }
  return globalForDb.__db;
}

/** Drops the read-only handle; it is closed a little later, once the requests still using it are done. */
function forgetReadOnly(readOnly: ReadOnlyDatabase): void {
  if (globalForDb.__readOnlyDb === readOnly) globalForDb.__readOnlyDb = undefined;
  setTimeout(() => void readOnly.handle.then((h) => h.db.destroy()).catch(() => {}), 30_000).unref();
}

/**
 * The database for a request: the process-wide one (getDatabase), or, while that cannot be
 * opened because the SQLite database cannot be written (a folder made read-only, a filesystem
 * remounted read-only), the same file opened for reading only. Pages that only read then show
 * what the database holds; every write fails with SQLite's "attempt to write a readonly
 * database", which forms and actions answer as a failure (decision 055). While read-only, a
 * request tries the writable database again at most every RETRY_WRITABLE_MS; the start-up's
 * retries (startup.server.ts) go on too, and the first success ends the read-only time.
 */
export async function getReadableDatabase(now = Date.now()): Promise<DatabaseHandle> {
  const readOnly = globalForDb.__readOnlyDb;
  if (readOnly && !readOnly.stale && !globalForDb.__db && now - readOnly.triedAt < RETRY_WRITABLE_MS)
    return readOnly.handle;
  try {
    const writable = await getDatabase();
    if (readOnly) forgetReadOnly(readOnly);
    return writable;
  } catch (error) {
    const e = env();
    if (e.DATABASE_URL || !isReadOnlyError(error)) throw error;
    let current = globalForDb.__readOnlyDb;
    if (current?.stale) {
      forgetReadOnly(current);
      current = undefined;
    }
    if (!current) {
      // Its handle is set below: the file check's callback needs the object first.
      const opening = { triedAt: now, stale: false } as ReadOnlyDatabase;
      opening.handle = openReadOnlyDatabase({
        dataDir: e.dataDir,
        // Another process wrote the file: this handle reads an old copy, the next request opens it anew.
        sqlite: { onLost: () => void (opening.stale = true) },
      }).catch((cause: unknown) => {
        if (globalForDb.__readOnlyDb === opening) globalForDb.__readOnlyDb = undefined;
        throw new Error(`${error instanceof Error ? error.message : String(error)} (read-only: ${String(cause)})`, {
          cause: error,
        });
      });
      globalForDb.__readOnlyDb = current = opening;
    }
    current.triedAt = now;
    return current.handle;
  }
}

/** The database for a request's queries: see getReadableDatabase. */
export async function getDb(): Promise<Db> {
  return (await getReadableDatabase()).db;
}
