/** The same server and credentials as TEST_DATABASE_URL, another database name. */
export function databaseUrl(testUrl: string, database: string): string {
  const url = new URL(testUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
