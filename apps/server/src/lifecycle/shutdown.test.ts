import { createServer, request, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { smsOutbox } from '@energy/db/schema/sms';
import { TEST_DEMO_PASSWORD } from '@energy/test/constants';
import { testBackends } from '@energy/test/databases';
import { serverDatabase, type ServerDatabase } from '@energy/test/process-databases';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RECONNECT_MIN_MS, RECONNECT_SPREAD_MS } from './live-streams';
import { buildServer, spawnServer, type BuiltServer, type SpawnedServer } from './spawned-server';

const GRACE_MS = 3000;
const DELAY_MS = 1000;
const ORIGIN = 'http://shutdown.test';
const SIGN_IN = JSON.stringify({ username: 'buyer', password: TEST_DEMO_PASSWORD });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An SMS provider that takes each message and never answers, so the worker's claim on it stays held. */
async function silentSmsProvider() {
  const waiting: ServerResponse[] = [];
  let received = () => {};
  const arrived = new Promise<void>((resolve) => (received = resolve));
  const provider = createServer((_request, response) => {
    waiting.push(response);
    received();
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/sms`,
    arrived,
    close() {
      provider.closeAllConnections();
      provider.close();
    },
  };
}

/** A new TCP connection to the port: accepted or refused. */
function connection(port: number): Promise<'accepted' | 'refused'> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', () => resolve('refused'));
  });
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** A sign-in whose body goes out in two halves, the second one when `finish()` is called: a request in flight. */
function slowSignIn(port: number) {
  const half = Math.floor(SIGN_IN.length / 2);
  let finish = () => {};
  const answer = new Promise<Answer>((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/login',
        headers: { 'content-type': 'application/json', 'content-length': SIGN_IN.length, origin: ORIGIN },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, at: performance.now() }),
        );
      },
    );
    call.once('error', reject);
    call.write(SIGN_IN.slice(0, half));
    finish = () => call.end(SIGN_IN.slice(half));
  });
  // A test that fails before it reads the answer leaves no unhandled rejection behind.
  answer.catch(() => undefined);
  return { answer, finish: () => finish() };
}

/** The buyer's live events stream, read as it arrives. */
async function liveStream(url: string) {
  const signIn = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: SIGN_IN,
  });
  expect(signIn.status).toBe(200);
  const cookie =
    signIn.headers
      .getSetCookie()
      .find((line) => line.startsWith('session='))
      ?.split(';')[0] ?? '';
  const response = await fetch(`${url}/api/trpc/events.live?input=${encodeURIComponent('{}')}`, {
    headers: { accept: 'text/event-stream', cookie },
  });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = (response.body ?? new ReadableStream<Uint8Array>()).getReader();
  const decoder = new TextDecoder();
  let text = '';
  const read = async (until: (text: string) => boolean): Promise<boolean> => {
    while (!until(text)) {
      const { done, value } = await reader.read();
      if (done) return false;
      text += decoder.decode(value, { stream: true });
    }
    return true;
  };
  expect(await read((seen) => seen.includes('event: connected'))).toBe(true);
  return {
    text: () => text,
    /** When the stream ended (performance.now()), and whether the server ended it or the connection broke. */
    ended: read(() => false).then(
      () => ({ at: performance.now(), cleanly: true }),
      () => ({ at: performance.now(), cleanly: false }),
    ),
  };
}

let build: BuiltServer | undefined;
beforeAll(async () => {
  build = await buildServer();
}, 120_000);
afterAll(() => build?.remove());

describe.each(testBackends())('graceful shutdown (%s)', (backend) => {
  let database: ServerDatabase | undefined;
  let server: SpawnedServer | undefined;
  const cleanups: (() => void)[] = [];
  const start = async (env: Record<string, string>) =>
    (server = await spawnServer(build?.entry ?? '', { ...database?.env, ALLOWED_ORIGINS: ORIGIN, ...env }));

  beforeAll(async () => {
    database = await serverDatabase(backend);
  }, 60_000);
  afterAll(() => database?.remove());
  afterEach(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    server = undefined;
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it('on SIGTERM: readiness 503, listener closed, live stream ended with a retry hint, request in flight answered, claim released, exit 0', async () => {
    if (!database) throw new Error('no database');
    const setup = await database.open();
    const [queued] = await setup.db
      .insert(smsOutbox)
      .values({ to: '+15550100200', body: 'Your code is 482913', purpose: 'verification' })
      .returning();
    await setup.close();
    const sms = await silentSmsProvider();
    cleanups.push(sms.close);
    const running = await start({
      SMS_URL: sms.url,
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      SHUTDOWN_DELAY_MS: String(DELAY_MS),
    });
    // The worker leases a message before it hands it to the provider: from here on its claim is held.
    await sms.arrived;
    if (backend === 'postgres') {
      // Another process can see the lease while the server runs (PGlite's folder is the server's alone).
      const during = await database.open();
      const [leased] = await during.db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.id, queued?.id ?? ''));
      await during.close();
      expect(leased?.attempts).toBe(1);
      expect(leased?.runAfter.getTime()).toBeGreaterThan(Date.now());
    }
    const live = await liveStream(running.url);
    const inFlight = slowSignIn(running.port);
    await sleep(300);

    const signalled = performance.now();
    running.child.kill('SIGTERM');
    // The signal reaches the server's event loop beside whatever it is doing: a probe sent at once may still find it ready.
    let readiness = await fetch(`${running.url}/api/health/ready`);
    while (readiness.status === 200 && performance.now() - signalled < 500)
      readiness = await fetch(`${running.url}/api/health/ready`);
    const readinessAfter = performance.now() - signalled;
    expect(readiness.status).toBe(503);
    expect(readiness.headers.get('retry-after')).toBe('5');
    expect(await readiness.json()).toEqual({ status: 'stopping' });

    const streamEnd = await live.ended;
    expect(streamEnd.cleanly).toBe(true);
    const streamEndedAfter = streamEnd.at - signalled;
    const retry = /\nretry: (\d+)\n\n$/.exec(live.text());
    expect(retry, live.text().slice(-300)).not.toBeNull();
    expect(Number(retry?.[1])).toBeGreaterThanOrEqual(RECONNECT_MIN_MS);
    expect(Number(retry?.[1])).toBeLessThan(RECONNECT_MIN_MS + RECONNECT_SPREAD_MS);
    // No `event: return`: tRPC's client would take it as the end of the subscription and not reconnect.
    expect(live.text()).not.toContain('event: return');
    expect(await connection(running.port)).toBe('refused');
    const refusedAfter = performance.now() - signalled;

    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ username: 'buyer', role: 'buyer' });
    expect(answer.headers.connection).toBe('close');

    const exit = await running.exited;
    expect(exit.code, running.output().slice(-3000)).toBe(0);
    const phases = running.log.filter((line) => line.event.startsWith('shutdown.'));
    expect(phases.map((line) => line.event)).toEqual([
      'shutdown.started',
      'shutdown.listener_closed',
      'shutdown.grace_over',
      'shutdown.claims_released',
      'shutdown.pool_closed',
      'shutdown.complete',
    ]);
    expect(phases[0]).toMatchObject({ reason: 'SIGTERM', graceMs: GRACE_MS, delayMs: DELAY_MS, streams: 1 });
    expect(phases[1]).toMatchObject({ streamsEnded: 1 });
    // The sign-in was answered; what was left at the end of the grace period was the message the provider never took.
    expect(phases[2]).toMatchObject({ requestsCut: 0, claimsHeld: 1 });
    expect(phases[3]).toMatchObject({ released: 1, failed: 0 });

    const after = await database.open();
    const [released] = await after.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.id, queued?.id ?? ''));
    await after.close();
    // Due again at once for any instance, and the cut attempt not counted against its five.
    expect(released).toMatchObject({ status: 'pending', attempts: 0 });
    expect(released?.runAfter.getTime()).toBeLessThanOrEqual(Date.now());

    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(
      `graceful shutdown (${backend}, grace ${GRACE_MS} ms, delay ${DELAY_MS} ms), after SIGTERM:`,
      JSON.stringify({
        readiness503: ms(readinessAfter),
        streamEndedWithRetry: `${ms(streamEndedAfter)} (retry: ${retry?.[1]})`,
        newConnectionRefused: ms(refusedAfter),
        requestInFlightAnswered200: ms(answer.at - signalled),
        claimReleased: `${phases[3]?.afterMs} ms (server's clock)`,
        exit0: ms(exit.at - signalled),
      }),
    );
  }, 90_000);

  it('a second signal ends the process at once, with 128 + its number, a request still in flight', async () => {
    const running = await start({ SHUTDOWN_GRACE_MS: '20000' });
    const inFlight = slowSignIn(running.port);
    const outcome = inFlight.answer.then(
      () => 'answered',
      () => 'cut',
    );
    await sleep(300);
    running.child.kill('SIGTERM');
    // The first one is under way once the listener is closed (the sign-in keeps the drain waiting).
    for (let tries = 0; (await connection(running.port)) === 'accepted' && tries < 100; tries++) await sleep(50);
    const second = performance.now();
    running.child.kill('SIGTERM');
    const exit = await running.exited;
    expect(await outcome).toBe('cut');
    expect(exit.code).toBe(143);
    expect(running.log.find((line) => line.event === 'shutdown.forced')).toMatchObject({
      signal: 'SIGTERM',
      exitCode: 143,
    });
    console.log(`second SIGTERM (${backend}): exit ${exit.code} ${Math.round(exit.at - second)} ms after it`);
    expect(exit.at - second).toBeLessThan(1000);
  }, 60_000);
});
