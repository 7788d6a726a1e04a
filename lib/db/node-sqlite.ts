import { statSync } from 'node:fs';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

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
  constructor(filename: string, how: 'deleted' | 'replaced') {
    super(`The SQLite database file ${filename} was ${how} while the server was running; restart the server.`);
    this.name = 'DatabaseFileLostError';
  }
}

export interface SqliteOptions {
  /** Called once when the file is found deleted or replaced (the server exits so it is restarted). */
  onLost?: (error: DatabaseFileLostError) => void;
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
export function openSqlite(filename: string, options: SqliteOptions = {}): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(filename, { timeout: 5000 });
  // synchronous=FULL: a committed lead survives a power cut, not only a crash.
  raw.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL;');
  const opened = statSync(filename);
  let lost: DatabaseFileLostError | undefined;
  const checkFile = () => {
    if (lost) throw lost;
    let now;
    try {
      now = statSync(filename);
    } catch {
      now = null;
    }
    if (now && now.ino === opened.ino && now.dev === opened.dev) return;
    lost = new DatabaseFileLostError(filename, now ? 'replaced' : 'deleted');
    options.onLost?.(lost);
    throw lost;
  };
  return {
    raw,
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
