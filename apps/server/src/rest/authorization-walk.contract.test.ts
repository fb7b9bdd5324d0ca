import type { Role } from '@energy/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_TABLE, GUEST, type Target, type WalkRow } from '../../../../test/authorization-table';
import {
  callRest, callTrpc, clientWith, expectation, judge, readRecord, routerProcedures, type Answer, type Procedure,
} from '../../../../test/authorization-walk';
import { buildWorld, demoParties, outsiderParties, type World } from '../../../../test/authorization-world';
import { testBackends } from '../../../../test/databases';
import { signIn, signUp } from '../../../../test/procurement';
import type { TestServer } from '../../../../test/server';
import { startTestServer } from '../../../../test/server';

const procedures = routerProcedures();
const rows = procedures.flatMap((p) => {
  const row = AUTHORIZATION_TABLE[p.path];
  return row ? [[p.path, p, row] as const] : [];
});
/** Organization A's roles; the platform admin walks last, as it may change organization B's records. */
const ORG_ROLES: Role[] = ['buyer', 'supplier', 'logistics', 'finance'];
const TRANSPORTS = ['rest', 'trpc'] as const;

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
    const t0 = performance.now();
    server = await startTestServer(backend);
    const t1 = performance.now();
    [own, other] = await Promise.all([
      demoParties(server).then((parties) => buildWorld(server, parties)),
      outsiderParties(server).then((parties) => buildWorld(server, parties)),
    ]);
    const t2 = performance.now();
    console.log('TIMING', t1 - t0, t2 - t1);
    await signUp(server, GUEST.username, 'buyer');
    for (const role of [...ORG_ROLES, 'admin'] as Role[]) sessions.set(role, (await signIn(server, role)).sessionCookie);
    console.log('TIMING sessions', performance.now() - t2);
  });
  afterAll(() => server.close());

  async function call(procedure: Procedure, row: WalkRow, role: Role | null, transport: (typeof TRANSPORTS)[number], input: Record<string, unknown> | undefined): Promise<Answer> {
    calls += 1;
    const session = role && row.freshSession ? (await signIn(server, role)).sessionCookie : role ? sessions.get(role) : undefined;
    const client = clientWith(server.url, session);
    return transport === 'rest' ? callRest(client, row, input) : callTrpc(client, procedure, input);
  }

  let inputs = 0;
  const inputFor = async (row: WalkRow, world: World, target: Target) =>
    (await row.input?.(world, target, ++inputs)) as Record<string, unknown> | undefined;

  /** Every call of one role (null: anonymous) on one row; returns what went wrong, one line each. */
  async function walk(path: string, procedure: Procedure, row: WalkRow, role: Role | null): Promise<string[]> {
    const failures: string[] = [];
    const who = role ?? 'anonymous';
    for (const transport of TRANSPORTS) {
      const input = await inputFor(row, own, 'own');
      const answer = await call(procedure, row, role, transport, input);
      const wrong = judge(expectation(procedure, row, role, 'own'), answer, row);
      if (wrong) failures.push(`${path} ${transport} ${who} own: ${wrong}`);
      if (role && answer.status >= 200 && answer.status < 300) succeeded.add(path);
      if (!role) continue;

      if (row.kind === 'list' && row.hides && role !== 'admin') {
        const leaked = row.hides(other, role).filter((id) => answer.text.includes(id));
        if (leaked.length > 0) failures.push(`${path} ${transport} ${who} other: LEAK, the answer shows the other organization's ${leaked.join(', ')}`);
      }
      if (row.kind !== 'record') continue;
      const otherInput = (await inputFor(row, other, 'other')) ?? {};
      const before = await readRecord(server.database.db, row, otherInput);
      const expected = expectation(procedure, row, role, 'other');
      const otherAnswer = await call(procedure, row, role, transport, otherInput);
      const wrongOther = judge(expected, otherAnswer, row);
      if (wrongOther) failures.push(`${path} ${transport} ${who} other: ${wrongOther}`);
      if ('ok' in expected) continue;
      if (otherAnswer.status < 300) failures.push(`${path} ${transport} ${who} other: BREACH, another organization's record answered ${otherAnswer.status}`);
      if ((await readRecord(server.database.db, row, otherInput)) !== before) {
        failures.push(`${path} ${transport} ${who} other: BREACH, another organization's record changed`);
      }
    }
    return failures;
  }

  it.each(rows)('%s: anonymous and every role of organization A, on its own and on organization B\'s records', async (path, procedure, row) => {
    // The roles walk side by side: on its own records a state refusal (409) from a call that lost the race
    // still counts as let through, and none may change organization B's records, except where a row opens
    // them by design: then one at a time, so that each read-back sees only its own call.
    const callers = [null, ...ORG_ROLES];
    const failures = row.openToOthers
      ? await callers.reduce(async (done, role) => [...(await done), ...(await walk(path, procedure, row, role))], Promise.resolve<string[]>([]))
      : (await Promise.all(callers.map((role) => walk(path, procedure, row, role)))).flat();
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it.each(rows)('%s: the platform admin', async (path, procedure, row) => {
    const failures = await walk(path, procedure, row, 'admin');
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('let some caller through on every row, so no row walks with an input that can never pass', () => {
    const never = rows.filter(([path, , row]) => !succeeded.has(path) && !row.alsoOk?.includes(400)).map(([path]) => path);
    expect(never).toEqual([]);
    expect(calls).toBeGreaterThan(rows.length * 10);
  });
});
