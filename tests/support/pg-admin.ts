/** Creating and dropping PostgreSQL databases for tests (used by the global setup and per test file). */
import pg from 'pg';

/** Replaces the database name of a PostgreSQL URL. */
export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(url: string, name: string, template?: string) {
  const sql = `CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`;
  await withAdmin(url, async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(sql);
        return;
      } catch (error) {
        // 55006: the template is briefly in use by another CREATE DATABASE; try again.
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((r) => setTimeout(r, 50 + attempt * 25));
      }
    }
  });
}

export async function dropDatabase(url: string, name: string) {
  await withAdmin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}

export async function listDatabases(url: string, prefix: string): Promise<string[]> {
  const { rows } = await withAdmin(url, (client) =>
    client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
      prefix,
    ]),
  );
  return rows.map((r) => r.datname);
}
