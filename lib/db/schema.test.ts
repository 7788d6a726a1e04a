// The hand-written types of lib/db/schema.ts checked against what the migrations
// really build: on a fresh database of each engine (SQLite always, PostgreSQL when
// TEST_DATABASE_URL is set; `npm run test:db` runs both in CI), the same tables,
// the same columns per table, and the same nullability. schema.ts is read with
// the TypeScript compiler, so the check follows whatever tables it declares.
import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { Db } from './kysely.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';

const SCHEMA_FILE = path.join(import.meta.dirname, 'schema.ts');

/**
 * Tables the migrations create that schema.ts does not need to declare, because
 * other code owns them. Each must exist in the migrated database (a stale entry
 * fails), and is compared like any other table once schema.ts declares it.
 */
const IGNORED_TABLES: Readonly<Record<string, string>> = {
  user: 'Better Auth (migration 005), read and written only through the auth library',
  session: 'Better Auth (migration 005)',
  account: 'Better Auth (migration 005)',
  verification: 'Better Auth (migration 005)',
  kysely_migration: "Kysely's record of the migrations applied",
  kysely_migration_lock: "Kysely's lock while migrations run",
};

/** A table (or view) as schema.ts declares it: column name → whether its select type admits null. */
type Declared = Map<string, Map<string, boolean>>;

interface FoundTable {
  name: string;
  /**
   * A view's columns carry no NOT NULL on either engine: only their names are compared. A
   * SQLite virtual table (a full-text index, which PostgreSQL does with an index instead) is
   * compared the same way, and only when schema.ts declares it.
   */
  kind: 'table' | 'view' | 'virtual';
  columns: Map<string, boolean>;
}

/** What a check finds wrong, one readable line per table or column. */
type Problems = string[];

function admitsNull(type: ts.Type): boolean {
  return type.isUnion() ? type.types.some(admitsNull) : (type.flags & ts.TypeFlags.Null) !== 0;
}

/**
 * Reads the `Database` interface of a schema file: its properties are the tables, theirs the
 * columns. A column's nullability is that of its select type: `S` of Kysely's
 * `ColumnType<S, I, U>` (a `{ __select__: S, … }` object), member by member in a union, as
 * Kysely's own `SelectType` does (`Timestamp | null` selects `Date | string | null`).
 * `source` replaces the file's text (to test this reader itself).
 */
function readDeclaredSchema(fileName: string, source?: string): { tables: Declared; problems: Problems } {
  const root = path.resolve(import.meta.dirname, '../..');
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  // Only the language's own library: schema.ts needs no DOM or @types package, and parsing them is slow.
  const compilerOptions = { ...options, lib: ['lib.es2023.d.ts'], types: [], noEmit: true, incremental: false };
  const host = ts.createCompilerHost(compilerOptions);
  if (source !== undefined) {
    const { getSourceFile, readFile, fileExists } = host;
    host.getSourceFile = (name, language, ...rest) =>
      name === fileName ? ts.createSourceFile(name, source, language) : getSourceFile(name, language, ...rest);
    host.readFile = (name) => (name === fileName ? source : readFile(name));
    host.fileExists = (name) => name === fileName || fileExists(name);
  }
  const program = ts.createProgram([fileName], compilerOptions, host);
  const file = program.getSourceFile(fileName);
  if (!file) throw new Error(`${fileName} could not be read`);
  const problems: Problems = ts
    .getPreEmitDiagnostics(program, file)
    .map((d) => `${path.basename(fileName)} does not compile: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
  const checker = program.getTypeChecker();
  const declaration = file.statements.find(
    (s): s is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
      (ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) && s.name.text === 'Database',
  );
  if (!declaration) throw new Error(`${fileName} declares no Database type`);

  const tables: Declared = new Map();
  for (const table of checker.getTypeAtLocation(declaration).getProperties()) {
    const columns = new Map<string, boolean>();
    for (const column of checker.getTypeOfSymbolAtLocation(table, declaration).getProperties()) {
      const type = checker.getTypeOfSymbolAtLocation(column, declaration);
      const members = type.isUnion() ? type.types : [type];
      let nullable = false;
      for (const member of members) {
        if (member.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) {
          problems.push(`column "${table.name}.${column.name}": its type in schema.ts is any or unknown`);
        }
        const select = member.getProperty('__select__');
        nullable ||= admitsNull(select ? checker.getTypeOfSymbolAtLocation(select, declaration) : member);
      }
      columns.set(column.name, nullable);
    }
    tables.set(table.name, columns);
  }
  return { tables, problems };
}

/** The tables and views of the database's own schema, with each column's nullability. */
async function readDatabase(db: Db, engine: 'sqlite' | 'postgres'): Promise<FoundTable[]> {
  if (engine === 'postgres') {
    // The test's own schema only (each test database is one schema of a shared server).
    const { rows: tables } = await sql<{ name: string; type: string }>`
      select table_name as name, table_type as type from information_schema.tables
      where table_schema = current_schema()`.execute(db);
    const { rows: columns } = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
      select table_name, column_name, is_nullable from information_schema.columns
      where table_schema = current_schema() order by ordinal_position`.execute(db);
    return tables.map(({ name, type }) => ({
      name,
      kind: type === 'VIEW' ? 'view' : 'table',
      columns: new Map(
        columns.filter((c) => c.table_name === name).map((c) => [c.column_name, c.is_nullable === 'YES']),
      ),
    }));
  }
  const { rows: tables } = await sql<{ name: string; type: string }>`
    select name, type from pragma_table_list where schema = 'main' and name not like 'sqlite\\_%' escape '\\'`.execute(
    db,
  );
  const found: FoundTable[] = [];
  for (const { name, type } of tables) {
    // Shadow tables hold a virtual table's data (FTS5's `_data`, `_idx`, …): engine internals.
    if (type === 'shadow') continue;
    const { rows } = await sql<{ name: string; notnull: number; pk: number }>`
      select name, "notnull", pk from pragma_table_info(${name})`.execute(db);
    // A primary-key column counts as NOT NULL: PostgreSQL makes it so; SQLite, for historical
    // reasons, does not enforce it on keys that are not INTEGER, and every insert writes the key.
    const columns = new Map(rows.map((c) => [c.name, !c.notnull && !c.pk]));
    found.push({ name, kind: type === 'view' || type === 'virtual' ? type : 'table', columns });
  }
  return found;
}

/** Every difference between the declared and the found tables, named by table and column. */
function compareSchemas(declared: Declared, found: FoundTable[]): Problems {
  const problems: Problems = [];
  const byName = new Map(found.map((t) => [t.name, t]));
  for (const table of found) {
    if (declared.has(table.name) || table.name in IGNORED_TABLES || table.kind === 'virtual') continue;
    problems.push(
      `table "${table.name}": the migrations create it but the Database interface of schema.ts does not declare it (declare it, or add it to IGNORED_TABLES with the reason)`,
    );
  }
  for (const [tableName, columns] of declared) {
    const table = byName.get(tableName);
    if (!table) {
      problems.push(`table "${tableName}": schema.ts declares it but the migrated database has no such table`);
      continue;
    }
    for (const [column, nullable] of columns) {
      const actual = table.columns.get(column);
      if (actual === undefined) {
        problems.push(
          `column "${tableName}.${column}": schema.ts declares it but the migrated table has no such column`,
        );
      } else if (table.kind === 'table' && actual !== nullable) {
        problems.push(
          nullable
            ? `column "${tableName}.${column}": its select type in schema.ts admits null, but the column is NOT NULL`
            : `column "${tableName}.${column}": the column accepts null, but its select type in schema.ts does not admit null`,
        );
      }
    }
    for (const column of table.columns.keys()) {
      if (!columns.has(column)) {
        problems.push(`column "${tableName}.${column}": the migrated table has it but schema.ts does not declare it`);
      }
    }
  }
  for (const name of Object.keys(IGNORED_TABLES)) {
    if (!byName.has(name)) problems.push(`table "${name}": in IGNORED_TABLES but not in the migrated database`);
  }
  return problems;
}

describe('the schema reader', () => {
  it('reads nullability from the select type, for plain types, ColumnType and unions of both', () => {
    const fileName = path.join(import.meta.dirname, 'schema-reader-fixture.ts');
    const { tables, problems } = readDeclaredSchema(
      fileName,
      `import type { ColumnType, Generated } from 'kysely';
       type Stamp = ColumnType<Date | string, Date | string | undefined, Date | string>;
       interface Base { id: Generated<number> }
       interface Things extends Base {
         name: string;
         note: string | null;
         status: ColumnType<string, string | undefined, string>;
         lost: ColumnType<string | null, string | null | undefined, string | null>;
         sent_at: Stamp | null;
         created_at: Stamp;
         flag: boolean;
       }
       export type Database = { things: Things; others: { key: string } };`,
    );
    expect(problems).toEqual([]);
    expect(Object.fromEntries(tables.get('things')!)).toEqual({
      id: false,
      name: false,
      note: true,
      status: false,
      lost: true,
      sent_at: true,
      created_at: false,
      flag: false,
    });
    expect([...tables.keys()]).toEqual(['things', 'others']);
  });

  it('names every table and column that differs', () => {
    const declared: Declared = new Map([
      [
        'things',
        new Map([
          ['id', false],
          ['name', false],
          ['note', false],
          ['gone', true],
        ]),
      ],
      ['missing', new Map([['id', false]])],
    ]);
    const columns = new Map([
      ['id', false],
      ['name', true],
      ['note', true],
      ['extra', true],
    ]);
    const found: FoundTable[] = [
      { name: 'things', kind: 'table', columns },
      { name: 'stray', kind: 'table', columns: new Map() },
      ...Object.keys(IGNORED_TABLES).map((name) => ({ name, kind: 'table' as const, columns: new Map() })),
    ];
    expect(compareSchemas(declared, found)).toEqual([
      expect.stringMatching(/^table "stray": the migrations create it but .* does not declare it/),
      'column "things.name": the column accepts null, but its select type in schema.ts does not admit null',
      'column "things.note": the column accepts null, but its select type in schema.ts does not admit null',
      'column "things.gone": schema.ts declares it but the migrated table has no such column',
      'column "things.extra": the migrated table has it but schema.ts does not declare it',
      'table "missing": schema.ts declares it but the migrated database has no such table',
    ]);
    // A view's (or virtual table's) columns are compared by name only; an undeclared virtual table is left alone.
    const view: FoundTable = { name: 'things_view', kind: 'view', columns: new Map([['id', true]]) };
    const index: FoundTable = { name: 'things_fts', kind: 'virtual', columns: new Map([['text', true]]) };
    const ignored = found.slice(2);
    expect(compareSchemas(new Map([['things_view', new Map([['id', false]])]]), [view, index, ...ignored])).toEqual([]);
    expect(compareSchemas(new Map([['things_view', new Map([['key', false]])]]), [view, ...ignored])).toEqual([
      'column "things_view.key": schema.ts declares it but the migrated table has no such column',
      'column "things_view.id": the migrated table has it but schema.ts does not declare it',
    ]);
    expect(compareSchemas(new Map(), [])).toEqual(
      Object.keys(IGNORED_TABLES).map((name) => `table "${name}": in IGNORED_TABLES but not in the migrated database`),
    );
  });
});

describe.each(testEngines())('lib/db/schema.ts against the migrated database on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  it('declares the same tables and columns, with the same nullability', async () => {
    const { tables: declared, problems } = readDeclaredSchema(SCHEMA_FILE);
    expect(problems).toEqual([]);
    const found = await readDatabase(db, engine.name);
    expect(compareSchemas(declared, found)).toEqual([]);
  });
});
