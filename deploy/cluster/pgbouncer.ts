import { writeFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { exited, freePort, startChild, tempDir, waitUntil } from './processes';

export const PGBOUNCER = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';

export interface Pgbouncer {
  port: number;
  /** postgres://postgres@127.0.0.1:<pgbouncer port>/<database> */
  url(database: string): string;
  stop(): Promise<void>;
}

/**
 * Debian's pgbouncer in transaction mode in front of the PostgreSQL on `postgresPort` (trust, every database), on
 * its own port: the pooled topology of docs/OPERATIONS.md. The server behind it runs with DATABASE_POOLED=true and a
 * direct DATABASE_LISTEN_URL.
 */
export async function startPgbouncer(postgresPort: number): Promise<Pgbouncer> {
  const dir = tempDir('energy-pgbouncer-');
  const port = await freePort();
  writeFileSync(path.join(dir, 'userlist.txt'), '"postgres" ""\n');
  const ini = path.join(dir, 'pgbouncer.ini');
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=127.0.0.1 port=${postgresPort}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 500',
      'default_pool_size = 20',
      'ignore_startup_parameters = extra_float_digits,options',
      '',
    ].join('\n'),
  );
  const { child, tail } = startChild(PGBOUNCER, [ini], { asPostgres: true });
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  await waitUntil('pgbouncer to answer', async () => {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited:\n${tail()}`);
    const sql = postgres(url('postgres'), { max: 1, connect_timeout: 2, prepare: false, onnotice: () => {} });
    try {
      await sql`select 1`;
      return true;
    } finally {
      await sql.end({ timeout: 1 });
    }
  });
  return {
    port,
    url,
    async stop() {
      child.kill('SIGINT');
      await exited(child, 5_000);
    },
  };
}
