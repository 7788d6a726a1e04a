import { statSync } from 'node:fs';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type CompiledQuery,
  SelectQueryNode,
  SqliteAdapter,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';

/** Values node:sqlite cannot bind are converted: booleans to 0/1, dates to ISO strings. */
function toSqlite(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

function bind(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map(toSqlite);
}

/**
 * The database file this process opened is no longer the one at its path: it was
 * deleted (an operator's `rm`) or replaced (a restore by `mv`). Writes would go to
 * a file nobody will ever open again, so every statement is refused.
 */
export class DatabaseFileLostError extends Error {
  constructor(filename: string, how: 'deleted' | 'replaced' | 'changed') {
    super(
      how === 'changed'
        ? `The SQLite database file ${filename}, opened read-only, was changed by another process; it is opened again.`
        : `The SQLite database file ${filename} was ${how} while the server was running; restart the server.`,
    );
    this.name = 'DatabaseFileLostError';
  }
}

export interface SqliteOptions {
  /** Called once when the file is found deleted or replaced (the server exits so it is restarted). */
  onLost?: (error: DatabaseFileLostError) => void;
  /**
   * How long a statement waits in all for a lock another process holds on the file
   * before it fails with "database is locked" (15 s by default). The wait is asynchronous.
   */
  busyDeadlineMs?: number;
  /**
   * Opens the file read-only: a database in a folder or on a filesystem this process cannot
   * write is read this way (lib/db/kysely.server.ts getReadableDatabase), and tests open a
   * writable file so.
   */
  readOnly?: boolean;
}

/**
 * SQLite's own busy timeout waits inside the driver's synchronous call, i.e. inside the
 * event loop: a foreign lock of 10 s froze every request, static pages and health too.
 * So SQLite waits only a moment itself, and longer waits happen between asynchronous
 * retries (docs/decisions/018-operations-faults.md).
 */
const SYNC_BUSY_TIMEOUT_MS = 25;
const DEFAULT_BUSY_DEADLINE_MS = 15_000;
const FIRST_RETRY_MS = 10;
const MAX_RETRY_MS = 250;
const SQLITE_BUSY = 5;
const SQLITE_READONLY = 8;

function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && (code & 0xff) === SQLITE_BUSY;
}

/**
 * SQLite's "attempt to write a readonly database" in any of its forms (a read-only file,
 * folder or filesystem, a read-only connection), here or in an error's causes.
 */
export function isReadOnlyError(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { errcode?: unknown }).errcode;
    if (typeof code === 'number' && (code & 0xff) === SQLITE_READONLY) return true;
  }
  return false;
}

/** Whether a -wal file beside the database holds changes not yet in the database file itself. */
function walHoldsChanges(filename: string): boolean {
  try {
    return statSync(`${filename}-wal`).size > 0;
  } catch {
    return false;
  }
}

/**
 * Opens `filename` for reading only. A database in WAL mode (this one always is) needs a
 * -shm file beside it that its readers share; in a folder this process cannot write, SQLite
 * cannot create it and refuses even to read. When no -wal file holds changes (a clean close
 * leaves none), the database file is all there is, and it is opened `immutable`: no -shm,
 * no locks. Such a connection would not see another process's writes, so every statement
 * first checks the file is unchanged (`openSqlite`'s file check).
 */
function openForReading(filename: string): { raw: DatabaseSync; immutable: boolean } {
  const raw = new DatabaseSync(filename, { timeout: SYNC_BUSY_TIMEOUT_MS, readOnly: true });
  try {
    raw.prepare('select count(*) from sqlite_schema').get();
    return { raw, immutable: false };
  } catch (error) {
    raw.close();
    if (!isReadOnlyError(error) || walHoldsChanges(filename)) throw error;
  }
  const url = pathToFileURL(filename);
  url.searchParams.set('mode', 'ro');
  url.searchParams.set('immutable', '1');
  return { raw: new DatabaseSync(url, { timeout: SYNC_BUSY_TIMEOUT_MS, readOnly: true }), immutable: true };
}

const NO_ROWS: SqliteStatement = {
  reader: false,
  all: () => [],
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
  iterate: () => [][Symbol.iterator](),
};

/**
 * Opens a SQLite file with Node's built-in driver and adapts it to the
 * interface of Kysely's SqliteDialect. WAL, a busy timeout and foreign keys are on.
 * Before each statement the file at the path is checked to still be the one opened.
 */
export function openSqlite(
  filename: string,
  options: SqliteOptions = {},
  /** Another connection's file check, shared so that a lost file is reported once. */
  sharedCheck?: () => void,
): SqliteDatabase & { raw: DatabaseSync; checkFile: () => void } {
  const { raw, immutable } = options.readOnly
    ? openForReading(filename)
    : { raw: new DatabaseSync(filename, { timeout: SYNC_BUSY_TIMEOUT_MS }), immutable: false };
  // synchronous=FULL: a committed lead survives a power cut, not only a crash.
  raw.exec(
    `${options.readOnly ? '' : 'PRAGMA journal_mode = WAL; '}PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL;`,
  );
  const opened = statSync(filename);
  let lost: DatabaseFileLostError | undefined;
  const ownCheck = () => {
    if (lost) throw lost;
    let now;
    try {
      now = statSync(filename);
    } catch {
      now = null;
    }
    const same = now && now.ino === opened.ino && now.dev === opened.dev;
    // An immutable connection reads the file as it was: a change by another process ends it.
    const unchanged = !immutable || (now && now.size === opened.size && now.mtimeMs === opened.mtimeMs);
    if (same && unchanged) return;
    lost = new DatabaseFileLostError(filename, !now ? 'deleted' : same ? 'changed' : 'replaced');
    options.onLost?.(lost);
    throw lost;
  };
  const checkFile = sharedCheck ?? ownCheck;
  return {
    raw,
    checkFile,
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      // SQLite ends a transaction by itself on some errors ("database or disk is full"); the
      // ROLLBACK that follows would fail and its error would hide the real one in the log.
      if (/^\s*rollback\s*$/i.test(sql) && !raw.isTransaction) return NO_ROWS;
      checkFile();
      const statement = raw.prepare(sql);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...bind(parameters)),
        run: (parameters) => statement.run(...bind(parameters)),
        iterate: (parameters) => statement.iterate(...bind(parameters)) as IterableIterator<unknown>,
      };
    },
  };
}

type OpenedSqlite = ReturnType<typeof openSqlite>;

/**
 * Runs `work` (one statement) and, while another process holds the lock it needs, tries
 * again after growing asynchronous pauses until `deadlineMs` has passed: the event loop
 * serves other requests meanwhile. A statement that failed with SQLITE_BUSY changed nothing,
 * so trying it again is safe; inside a transaction (begun IMMEDIATE, see below) it is what
 * SQLite's own busy handler would do, without blocking.
 */
export async function retryWhileBusy<T>(work: () => T, deadline: number): Promise<T> {
  for (let pause = FIRST_RETRY_MS; ; pause = Math.min(pause * 2, MAX_RETRY_MS)) {
    try {
      return work();
    } catch (error) {
      if (!isBusy(error) || performance.now() + pause > deadline) throw error;
      await sleep(pause);
    }
  }
}

/** `deadline` is a `performance.now()` time; the statement is tried at least once. */
function execute<R>(db: OpenedSqlite, sql: string, parameters: readonly unknown[], deadline: number) {
  return retryWhileBusy((): QueryResult<R> => {
    const statement = db.prepare(sql);
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return {
      insertId: lastInsertRowid != null ? BigInt(lastInsertRowid) : undefined,
      numAffectedRows: changes != null ? BigInt(changes) : undefined,
      rows: [],
    };
  }, deadline);
}

/** This process's turn to write: one transaction or one writing statement at a time. */
class WriteTurn {
  private held = false;
  private readonly waiting: Array<() => void> = [];

  async take(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }
}

interface Shared {
  writer: OpenedSqlite;
  /** A second connection for selects outside transactions: reads never queue behind a write waiting for a lock. */
  reader: OpenedSqlite;
  turn: WriteTurn;
  deadlineMs: number;
}

/** One use of the database by Kysely (a query, or a transaction from begin to its end). */
class NodeSqliteConnection implements DatabaseConnection {
  private inTransaction = false;

  constructor(private readonly shared: Shared) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { writer, reader, turn, deadlineMs } = this.shared;
    const { sql, parameters, query } = compiledQuery;
    // The wait for this process's turn counts too: a queue of writes behind a long foreign
    // lock fails together at the deadline, not one deadline after another.
    const deadline = performance.now() + deadlineMs;
    if (this.inTransaction) return execute<R>(writer, sql, parameters, deadline);
    // Selects, built or raw (a health ping); the reading connection is query_only, so nothing else runs there.
    if (SelectQueryNode.is(query) || /^\s*select\b/i.test(sql)) return execute<R>(reader, sql, parameters, deadline);
    // Anything else (writes, raw SQL, pragmas) on the writing connection, in turn.
    await turn.take();
    try {
      return await execute<R>(writer, sql, parameters, deadline);
    } finally {
      turn.give();
    }
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiledQuery.query)) throw new Error('SQLite only streams select queries');
    const rows = await this.executeQuery<R>(compiledQuery);
    for (const row of rows.rows) yield { rows: [row] };
  }

  async begin(): Promise<void> {
    const { writer, turn, deadlineMs } = this.shared;
    const deadline = performance.now() + deadlineMs;
    await turn.take();
    try {
      await execute(writer, 'begin immediate', [], deadline);
      this.inTransaction = true;
    } catch (error) {
      turn.give();
      throw error;
    }
  }

  async commit(): Promise<void> {
    const { writer, deadlineMs } = this.shared;
    try {
      await execute(writer, 'commit', [], performance.now() + deadlineMs);
    } catch (error) {
      // Still open: Kysely rolls it back next, which ends the turn.
      if (writer.raw.isTransaction) throw error;
      this.end();
      throw error;
    }
    this.end();
  }

  async rollback(): Promise<void> {
    try {
      await execute(this.shared.writer, 'rollback', [], performance.now() + this.shared.deadlineMs);
    } finally {
      this.end();
    }
  }

  private end(): void {
    if (!this.inTransaction) return;
    this.inTransaction = false;
    this.shared.turn.give();
  }
}

/**
 * Kysely's SQLite driver with asynchronous waits for locks, and two connections: selects
 * outside transactions read from their own connection (WAL lets them run while another
 * process holds the write lock); writes and transactions take turns on the other.
 * Transactions begin IMMEDIATE: the write lock is taken (or waited for) before the
 * transaction's first statement, so a transaction never fails halfway on a lock (a deferred
 * one would, with SQLITE_BUSY_SNAPSHOT after a read), and waiting for the lock is waiting
 * to run the whole transaction.
 */
class NodeSqliteDriver implements Driver {
  constructor(private readonly shared: Shared) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new NodeSqliteConnection(this.shared);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as NodeSqliteConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as NodeSqliteConnection).commit();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as NodeSqliteConnection).rollback();
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    this.shared.reader.close();
    this.shared.writer.close();
  }
}

/** Connections of their own (the driver above) may be used at the same time. */
class NodeSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** The SQLite dialect on node:sqlite: Kysely's, with the driver above. */
export class NodeSqliteDialect extends SqliteDialect {
  private readonly shared: Shared;

  constructor(filename: string, options: SqliteOptions = {}) {
    const writer = openSqlite(filename, options);
    const reader = openSqlite(filename, options, writer.checkFile);
    reader.raw.exec('PRAGMA query_only = ON');
    super({ database: writer });
    this.shared = {
      writer,
      reader,
      turn: new WriteTurn(),
      deadlineMs: options.busyDeadlineMs ?? DEFAULT_BUSY_DEADLINE_MS,
    };
  }

  override createDriver(): Driver {
    return new NodeSqliteDriver(this.shared);
  }

  override createAdapter(): SqliteAdapter {
    return new NodeSqliteAdapter();
  }
}
