import { UNBATCHABLE_PROCEDURES } from '@energy/domain/batching';
import type { Database } from '@energy/db/client';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { blackoutDates, drivers, vehicles } from '@energy/db/schema/fleet';
import { invitations } from '@energy/db/schema/invitations';
import { offers } from '@energy/db/schema/offers';
import { orders } from '@energy/db/schema/orders';
import { payments } from '@energy/db/schema/payments';
import { rfqs } from '@energy/db/schema/rfqs';
import { shipments } from '@energy/db/schema/shipments';
import { can, holds, permissionName } from '@energy/domain/permissions';
import { ROLES, type Role } from '@energy/domain/roles';
import { appRouter } from '@energy/trpc/root';
import type { Access } from '@energy/trpc/trpc';
import { eq } from 'drizzle-orm';
import type { RecordKind, Target, WalkRow } from './authorization-table';
import { HttpClient } from './http-client';

export interface Procedure {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  access: Access | undefined;
}

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  meta?: { access?: Access };
}

/** Every procedure of the app router, from tRPC's flat map by dotted path (as procedures.test.ts walks it). */
export function routerProcedures(): Procedure[] {
  const flat = appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>;
  return Object.entries(flat).map(([path, { _def }]) => ({
    path,
    type: _def.type,
    access: _def.meta?.access,
  }));
}

/** "Let through" (2xx, or a state refusal), or one exact refusal, with the message it must carry. */
export type Expectation = { ok: true } | { status: number; message?: string };

/** What `role` (null: anonymous) should get from `procedure` on a record of `target`'s organization. */
export function expectation(procedure: Procedure, row: WalkRow, role: Role | null, target: Target): Expectation {
  const access = procedure.access;
  if (access?.kind === 'public') return { ok: true };
  if (role === null) return { status: 401 };
  if (access?.kind === 'permission' && !can(role, access.resource, access.action)) {
    return { status: 403, message: `Missing permission: ${permissionName(access.resource, access.action)}` };
  }
  if ((access?.kind === 'action' || access?.kind === 'grant') && !holds(role, access.permission))
    return { status: 403, message: `Missing permission: ${access.permission}` };
  const notParty = (typeof row.notParty === 'number' ? row.notParty : row.notParty?.[role]) ?? 403;
  const isParty = (row.party ?? ROLES).includes(role) && !(typeof row.notParty === 'object' && role in row.notParty);
  if (target === 'own' || role === 'admin') return isParty ? { ok: true } : { status: notParty };
  if (isParty && row.openToOthers?.includes(role)) return { ok: true };
  const other = typeof row.other === 'number' ? row.other : row.other?.[role];
  return { status: other ?? (isParty ? 404 : notParty) };
}

export interface Answer {
  status: number;
  text: string;
}

/** The error message of either transport's error shape (REST `{error}`, tRPC `{error: {message}}`). */
export function messageOf(text: string): string {
  try {
    type Body = { error?: string | { message?: string } };
    const parsed = JSON.parse(text) as Body | Body[];
    const body = Array.isArray(parsed) ? parsed[0] : parsed;
    return typeof body?.error === 'string' ? body.error : (body?.error?.message ?? '');
  } catch {
    return '';
  }
}

export function judge(expected: Expectation, answer: Answer, row: WalkRow): string | null {
  if ('ok' in expected) {
    const ok =
      (answer.status >= 200 && answer.status < 300) ||
      answer.status === 409 ||
      (row.alsoOk ?? []).includes(answer.status);
    return ok ? null : `expected to be let through, got ${answer.status} ${answer.text.slice(0, 160)}`;
  }
  if (answer.status !== expected.status)
    return `expected ${expected.status}, got ${answer.status} ${answer.text.slice(0, 160)}`;
  const message = messageOf(answer.text);
  if (expected.message && message !== expected.message)
    return `expected message "${expected.message}", got "${message}"`;
  return null;
}

/** A client carrying `session` (or none) whose cookie jar is its own, so sign-in calls cannot swap the caller's session. */
export function clientWith(baseUrl: string, session: string | undefined): HttpClient {
  return new HttpClient(baseUrl, session ? { cookie: `session=${session}` } : {});
}

export async function callRest(
  client: HttpClient,
  row: WalkRow,
  input: Record<string, unknown> | undefined,
): Promise<Answer> {
  const [method = 'GET', template = ''] = row.rest.split(' ');
  const inPath = new Set<string>();
  const path = template.replace(/:(\w+)/g, (_m, name: string) => {
    const field = row.restParams?.[name] ?? name;
    inPath.add(field);
    return encodeURIComponent(String(input?.[field]));
  });
  const fields = Object.fromEntries(Object.entries(input ?? {}).filter(([key]) => !inPath.has(key)));
  const rest = input && row.restBody ? row.restBody(input) : fields;
  const headers = input && row.restHeaders ? row.restHeaders(input) : {};
  if (method === 'GET' || method === 'DELETE') {
    const query = new URLSearchParams(
      Object.entries(rest as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    ).toString();
    const response = await client.request(method, query ? `${path}?${query}` : path, undefined, headers);
    return { status: response.status, text: await response.text() };
  }
  const body = input === undefined ? undefined : rest;
  const response = await client.request(method, path, body, headers);
  return { status: response.status, text: await response.text() };
}

/** How long an opened stream has to report a refusal: tRPC sends `connected` first, then the error, at once. */
const STREAM_GRACE_MS = 500;

/**
 * Opens a subscription's SSE stream and closes it again: a refusal arrives inside the stream as a
 * `serialized-error` message (answered here as its HTTP status and message); a stream still open after
 * the grace period let the caller through (200). Cancelling the reader closes the connection.
 */
async function callSubscription(client: HttpClient, url: string): Promise<Answer> {
  const response = await client.get(url, { accept: 'text/event-stream' });
  if (!response.body || !response.ok) return { status: response.status, text: await response.text() };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const timer = setTimeout(() => void reader.cancel(), STREAM_GRACE_MS);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      const error = /event: serialized-error\ndata: (.*)\n/.exec(text);
      if (error?.[1]) {
        const body = JSON.parse(error[1]) as { message: string; data: { httpStatus: number } };
        return { status: body.data.httpStatus, text: JSON.stringify({ error: { message: body.message } }) };
      }
    }
    return { status: 200, text: '' };
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => undefined);
  }
}

export async function callTrpc(client: HttpClient, procedure: Procedure, input: unknown): Promise<Answer> {
  const url = `/api/trpc/${procedure.path}`;
  if (procedure.type === 'subscription')
    return callSubscription(client, `${url}?input=${encodeURIComponent(JSON.stringify(input ?? {}))}`);
  if (procedure.type === 'query') {
    const response = await client.get(
      input === undefined ? url : `${url}?input=${encodeURIComponent(JSON.stringify(input))}`,
    );
    return { status: response.status, text: await response.text() };
  }
  // A single call's POST body is its input, and JSON has no "undefined": a call without input goes as a
  // batch of one, `{}`, which is how the web client's batch link sends it; one that must be alone (it checks a
  // secret or sends a message) goes with no body, as the web client's unbatched link sends it.
  const alone = UNBATCHABLE_PROCEDURES.includes(procedure.path);
  const response =
    input !== undefined
      ? await client.post(url, input)
      : alone
        ? await client.post(url, undefined, { 'content-type': 'application/json' })
        : await client.post(`${url}?batch=1`, {});
  return { status: response.status, text: await response.text() };
}

const READERS: Record<RecordKind, (db: Database, id: string) => Promise<unknown[]>> = {
  rfq: (db, id) => db.select().from(rfqs).where(eq(rfqs.id, id)),
  offer: (db, id) => db.select().from(offers).where(eq(offers.id, id)),
  contract: (db, id) => db.select().from(contracts).where(eq(contracts.id, id)),
  settlement: (db, id) => db.select().from(settlements).where(eq(settlements.id, id)),
  order: (db, id) => db.select().from(orders).where(eq(orders.id, id)),
  shipment: (db, id) => db.select().from(shipments).where(eq(shipments.id, id)),
  payment: (db, id) => db.select().from(payments).where(eq(payments.id, id)),
  invitation: (db, id) => db.select().from(invitations).where(eq(invitations.id, id)),
  vehicle: (db, id) => db.select().from(vehicles).where(eq(vehicles.id, id)),
  driver: (db, id) => db.select().from(drivers).where(eq(drivers.id, id)),
  blackout: (db, id) => db.select().from(blackoutDates).where(eq(blackoutDates.id, id)),
  invitationsOfOrganization: (db, id) =>
    db.select().from(invitations).where(eq(invitations.organizationId, id)).orderBy(invitations.id),
};

/** The record's row as stored, to compare before and after another organization's call. */
export async function readRecord(db: Database, row: WalkRow, input: Record<string, unknown>): Promise<string> {
  if (!row.record) return '';
  const [kind, idOf] = row.record;
  return JSON.stringify(await READERS[kind](db, idOf(input)));
}
