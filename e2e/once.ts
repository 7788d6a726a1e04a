// Tests that do not depend on the suite's database engine (they start an app of their own,
// on SQLite or on a PostgreSQL of their own, or check what the public pages show, which
// reads the database only through code the database suite covers on both engines) carry this tag: CI runs
// them once, on SQLite, and leaves them out of the PostgreSQL run (.ci/run).
export const ONCE = { tag: '@once' } as const;
