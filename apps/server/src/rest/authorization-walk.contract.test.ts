import type { Role } from '@energy/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_TABLE, GUEST, type Target, type WalkRow } from '@energy/test/authorization-table';
import {
  callRest,
  callTrpc,
  clientWith,
  expectation,
  judge,
  readRecord,
  routerProcedures,
  type Answer,
  type Procedure,
} from '@energy/test/authorization-walk';
import { buildWorld, demoParties, outsiderParties, type World } from '@energy/test/authorization-world';
import { testBackends } from '@energy/test/databases';
import { signIn, signUp } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';

const procedures = routerProcedures();
const rows = procedures.flatMap((p) => {
  const row = AUTHORIZATION_TABLE[p.path];
  return row ? [[p.path, p, row] as const] : [];
});
/** Organization A's roles; the platform admin walks last, as it may change organization B's records. */
const ORG_ROLES: Role[] = ['buyer', 'supplier', 'logistics', 'finance'];
const TRANSPORTS = ['rest', 'trpc'] as const;
type Transport = (typeof TRANSPORTS)[number];

describe('the authorization table', () => {
  it('has a row for every procedure of the app router, and none for a procedure that no longer exists', () => {
    const paths = procedures.map((p) => p.path);
    expect({
      proceduresWithoutRow: paths.filter((p) => !(p in AUTHORIZATION_TABLE)),
      rowsWithoutProcedure: Object.keys(AUTHORIZATION_TABLE).filter((p) => !paths.includes(p)),
    }).toEqual({ proceduresWithoutRow: [], rowsWithoutProcedure: [] });
  });
});

describe.each(testBackends())('authorization walk over REST and tRPC (%s)', (backend) => {
  let server: TestServer;
  let own: World;
  let other: World;
  const sessions = new Map<Role, string | undefined>();
  let calls = 0;
  /** Rows that let some caller through on its own organization's record: proof the inputs are valid. */
  const succeeded = new Set<string>();

  beforeAll(async () => {
    server = await startTestServer(backend);
    [own, other] = await Promise.all([
      demoParties(server).then((parties) => buildWorld(server, parties)),
      outsiderParties(server).then((parties) => buildWorld(server, parties)),
    ]);
    await signUp(server, GUEST.username, 'buyer');
    for (const role of [...ORG_ROLES, 'admin'] as Role[])
      sessions.set(role, (await signIn(server, role)).sessionCookie);
    // Two organizations' worlds, a record of every kind each: past the 60 s default on a machine at load 5-15.
  }, 180_000);
  afterAll(() => server.close());

  async function call(
    procedure: Procedure,
    row: WalkRow,
    role: Role | null,
    transport: Transport,
    input: Record<string, unknown> | undefined,
  ): Promise<Answer> {
    calls += 1;
    const session =
      role && row.freshSession ? (await signIn(server, role)).sessionCookie : role ? sessions.get(role) : undefined;
    const client = clientWith(server.url, session);
    return transport === 'rest' ? callRest(client, row, input) : callTrpc(client, procedure, input);
  }

  let inputs = 0;
  const inputFor = async (row: WalkRow, world: World, target: Target, role: Role | null) =>
    (await row.input?.(world, target, ++inputs, role)) as Record<string, unknown> | undefined;

  /** One role (null: anonymous) on one row over one transport: what went wrong, one line each. */
  async function walk(
    path: string,
    procedure: Procedure,
    row: WalkRow,
    role: Role | null,
    transport: Transport,
  ): Promise<string[]> {
    const failures: string[] = [];
    const fail = (target: Target, what: string) =>
      failures.push(`${path} ${transport} ${role ?? 'anonymous'} ${target}: ${what}`);
    // A subscription has no REST route (see 'stream' in authorization-table.ts).
    if (row.kind === 'stream' && transport === 'rest') return failures;
    const answer = await call(procedure, row, role, transport, await inputFor(row, own, 'own', role));
    const wrong = judge(expectation(procedure, row, role, 'own'), answer, row);
    if (wrong) fail('own', wrong);
    if (role && answer.status >= 200 && answer.status < 300) succeeded.add(path);
    if (!role) return failures;

    if (row.kind === 'list' && row.hides && role !== 'admin') {
      const leaked = row.hides(other, role).filter((id) => answer.text.includes(id));
      if (leaked.length > 0) fail('other', `LEAK, the answer shows the other organization's ${leaked.join(', ')}`);
    }
    if (row.kind !== 'record') return failures;
    const input = (await inputFor(row, other, 'other', role)) ?? {};
    const before = await readRecord(server.database.db, row, input);
    const expected = expectation(procedure, row, role, 'other');
    const otherAnswer = await call(procedure, row, role, transport, input);
    const wrongOther = judge(expected, otherAnswer, row);
    if (wrongOther) fail('other', wrongOther);
    if ('ok' in expected) return failures;
    if (otherAnswer.status < 300) fail('other', `BREACH, another organization's record answered ${otherAnswer.status}`);
    if ((await readRecord(server.database.db, row, input)) !== before)
      fail('other', "BREACH, another organization's record changed");
    return failures;
  }

  it.each(rows)(
    "%s: anonymous and every role of organization A, on its own and on organization B's records",
    async (path, procedure, row) => {
      // Callers walk side by side, in two waves: first those let through on their own record (where a state
      // refusal, 409, from a call that lost the race still counts as let through), then the refused ones, so
      // that what they may see no longer depends on the race. Where a row opens organization B's records by
      // design, one call at a time, so that each read-back sees only its own call.
      const walks = (roles: (Role | null)[]) =>
        roles.flatMap((role) => TRANSPORTS.map((transport) => () => walk(path, procedure, row, role, transport)));
      const letThrough = (role: Role | null) => role !== null && 'ok' in expectation(procedure, row, role, 'own');
      const callers = [null, ...ORG_ROLES];
      const waves = [walks(callers.filter(letThrough)), walks(callers.filter((role) => !letThrough(role)))];
      const failures: string[] = [];
      for (const wave of waves) {
        if (row.openToOthers) for (const next of wave) failures.push(...(await next()));
        else failures.push(...(await Promise.all(wave.map((next) => next()))).flat());
      }
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );

  it.each(rows)('%s: the platform admin', async (path, procedure, row) => {
    const failures = [
      ...(await walk(path, procedure, row, 'admin', 'rest')),
      ...(await walk(path, procedure, row, 'admin', 'trpc')),
    ];
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('let some caller through on every row, so no row walks with an input that can never pass', () => {
    const never = rows
      // A row that counts a refusal as let through (400 for a token that cannot exist, 401 for a second sign-in
      // step without its first) walks with an input no caller can pass, by design.
      .filter(
        ([path, , row]) => !succeeded.has(path) && !row.alsoOk?.some((status) => status === 400 || status === 401),
      )
      .map(([path]) => path);
    expect(never).toEqual([]);
    expect(calls).toBeGreaterThan(rows.length * 10);
  });
});
