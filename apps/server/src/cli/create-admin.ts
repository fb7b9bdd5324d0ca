import { parseArgs } from 'node:util';
import { createDb } from '@energy/db/client';
import { generateToken } from '@energy/trpc/auth/tokens';
import { createAdminAccount } from '@energy/trpc/routers/auth/auth.service';
import { DomainError } from '@energy/domain/errors';
import { ZodError } from 'zod';
import { readEnv } from '../env';
import { summarizeError } from '../http/error-log';

/** Validation and conflicts are worth reading; a database error's message carries its parameters (the hash). */
function reasonOf(error: unknown): string {
  if (error instanceof ZodError) return error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  if (error instanceof DomainError) return error.message;
  const summary = summarizeError(error);
  return [summary.error, summary.sqlstate, summary.constraint].filter(Boolean).join(' ');
}

/** `npm run create-admin -- --username ops --email ops@example.com [--password ...] [--first A --last B]` */
const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    first: { type: 'string', default: 'Platform' },
    last: { type: 'string', default: 'Administrator' },
  },
});
if (!values.username || !values.email) {
  process.stderr.write(
    'Usage: npm run create-admin -- --username NAME --email ADDRESS [--password SECRET] [--first F --last L]\n',
  );
  process.exit(2);
}
const env = readEnv();
const database = await createDb({
  databaseUrl: env.databaseUrl,
  listenUrl: env.databaseListenUrl,
  pooled: env.databasePooled,
  dataDir: env.dataDir,
});
const password = values.password ?? generateToken().slice(0, 20);
try {
  const admin = await createAdminAccount(database.db, {
    username: values.username,
    email: values.email,
    password,
    firstName: values.first,
    lastName: values.last,
  });
  process.stdout.write(
    `Created admin ${admin.username} (${admin.email})${values.password ? '' : ` with password ${password}`}\n`,
  );
} catch (error) {
  process.stderr.write(`Could not create the admin: ${reasonOf(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
