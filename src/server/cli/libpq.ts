// What the PostgreSQL client programs (pg_dump, psql) are given: db:backup and db:restore run them.

/** The URL without its password, which goes to PGPASSWORD instead: a command line is visible to every local user. */
export function withoutPassword(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    url: url.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env },
  };
}
