// A new, empty database on a PostgreSQL server, for a test run or a benchmark of its own:
// its URL and how to drop it (with its connections) afterwards.
import pg from 'pg';

export async function createThrowawayDatabase(
  serverUrl: string,
  prefix = 'hn_e2e',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
