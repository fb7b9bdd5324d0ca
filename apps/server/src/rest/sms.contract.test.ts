import { createServer, type Server } from 'node:http';
import { outboxNotifier } from '@energy/test/mail';
import type { AddressInfo } from 'node:net';
import { phoneVerifications, smsOutbox } from '@energy/db/schema/sms';
import { users } from '@energy/db/schema/users';
import { SMS_MESSAGES, ZPhoneVerificationSent, ZPhoneVerified } from '@energy/domain/schemas/phone';
import { ZOrganizationSettings, ZPreferences, ZProfile } from '@energy/domain/schemas/settings';
import { httpSmsProvider, logSmsProvider } from '@energy/server/sms/sms-provider';
import { runNotificationRound, type NotifierDeps } from '@energy/trpc/notifications/notifier';
import { runSmsRound, SMS_BACKOFF_MS, type SmsWorkerDeps } from '@energy/trpc/sms/outbox';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '@energy/test/databases';
import type { HttpClient } from '@energy/test/http-client';
import { createRfq, json, signUp, startParties, submitOffer, type Parties } from '@energy/test/procurement';

interface Received {
  to: string;
  from: string;
  body: string;
  authorization: string | undefined;
}

/** A Twilio-like SMS endpoint on 127.0.0.1: records each form post and answers the next queued status (200 when none). */
async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      const status = statuses.shift() ?? 200;
      if (status === 200) {
        const form = new URLSearchParams(raw);
        received.push({
          to: form.get('To') ?? '',
          from: form.get('From') ?? '',
          body: form.get('Body') ?? '',
          authorization: request.headers.authorization,
        });
      }
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/2010-04-01/Accounts/AC-test/Messages.json`,
    received,
    /** The next answers, in order (e.g. [500] for one failure). */
    answer: (...next: number[]) => statuses.push(...next),
    to: (phone: string) => received.filter((r) => r.to === phone),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? '';

describe.each(testBackends())('SMS: phone verification and high-priority notifications (%s)', (backend) => {
  let p: Parties;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let sms: SmsWorkerDeps;
  let notifier: NotifierDeps;
  beforeAll(async () => {
    p = await startParties(backend);
    receiver = await startReceiver();
    sms = {
      db: p.server.database.db,
      provider: httpSmsProvider({ url: receiver.url, from: '+15005550006', user: 'AC-test', password: 'token' }),
    };
    notifier = outboxNotifier(p.server);
    // The seed's own events first.
    await runNotificationRound(notifier);
  });
  afterAll(async () => {
    await receiver.close();
    await p.server.close();
  });

  const saveProfile = (client: HttpClient, phone: string) =>
    client.request('PUT', '/api/settings/profile', { firstName: 'Test', lastName: 'User', phone });
  const sendCode = (client: HttpClient) => client.post('/api/settings/phone/verification');
  const verify = (client: HttpClient, code: string) => client.post('/api/settings/phone/verify', { code });
  const setPreferences = async (client: HttpClient, changes: Record<string, unknown>) => {
    const current = await json(await client.get('/api/settings/preferences'), ZPreferences);
    return json(await client.request('PUT', '/api/settings/preferences', { ...current, ...changes }), ZPreferences);
  };
  const userIdOf = async (client: HttpClient) => ((await (await client.get('/api/user')).json()) as { id: string }).id;

  /** Saves the phone, asks for a code, takes it from the receiver and enters it. */
  async function verifyPhone(client: HttpClient, phone: string): Promise<string> {
    const saved = await json(await saveProfile(client, phone), ZProfile);
    const sent = await json(await sendCode(client), ZPhoneVerificationSent);
    expect(sent.phone).toBe(saved.phone);
    await runSmsRound(sms);
    const code = codeIn(receiver.to(saved.phone).at(-1)?.body ?? '');
    expect(code).toMatch(/^\d{6}$/);
    expect(await json(await verify(client, code), ZPhoneVerified)).toMatchObject({ phoneVerified: true });
    return saved.phone;
  }

  it('stores the phone in E.164: a national number is read in the organization’s country, else refused naming phone', async () => {
    const refused = await saveProfile(p.buyer, '0801 234 5678');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      details: [{ path: 'phone', message: SMS_MESSAGES.countryCodeRequired }],
    });
    const invalid = await saveProfile(p.buyer, '+1 555 0100');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ details: [{ path: 'phone', message: SMS_MESSAGES.invalidPhone }] });

    // The organization's phone names its country (Nigeria): a national number is read there.
    const {
      id,
      editable: _editable,
      ...details
    } = await json(await p.buyer.get('/api/settings/organization'), ZOrganizationSettings);
    await json(
      await p.buyer.request('PUT', `/api/settings/organization/${id}`, { ...details, phone: '+234 1 555 0100' }),
      ZOrganizationSettings,
    );
    const national = await json(await saveProfile(p.buyer, '0801 234 5678'), ZProfile);
    expect(national).toMatchObject({ phone: '+2348012345678', phoneVerified: false });
    expect(await json(await saveProfile(p.buyer, '+44 20 7946 0958'), ZProfile)).toMatchObject({
      phone: '+442079460958',
    });
  });

  it('sends a 6-digit code by SMS (form post with basic auth), throttles resends, and verifies the phone with it', async () => {
    const client = await signUp(p.server, 'smsverify', 'buyer');
    expect((await sendCode(client)).status).toBe(400);
    await setPreferences(client, { language: 'fr' });
    await json(await saveProfile(client, '+234 803 111 2222'), ZProfile);
    const sent = await json(await sendCode(client), ZPhoneVerificationSent);
    expect(sent).toMatchObject({ message: SMS_MESSAGES.codeSent, phone: '+2348031112222' });
    const again = await sendCode(client);
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('60');

    await runSmsRound(sms);
    const [message] = receiver.to('+2348031112222');
    expect(message).toMatchObject({
      from: '+15005550006',
      authorization: `Basic ${Buffer.from('AC-test:token').toString('base64')}`,
    });
    // In the recipient's language.
    expect(message?.body).toMatch(/^EnergyHub : votre code de vérification est \d{6}\. Il expire dans 10 minutes\./);
    const code = codeIn(message?.body ?? '');
    const [row] = await p.server.database.db.select().from(phoneVerifications);
    expect(JSON.stringify(row)).not.toContain(code);

    const wrong = await verify(client, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    // The refusal in the caller's language too.
    expect(await wrong.json()).toMatchObject({ details: [{ path: 'code', message: 'Le code est incorrect' }] });
    const malformed = await verify(client, '12ab');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ details: [{ path: 'code' }] });

    expect(await json(await verify(client, code), ZPhoneVerified)).toEqual({
      message: SMS_MESSAGES.phoneVerified,
      phone: '+2348031112222',
      phoneVerified: true,
    });
    expect(await json(await client.get('/api/settings/profile'), ZProfile)).toMatchObject({ phoneVerified: true });
    expect((await verify(client, code)).status).toBe(400);
    expect((await sendCode(client)).status).toBe(400);

    // Another number is not verified until its own code is entered.
    expect(await json(await saveProfile(client, '+234 803 111 3333'), ZProfile)).toMatchObject({
      phone: '+2348031113333',
      phoneVerified: false,
    });
  });

  it('refuses an expired code, and spends a code after 5 wrong ones', async () => {
    const client = await signUp(p.server, 'smsattempts', 'buyer');
    const userId = await userIdOf(client);
    const db = p.server.database.db;
    await json(await saveProfile(client, '+234 803 444 5555'), ZProfile);
    await json(await sendCode(client), ZPhoneVerificationSent);
    await runSmsRound(sms);
    const first = codeIn(receiver.to('+2348034445555').at(-1)?.body ?? '');
    // Ten minutes and more later.
    await db
      .update(phoneVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000), sentAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(phoneVerifications.userId, userId));
    const expired = await verify(client, first);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ details: [{ path: 'code', message: SMS_MESSAGES.codeExpired }] });

    // A new code (the last one was sent over a minute ago).
    await json(await sendCode(client), ZPhoneVerificationSent);
    await runSmsRound(sms);
    const second = codeIn(receiver.to('+2348034445555').at(-1)?.body ?? '');
    const wrong = second === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) expect((await verify(client, wrong)).status).toBe(400);
    const fifth = await verify(client, wrong);
    expect(fifth.status).toBe(429);
    expect(await fifth.json()).toMatchObject({ error: SMS_MESSAGES.tooManyAttempts });
    // Spent: even the right code is refused now.
    expect((await verify(client, second)).status).toBe(429);
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    expect(user?.phoneVerifiedAt).toBeNull();
  });

  it('retries a message after the provider answers 500, with backoff', async () => {
    const client = await signUp(p.server, 'smsretry', 'buyer');
    await json(await saveProfile(client, '+234 803 666 7777'), ZProfile);
    receiver.answer(500);
    await json(await sendCode(client), ZPhoneVerificationSent);
    await runSmsRound(sms);
    const db = p.server.database.db;
    const [failed] = await db.select().from(smsOutbox).where(eq(smsOutbox.to, '+2348036667777'));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMS provider answered 500' });
    expect(failed?.runAfter.getTime()).toBeGreaterThan(Date.now());
    expect(receiver.to('+2348036667777')).toHaveLength(0);

    // Not before its time; then delivered.
    await runSmsRound(sms);
    expect(receiver.to('+2348036667777')).toHaveLength(0);
    await runSmsRound(sms, new Date(Date.now() + SMS_BACKOFF_MS + 1000));
    expect(receiver.to('+2348036667777')).toHaveLength(1);
    const [sent] = await db.select().from(smsOutbox).where(eq(smsOutbox.to, '+2348036667777'));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('sends a high-priority notification by SMS to a user with SMS on and a verified phone, and nothing to one who turned SMS off', async () => {
    const onPhone = await verifyPhone(p.supplier, '+234 805 000 1111');
    const offPhone = await verifyPhone(p.supplier2, '+234 805 000 2222');
    await setPreferences(p.supplier, { smsNotifications: true, language: 'fr' });
    await setPreferences(p.supplier2, { smsNotifications: false });
    const before = { on: receiver.to(onPhone).length, off: receiver.to(offPhone).length };

    const rfq = await createRfq(p.buyer);
    const offers = [await submitOffer(p.supplier, rfq.id), await submitOffer(p.supplier2, rfq.id)];
    // A medium-priority notification (the new offer, to the buyer) goes by SMS to nobody.
    await runNotificationRound(notifier);
    for (const offer of offers)
      expect((await p.buyer.post(`/api/offers/${offer.id}/counter`, { unitPrice: '600', note: 'Closer' })).status).toBe(
        200,
      );
    await runNotificationRound(notifier);
    await runSmsRound(sms);

    const told = receiver.to(onPhone).slice(before.on);
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toMatch(/^Alerte EnergyHub : /);
    expect(told[0]?.body).toContain(`http://app.example.test/rfq/${rfq.id}`);
    expect(receiver.to(offPhone)).toHaveLength(before.off);
    const queued = await p.server.database.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.purpose, 'notification'), eq(smsOutbox.to, offPhone)));
    expect(queued).toHaveLength(0);
  });

  it('without SMS_URL a message stays in the outbox, logged', async () => {
    const client = await signUp(p.server, 'smslog', 'buyer');
    await json(await saveProfile(client, '+234 803 888 9999'), ZProfile);
    await json(await sendCode(client), ZPhoneVerificationSent);
    const lines: Record<string, unknown>[] = [];
    const logger = { info: (_event: string, fields?: Record<string, unknown>) => lines.push(fields ?? {}), error() {} };
    await runSmsRound({ db: p.server.database.db, provider: logSmsProvider(logger) });
    const [row] = await p.server.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+2348038889999'));
    expect(row).toMatchObject({ status: 'logged', purpose: 'verification' });
    expect(lines).toContainEqual({ to: '+2348038889999', body: row?.body });
  });
});
