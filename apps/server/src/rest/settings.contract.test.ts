import { EMAIL_MESSAGES } from '@energy/domain/schemas/auth';
import {
  DEFAULT_PREFERENCES,
  SETTINGS_MESSAGES,
  ZOrganizationSettings,
  ZPreferences,
  ZProfile,
} from '@energy/domain/schemas/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEST_DEMO_PASSWORD } from '@energy/test/constants';
import { testBackends } from '@energy/test/databases';
import { HttpClient } from '@energy/test/http-client';
import { lastMailTo, mailedLinkToken } from '@energy/test/mail';
import { json, signIn, signUp, startParties, type Parties } from '@energy/test/procurement';

const ZMessage = z.object({ message: z.string() });
const ZEmailChange = ZMessage.extend({ pendingEmail: z.string() });
const put = (client: HttpClient, path: string, body: unknown) => client.request('PUT', path, body);

/** Settings: every tab saves for real and reads back. */
describe.each(testBackends())('settings (%s)', (backend) => {
  let p: Parties;
  beforeAll(async () => {
    p = await startParties(backend);
  });
  afterAll(() => p.server.close());

  it('profile: name and phone save and read back; the role is shown and cannot be changed; the email is not changed by a save', async () => {
    const before = await json(await p.buyer.get('/api/settings/profile'), ZProfile);
    expect(before).toMatchObject({
      firstName: 'Bola',
      lastName: 'Adeyemi',
      role: 'buyer',
      phone: '',
      pendingEmail: null,
    });
    const saved = await json(
      await put(p.buyer, '/api/settings/profile', {
        firstName: 'Bolanle',
        lastName: 'Adeyemi',
        phone: '+234 801 234 5678',
      }),
      ZProfile,
    );
    expect(saved).toMatchObject({
      firstName: 'Bolanle',
      email: before.email,
      // Stored and answered in E.164.
      phone: '+2348012345678',
      phoneVerified: false,
      role: 'buyer',
    });
    expect(await json(await p.buyer.get('/api/settings/profile'), ZProfile)).toEqual(saved);
    const withRole = await put(p.buyer, '/api/settings/profile', {
      firstName: 'Bolanle',
      lastName: 'Adeyemi',
      phone: '',
      role: 'admin',
    });
    expect(withRole.status).toBe(400);
    // A session alone cannot move the account to another address.
    const withEmail = await put(p.buyer, '/api/settings/profile', {
      firstName: 'Bolanle',
      lastName: 'Adeyemi',
      phone: '',
      email: 'attacker@evil.example',
    });
    expect(withEmail.status).toBe(400);
    expect(await withEmail.json()).toMatchObject({ details: [{ path: 'email', message: 'Unknown field: email' }] });
    expect((await json(await p.buyer.get('/api/settings/profile'), ZProfile)).email).toBe(before.email);
    const badPhone = await put(p.finance, '/api/settings/profile', {
      firstName: 'Funke',
      lastName: 'Balogun',
      phone: 'call me',
    });
    expect(badPhone.status).toBe(400);
  });

  it("email change: the current password, then the new address's link; the old address is told and can undo it, which ends every session", async () => {
    const owner = await signUp(p.server, 'mover', 'buyer');
    const elsewhere = await signIn(p.server, 'mover', 'secret-pass');
    const wrong = await owner.post('/api/settings/email', {
      email: 'moved@example.com',
      currentPassword: 'not-my-pass',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      details: [{ path: 'currentPassword', message: SETTINGS_MESSAGES.wrongPassword }],
    });
    const asked = await owner.post('/api/settings/email', {
      email: 'moved@example.com',
      currentPassword: 'secret-pass',
    });
    expect(await json(asked, ZEmailChange)).toEqual({
      message: EMAIL_MESSAGES.changeSent('moved@example.com'),
      pendingEmail: 'moved@example.com',
    });
    // Nothing changes until the new address's link is followed.
    expect(await json(await owner.get('/api/settings/profile'), ZProfile)).toMatchObject({
      email: 'mover@example.com',
      pendingEmail: 'moved@example.com',
    });
    const notice = await lastMailTo(p.server, 'mover@example.com');
    expect(notice?.text).toContain('moved@example.com');
    const undoToken = await mailedLinkToken(p.server, 'mover@example.com', '/email-change/undo');
    const confirmToken = await mailedLinkToken(p.server, 'moved@example.com', '/email-change/confirm');
    const anonymous = new HttpClient(p.server.url);
    expect(await json(await anonymous.post('/api/email-change/confirm', { token: confirmToken }), ZMessage)).toEqual({
      message: EMAIL_MESSAGES.changeConfirmed,
    });
    expect(await json(await owner.get('/api/settings/profile'), ZProfile)).toMatchObject({
      email: 'moved@example.com',
      pendingEmail: null,
    });
    expect((await anonymous.post('/api/email-change/confirm', { token: confirmToken })).status).toBe(400);
    // The old address takes the account back: its address returns and every session ends.
    expect(await json(await anonymous.post('/api/email-change/undo', { token: undoToken }), ZMessage)).toEqual({
      message: EMAIL_MESSAGES.changeUndone,
    });
    expect((await owner.get('/api/settings/profile')).status).toBe(401);
    expect((await elsewhere.get('/api/settings/profile')).status).toBe(401);
    const back = await signIn(p.server, 'mover', 'secret-pass');
    expect(await json(await back.get('/api/settings/profile'), ZProfile)).toMatchObject({
      email: 'mover@example.com',
      pendingEmail: null,
    });
    expect((await anonymous.post('/api/email-change/undo', { token: undoToken })).status).toBe(400);
  });

  it('email change to an address that has an account answers as for any other; that address gets a notice, no link', async () => {
    const owner = await signUp(p.server, 'prober', 'buyer');
    const financeEmail = (await json(await p.finance.get('/api/settings/profile'), ZProfile)).email;
    const asked = await owner.post('/api/settings/email', { email: financeEmail, currentPassword: 'secret-pass' });
    expect(await json(asked, ZEmailChange)).toEqual({
      message: EMAIL_MESSAGES.changeSent(financeEmail),
      pendingEmail: financeEmail,
    });
    const mail = await lastMailTo(p.server, financeEmail);
    expect(mail?.subject).toBe('Someone tried to use your email address');
    expect(mail?.text).not.toMatch(/token=/);
  });

  it("organization: members other than finance save it; finance reads it only (403); another organization's is not found (404)", async () => {
    const org = await json(await p.buyer.get('/api/settings/organization'), ZOrganizationSettings);
    expect(org).toMatchObject({ name: 'Lagos Power & Industrial Ltd', editable: true });
    const details = {
      name: 'Lagos Power & Industrial Ltd',
      address: '12 Marina Road, Lagos',
      phone: '+234 1 555 0100',
      taxId: 'TIN-0012345',
    };
    const saved = await json(
      await put(p.buyer, `/api/settings/organization/${org.id}`, details),
      ZOrganizationSettings,
    );
    expect(saved).toEqual({ id: org.id, ...details, productTypes: [], editable: true });
    expect(await json(await p.finance.get('/api/settings/organization'), ZOrganizationSettings)).toEqual({
      id: org.id,
      ...details,
      productTypes: [],
      editable: false,
    });

    const byFinance = await put(p.finance, `/api/settings/organization/${org.id}`, {
      ...details,
      address: 'elsewhere',
    });
    expect(byFinance.status).toBe(403);
    expect(await byFinance.json()).toEqual({ error: 'Missing permission: organization:update' });
    const bySupplier = await put(p.supplier, `/api/settings/organization/${org.id}`, {
      ...details,
      address: 'elsewhere',
    });
    expect(bySupplier.status).toBe(404);
    expect((await json(await p.buyer.get('/api/settings/organization'), ZOrganizationSettings)).address).toBe(
      details.address,
    );
  });

  it("preferences: the spec's defaults, saved per user", async () => {
    expect(await json(await p.supplier.get('/api/settings/preferences'), ZPreferences)).toEqual(DEFAULT_PREFERENCES);
    const chosen = {
      ...DEFAULT_PREFERENCES,
      smsNotifications: true,
      paymentAlerts: false,
      language: 'fr',
      timezone: 'CET',
      currency: 'EUR',
      colorScheme: 'dark',
    } as const;
    expect(await json(await put(p.supplier, '/api/settings/preferences', chosen), ZPreferences)).toEqual(chosen);
    expect(await json(await p.supplier.get('/api/settings/preferences'), ZPreferences)).toEqual(chosen);
    expect(await json(await p.supplier2.get('/api/settings/preferences'), ZPreferences)).toEqual(DEFAULT_PREFERENCES);
    expect((await put(p.supplier, '/api/settings/preferences', { ...chosen, language: 'it' })).status).toBe(400);
  });

  it('password: the current one is checked (400), the sign-up rules apply, other sessions end and this one stays', async () => {
    const username = `settings${Date.now() % 100000}`;
    const here = await signUp(p.server, username, 'buyer');
    const elsewhere = await signIn(p.server, username, 'secret-pass');
    const wrong = await here.post('/api/settings/password', {
      currentPassword: 'not-it',
      password: 'brand-new-pass-7',
      confirmPassword: 'brand-new-pass-7',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'Current password is incorrect' });
    expect(
      (
        await here.post('/api/settings/password', {
          currentPassword: 'secret-pass',
          password: 'short',
          confirmPassword: 'short',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await here.post('/api/settings/password', {
          currentPassword: 'secret-pass',
          password: 'password123',
          confirmPassword: 'password123',
        })
      ).status,
    ).toBe(400);

    expect(
      await json(
        await here.post('/api/settings/password', {
          currentPassword: 'secret-pass',
          password: 'brand-new-pass-7',
          confirmPassword: 'brand-new-pass-7',
        }),
        ZMessage,
      ),
    ).toEqual({ message: 'Password updated' });
    expect((await here.get('/api/settings/profile')).status).toBe(200);
    expect((await elsewhere.get('/api/settings/profile')).status).toBe(401);
    expect((await new HttpClient(p.server.url).post('/api/login', { username, password: 'secret-pass' })).status).toBe(
      401,
    );
    await signIn(p.server, username, 'brand-new-pass-7');
  });

  it('delete account: confirmed with DELETE and the password; sessions end, sign-in is refused, the records stay', async () => {
    const username = `leaver${Date.now() % 100000}`;
    const leaver = await signUp(p.server, username, 'buyer');
    const other = await signIn(p.server, username, 'secret-pass');
    expect(
      (await leaver.post('/api/settings/account/delete', { confirmation: 'delete', currentPassword: 'secret-pass' }))
        .status,
    ).toBe(400);
    expect(
      (await leaver.post('/api/settings/account/delete', { confirmation: 'DELETE', currentPassword: 'wrong-pass' }))
        .status,
    ).toBe(400);
    expect(
      await json(
        await leaver.post('/api/settings/account/delete', { confirmation: 'DELETE', currentPassword: 'secret-pass' }),
        ZMessage,
      ),
    ).toEqual({ message: 'Your account has been deleted' });
    expect((await leaver.get('/api/settings/profile')).status).toBe(401);
    expect((await other.get('/api/settings/profile')).status).toBe(401);
    const login = await new HttpClient(p.server.url).post('/api/login', { username, password: 'secret-pass' });
    expect(login.status).not.toBe(200);
    // The demo accounts are untouched.
    await signIn(p.server, 'buyer', TEST_DEMO_PASSWORD);
  });
});
