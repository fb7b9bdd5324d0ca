import { invitations } from '@energy/db/schema/invitations';
import { mailOutbox } from '@energy/db/schema/mail';
import { organizations } from '@energy/db/schema/organizations';
import { users } from '@energy/db/schema/users';
import { ZSessionUser, ZSignUpResult } from '@energy/domain/schemas/auth';
import { ZInvitation, ZInvitationPreview, ZOrganizationMember } from '@energy/domain/schemas/invitation';
import { hashToken } from '@energy/trpc/auth/tokens';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '@energy/test/databases';
import { HttpClient } from '@energy/test/http-client';
import { invite, joinByInvitation, mailedInvitationToken, registration } from '@energy/test/invitations';
import { createRfq, json, signIn, signUpUnverified, submitOffer } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';
import { INVITATION_GRANTS, type Inviter } from '@energy/test/authorization-table';

const NEEDS_INVITATION = 'Joining an organization needs an invitation';

describe.each(testBackends())('joining an organization needs an invitation (%s)', (backend) => {
  let server: TestServer;
  let buyerOrgId: string;
  let supplierOrgId: string;
  let buyer: HttpClient;
  beforeAll(async () => {
    server = await startTestServer(backend);
    const orgId = async (name: string) =>
      (await server.database.db.select().from(organizations).where(eq(organizations.name, name)))[0]?.id ?? '';
    buyerOrgId = await orgId('Lagos Power & Industrial Ltd');
    supplierOrgId = await orgId('Delta Crude Supply Co');
    buyer = await signIn(server, 'buyer');
  });
  afterAll(() => server.close());

  it("refuses sign-up into the buyer's organization by its id alone: 400, no account, no payments seen", async () => {
    const client = new HttpClient(server.url);
    const response = await client.post(
      '/api/register',
      registration('intruder', { role: 'finance', organizationId: buyerOrgId }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: NEEDS_INVITATION,
      details: [{ path: 'organizationId', message: NEEDS_INVITATION }],
    });
    expect(await server.database.db.select().from(users).where(eq(users.username, 'intruder'))).toHaveLength(0);
    expect((await client.get('/api/payments')).status).toBe(401);
    const overTrpc = await client.post(
      '/api/trpc/auth.register',
      registration('intruder2', { role: 'supplier', organizationId: supplierOrgId }),
    );
    expect(overTrpc.status).toBe(400);
    expect((await overTrpc.json()).error.message).toBe(NEEDS_INVITATION);
  });

  it('lets a member invite by email: the mail links to /auth?invite=, only the hash is stored, the link joins once', async () => {
    const created = await invite(buyer, buyerOrgId, 'ngozi@example.com', 'finance');
    expect(created).toMatchObject({
      organizationId: buyerOrgId,
      email: 'ngozi@example.com',
      role: 'finance',
      invitedByName: 'Bola Adeyemi',
    });
    const [mail] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ngozi@example.com'));
    expect(mail?.text).toMatch(/http:\/\/app\.example\.test\/auth\?invite=[a-z2-7]{32}/);
    const token = await mailedInvitationToken(server, 'ngozi@example.com');
    const [stored] = await server.database.db.select().from(invitations).where(eq(invitations.id, created.id));
    expect(stored?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored && stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(7 * 86_400_000);

    const preview = await json(await new HttpClient(server.url).get(`/api/invitations/${token}`), ZInvitationPreview);
    expect(preview).toMatchObject({
      organizationName: 'Lagos Power & Industrial Ltd',
      role: 'finance',
      email: 'ngozi@example.com',
    });

    const ngozi = new HttpClient(server.url);
    const joined = await ngozi.post('/api/register', registration('ngozi', { invitationToken: token }));
    expect(joined.status).toBe(201);
    expect(ZSignUpResult.parse(await joined.json()).user).toMatchObject({
      role: 'finance',
      organizationId: buyerOrgId,
    });
    expect((await ngozi.get('/api/payments')).status).toBe(200);

    const again = await new HttpClient(server.url).post(
      '/api/register',
      registration('ngozi2', { email: 'ngozi@example.com', invitationToken: token }),
    );
    expect(again.status).toBe(400);
    expect((await again.json()).details).toEqual([
      { path: 'invitationToken', message: expect.stringMatching(/already been used/) },
    ]);
    const used = await new HttpClient(server.url).get(`/api/invitations/${token}`);
    expect(used.status).toBe(404);
    expect((await used.json()).error).toMatch(/invalid, has expired, was revoked or has already been used/);
  });

  it('refuses a role that does not fit, an outsider, an anonymous caller, another email and an unknown token', async () => {
    const wrongRole = await buyer.post(`/api/organizations/${buyerOrgId}/invitations`, {
      email: 'x1@example.com',
      role: 'supplier',
    });
    expect(wrongRole.status).toBe(400);
    expect((await wrongRole.json()).details).toEqual([
      { path: 'role', message: 'This role cannot be invited to this organization' },
    ]);
    const asAdmin = await buyer.post(`/api/organizations/${buyerOrgId}/invitations`, {
      email: 'x2@example.com',
      role: 'admin',
    });
    expect(asAdmin.status).toBe(400);
    const supplier = await signIn(server, 'supplier');
    const outsider = await supplier.post(`/api/organizations/${buyerOrgId}/invitations`, {
      email: 'x3@example.com',
      role: 'buyer',
    });
    expect(outsider.status).toBe(403);
    expect((await supplier.get(`/api/organizations/${buyerOrgId}/invitations`)).status).toBe(403);
    expect((await supplier.get(`/api/organizations/${buyerOrgId}/members`)).status).toBe(403);
    const anonymous = await new HttpClient(server.url).post(`/api/organizations/${buyerOrgId}/invitations`, {
      email: 'x4@example.com',
      role: 'buyer',
    });
    expect(anonymous.status).toBe(401);

    await invite(buyer, buyerOrgId, 'tolu@example.com', 'buyer');
    const token = await mailedInvitationToken(server, 'tolu@example.com');
    const otherEmail = await new HttpClient(server.url).post(
      '/api/register',
      registration('tolu', { email: 'someone-else@example.com', invitationToken: token }),
    );
    expect(otherEmail.status).toBe(400);
    expect((await otherEmail.json()).details).toEqual([
      { path: 'email', message: 'This invitation is for another email address' },
    ]);
    // The failed attempt rolled back: the invitation still works for its address.
    expect((await new HttpClient(server.url).get(`/api/invitations/${token}`)).status).toBe(200);
    expect((await new HttpClient(server.url).get('/api/invitations/nosuchtoken')).status).toBe(404);
  });

  it('lists pending invitations, revokes one, and an expired or revoked one no longer opens', async () => {
    const revoked = await invite(buyer, buyerOrgId, 'kemi@example.com', 'buyer');
    const revokedToken = await mailedInvitationToken(server, 'kemi@example.com');
    const expiring = await invite(buyer, buyerOrgId, 'femi@example.com', 'finance');
    const expiringToken = await mailedInvitationToken(server, 'femi@example.com');
    const listed = await json(await buyer.get(`/api/organizations/${buyerOrgId}/invitations`), z.array(ZInvitation));
    expect(listed.map((i) => i.email)).toEqual(expect.arrayContaining(['kemi@example.com', 'femi@example.com']));

    const revoke = await buyer.request('DELETE', `/api/organizations/${buyerOrgId}/invitations/${revoked.id}`);
    expect(revoke.status).toBe(200);
    expect((await buyer.request('DELETE', `/api/organizations/${buyerOrgId}/invitations/${revoked.id}`)).status).toBe(
      404,
    );
    await server.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expiring.id));

    const after = await json(await buyer.get(`/api/organizations/${buyerOrgId}/invitations`), z.array(ZInvitation));
    expect(after.map((i) => i.id)).not.toContain(revoked.id);
    expect(after.map((i) => i.id)).not.toContain(expiring.id);
    for (const token of [revokedToken, expiringToken]) {
      expect((await new HttpClient(server.url).get(`/api/invitations/${token}`)).status).toBe(404);
    }
    const late = await new HttpClient(server.url).post(
      '/api/register',
      registration('femi', { invitationToken: expiringToken }),
    );
    expect(late.status).toBe(400);
  });

  it('spends an invitation once when two sign-ups race for it', async () => {
    await invite(buyer, buyerOrgId, 'race@example.com', 'buyer');
    const token = await mailedInvitationToken(server, 'race@example.com');
    const attempts = await Promise.all(
      ['racer1', 'racer2', 'racer3'].map((name) =>
        new HttpClient(server.url).post(
          '/api/register',
          registration(name, { email: 'race@example.com', invitationToken: token }),
        ),
      ),
    );
    expect(attempts.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    const joined = await server.database.db.select().from(users).where(eq(users.organizationId, buyerOrgId));
    expect(joined.filter((u) => u.email === 'race@example.com')).toHaveLength(1);
  });

  it('lets an admin invite into any organization, and lists members with name, username, email and role', async () => {
    const admin = await signIn(server, 'admin');
    await joinByInvitation(server, admin, supplierOrgId, 'chinedu', 'supplier');
    const members = await json(
      await buyer.get(`/api/organizations/${buyerOrgId}/members`),
      z.array(ZOrganizationMember),
    );
    expect(members).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(String),
          name: 'Bola Adeyemi',
          username: 'buyer',
          email: 'buyer@lagospower.example',
          role: 'buyer',
          managesMembers: true,
        },
        expect.objectContaining({ username: 'finance', role: 'finance', managesMembers: false }),
      ]),
    );
    const supplierMembers = await json(
      await admin.get(`/api/organizations/${supplierOrgId}/members`),
      z.array(ZOrganizationMember),
    );
    expect(supplierMembers.map((m) => m.username)).toContain('chinedu');
    const overTrpc = await buyer.get(
      `/api/trpc/invitation.list?input=${encodeURIComponent(JSON.stringify({ organizationId: buyerOrgId }))}`,
    );
    expect(overTrpc.status).toBe(200);
  });

  it('answers an invitation to an address that has an account as any other: only the mailbox learns, and gets no link', async () => {
    const held = await buyer.post(`/api/organizations/${buyerOrgId}/invitations`, {
      email: 'FINANCE@lagospower.example',
      role: 'finance',
    });
    const fresh = await buyer.post(`/api/organizations/${buyerOrgId}/invitations`, {
      email: 'new.analyst@lagospower.example',
      role: 'finance',
    });
    expect([held.status, fresh.status]).toEqual([201, 201]);
    const shape = (body: z.infer<typeof ZInvitation>) => ({
      ...body,
      id: 'id',
      email: 'email',
      createdAt: 'time',
      expiresAt: 'time',
    });
    expect(shape(await json(held, ZInvitation, 201))).toEqual(shape(await json(fresh, ZInvitation, 201)));
    const [notice] = await server.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'FINANCE@lagospower.example'));
    expect(notice?.text).toContain('This address already belongs to an EnergyHub account');
    expect(notice?.text).not.toContain('invite=');
  });
});

const ZDirectory = z.array(z.object({ id: z.string(), name: z.string(), type: z.string() }));

/** An invitation grants the inviter's own role unless the inviter manages the members (or is an admin). */
describe.each(testBackends())('invitations grant no more than the inviter may (%s)', (backend) => {
  let server: TestServer;
  let orgs: Record<'buyer' | 'supplier', string>;
  let inviters: Record<Inviter, HttpClient>;
  beforeAll(async () => {
    server = await startTestServer(backend);
    const [buyer, finance, supplier, admin] = await Promise.all(
      ['buyer', 'finance', 'supplier', 'admin'].map((u) => signIn(server, u)),
    );
    if (!buyer || !finance || !supplier || !admin) throw new Error('demo sign-in failed');
    const orgOf = async (client: HttpClient) =>
      (await json(await client.get('/api/user'), ZSessionUser)).organizationId ?? '';
    orgs = { buyer: await orgOf(buyer), supplier: await orgOf(supplier) };
    inviters = {
      'buyer manager': buyer,
      finance,
      admin,
      'supplier manager': supplier,
      'buyer member': await joinByInvitation(server, buyer, orgs.buyer, 'grantbuyer', 'buyer'),
      'supplier member': await joinByInvitation(server, supplier, orgs.supplier, 'grantsupplier', 'supplier'),
    };
  });
  afterAll(() => server.close());

  it('walks inviter role × invited role over REST and tRPC: 201, or 403 with a clear message and no invitation', async () => {
    let n = 0;
    for (const { inviter, org, role, status } of INVITATION_GRANTS) {
      for (const transport of ['rest', 'trpc'] as const) {
        const email = `grant${++n}@example.com`;
        const client = inviters[inviter];
        const response =
          transport === 'rest'
            ? await client.post(`/api/organizations/${orgs[org]}/invitations`, { email, role })
            : await client.post('/api/trpc/invitation.create', { organizationId: orgs[org], email, role });
        const expected = transport === 'trpc' && status === 201 ? 200 : status;
        expect(response.status, `${inviter} invites a ${role} over ${transport}`).toBe(expected);
        const stored = await server.database.db.select().from(invitations).where(eq(invitations.email, email));
        expect(stored, `${inviter} invites a ${role}`).toHaveLength(status === 201 ? 1 : 0);
      }
    }
  });

  it("refuses finance inviting a buyer with 403 naming the rule; the organization's creator may; a new organization's creator manages it", async () => {
    const refused = await inviters.finance.post(`/api/organizations/${orgs.buyer}/invitations`, {
      email: 'escalate@example.com',
      role: 'buyer',
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error:
        "You can invite Finance members only. Inviting someone as Buyer needs a member who manages the organization's members, or an administrator.",
    });
    // A buyer cannot make the finance account that would pay for its own purchases (segregation of duties).
    const selfPay = await inviters['buyer member'].post(`/api/organizations/${orgs.buyer}/invitations`, {
      email: 'mypayer@example.com',
      role: 'finance',
    });
    expect(selfPay.status).toBe(403);
    await invite(inviters['buyer manager'], orgs.buyer, 'escalate@example.com', 'buyer');

    const founder = new HttpClient(server.url);
    expect((await founder.post('/api/register', registration('grantfounder', { role: 'buyer' }))).status).toBe(201);
    const [row] = await server.database.db.select().from(users).where(eq(users.username, 'grantfounder'));
    expect(row?.managesMembers).toBe(true);
    const [joined] = await server.database.db.select().from(users).where(eq(users.username, 'grantbuyer'));
    expect(joined?.managesMembers).toBe(false);
  });
});

describe.each(testBackends())('the organization directory (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  const names = async (client: HttpClient, query = '') =>
    (await json(await client.get(`/api/organizations${query}`), ZDirectory)).map((o) => o.name);

  it('shows admins every organization, others their own and their trading partners only', async () => {
    // Signed up, its address verified by the mailed link, and signed in.
    const stranger = await signUpUnverified(server, 'lonebuyer', 'buyer');
    const all = await names(await signIn(server, 'admin'));
    expect(all).toEqual(
      expect.arrayContaining([
        'Lagos Power & Industrial Ltd',
        'Delta Crude Supply Co',
        'Swift Haul Logistics',
        'Test lonebuyer (lonebuyer)',
      ]),
    );
    // A new account sees only its own organization: no list of ids to join.
    expect(await names(stranger)).toEqual(['Test lonebuyer (lonebuyer)']);
    const buyer = await signIn(server, 'buyer');
    expect(await names(buyer)).not.toContain('Delta Crude Supply Co');
    // An offer on the buyer's RFQ makes the two trading partners.
    const rfq = await createRfq(buyer);
    await submitOffer(await signIn(server, 'supplier'), rfq.id);
    const buyerSees = await names(buyer);
    expect(buyerSees).toContain('Lagos Power & Industrial Ltd');
    expect(buyerSees).toContain('Delta Crude Supply Co');
    expect(buyerSees).not.toContain('Atlantic Refined Products');
    expect(buyerSees).not.toContain('Test lonebuyer (lonebuyer)');
    expect(buyerSees).not.toContain('EnergyHub Platform');
  });

  it('lists every logistics company to a supplier, who must be able to pick a carrier when arranging a shipment', async () => {
    const carrier = new HttpClient(server.url);
    expect((await carrier.post('/api/register', registration('newhaul', { role: 'logistics' }))).status).toBe(201);
    const supplier = await signIn(server, 'supplier');
    expect(await names(supplier, '?type=logistics')).toEqual(
      expect.arrayContaining(['Swift Haul Logistics', 'Test newhaul (newhaul)']),
    );
    expect(await names(supplier)).not.toContain('Test lonebuyer (lonebuyer)');
  });
});
