import type { Database } from '@energy/db/client';
import { EMAIL_MESSAGES, type TSessionUser } from '@energy/domain/schemas/auth';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Context } from './context';
import { actionProcedure, authedProcedure, grantProcedure, permissionProcedure } from './permission';
import { appRouter } from './root';
import { createCallerFactory, router, type Meta } from './trpc';

interface ProcedureDef {
  meta?: Meta;
  inputs: unknown[];
  output?: unknown;
}

// tRPC keeps a flat map of every procedure by dotted path; its public type is the nested router.
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>);

/** Procedures anyone may call. Adding one here is a deliberate, reviewed decision. */
const PUBLIC = [
  'auth.login',
  // The second step of a sign-in: its short-lived cookie is the credential.
  'auth.loginTwoFactor',
  'auth.register',
  'auth.logout',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.signupOptions',
  'invitation.preview',
  // The links that prove an address: the mailed token is the credential.
  'auth.verifyEmail',
  'auth.confirmEmailChange',
  'auth.undoEmailChange',
  // The published terms, linked from sign-up: read before an account exists.
  'content.terms',
];
/**
 * Procedures any signed-in user may call, whatever the role. Listing invitations checks membership of
 * the organization instead of a role permission.
 */
const ANY_SIGNED_IN = [
  'auth.me',
  'auth.resendVerification',
  'settings.changeEmail',
  'invitation.list',
  'events.live',
  'notification.list',
  'notification.counters',
  'settings.profile',
  'settings.organization',
  'settings.preferences',
  // The caller's own time zone as the server resolves it (the browser's, when Settings > System says so).
  'settings.timeZone',
  // Published content (spec 001: help pages, dashboard announcements) and the caller's own feature flags.
  'content.published',
  'content.publishedItem',
  'featureFlag.mine',
  'twoFactor.status',
  // The volume correction calculator (issue 31): reads no record, for every role.
  'measurement.vcf',
];
/**
 * Mutations of the caller's own account, whatever the role (spec 001 §6: notifications and settings carry no
 * role restriction): they touch only the signed-in user's own rows, so no party rule or permission applies.
 */
const OWN_ACCOUNT = [
  'auth.resendVerification',
  'settings.changeEmail',
  'notification.markRead',
  'notification.markAllRead',
  'settings.saveProfile',
  'settings.savePreferences',
  // The zone the caller's own browser reports, read where Settings > System says 'browser'.
  'settings.reportBrowserTimeZone',
  'settings.changePassword',
  'settings.deleteAccount',
  // The caller's own second factor; the organization's rule is checked against its managers in the service.
  'twoFactor.start',
  'twoFactor.confirm',
  'twoFactor.disable',
  'twoFactor.setOrganizationRule',
  // A code to the caller's own phone, and that code back.
  'phone.sendCode',
  'phone.verify',
];

describe('every procedure of the app router', () => {
  it('is found by the walk', () => {
    expect(procedures.length).toBeGreaterThanOrEqual(6);
  });

  it.each(procedures)('%s declares its access, an input and an output', (name, procedure) => {
    const access = procedure._def.meta?.access;
    expect(access, `${name} has no access mark`).toBeDefined();
    if (access?.kind === 'public') expect(PUBLIC, `${name} is public but not on the public list`).toContain(name);
    if (access?.kind === 'authenticated')
      expect([...ANY_SIGNED_IN, ...OWN_ACCOUNT], `${name} has no permission`).toContain(name);
    expect(procedure._def.inputs.length, `${name} has no .input()`).toBeGreaterThan(0);
    expect(procedure._def.output, `${name} has no .output()`).toBeDefined();
  });

  it('guards every mutation but the public and own-account ones by a verb of the action registry', () => {
    const mutations = procedures.filter(([, p]) => (p._def as { type?: string }).type === 'mutation');
    const unguarded = mutations
      .filter(
        ([name, p]) => !PUBLIC.includes(name) && !OWN_ACCOUNT.includes(name) && p._def.meta?.access?.kind !== 'action',
      )
      .map(([name]) => name);
    expect(unguarded).toEqual([]);
    expect(mutations.length).toBeGreaterThan(20);
  });
});

describe('actionProcedure', () => {
  const probe = router({
    accept: actionProcedure('offer.accept')
      .input(z.void())
      .output(z.string())
      .query(() => 'accepted'),
  });
  const caller = (role: string) =>
    createCallerFactory(probe)({
      user: { id: 'u', role, emailVerified: true } as TSessionUser,
      db: {} as Database,
    } as Context);

  it('records the verb and its permission, and refuses a role without it with 403 naming the permission', async () => {
    expect(
      (probe._def.procedures as unknown as Record<string, { _def: ProcedureDef }>).accept?._def.meta?.access,
    ).toEqual({
      kind: 'action',
      action: 'offer.accept',
      permission: 'offer:accept',
    });
    await expect(caller('buyer').accept()).resolves.toBe('accepted');
    for (const role of ['admin', 'supplier', 'finance', 'logistics']) {
      await expect(caller(role).accept()).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Missing permission: offer:accept',
      });
    }
  });
});

describe('permissionProcedure', () => {
  const probe = router({
    // A query: mutations open a transaction on ctx.db, and this probe has no database.
    createRfq: permissionProcedure('rfq', 'create')
      .input(z.void())
      .output(z.string())
      .query(() => 'created'),
  });
  const caller = (role: string | null) =>
    createCallerFactory(probe)({
      user: role ? ({ id: 'u', role, emailVerified: true } as TSessionUser) : null,
      db: {} as Database,
    } as Context);

  it('lets a role holding the permission through', async () => {
    await expect(caller('buyer').createRfq()).resolves.toBe('created');
    await expect(caller('admin').createRfq()).resolves.toBe('created');
  });

  it('refuses another role with FORBIDDEN naming the missing resource:action', async () => {
    const error = await caller('supplier')
      .createRfq()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect(error).toMatchObject({ code: 'FORBIDDEN', message: 'Missing permission: rfq:create' });
  });

  it('refuses a caller without a session with UNAUTHORIZED', async () => {
    await expect(caller(null).createRfq()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('an account whose email is not verified', () => {
  const probe = router({
    byPermission: permissionProcedure('rfq', 'read')
      .input(z.void())
      .output(z.string())
      .query(() => 'read'),
    byGrant: grantProcedure('fleet:read')
      .input(z.void())
      .output(z.string())
      .query(() => 'read'),
    byAction: actionProcedure('rfq.create')
      .input(z.void())
      .output(z.string())
      .query(() => 'created'),
    ownAccount: authedProcedure
      .input(z.void())
      .output(z.string())
      .query(() => 'mine'),
  });
  const caller = (role: string, emailVerified: boolean) =>
    createCallerFactory(probe)({
      user: { id: 'u', role, emailVerified } as TSessionUser,
      db: {} as Database,
    } as Context);

  it('is refused every business call with 403 and one clear message, whatever the builder, and keeps its own account', async () => {
    const unverified = EMAIL_MESSAGES.unverified;
    await expect(caller('buyer', false).byPermission()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: unverified,
    });
    await expect(caller('logistics', false).byGrant()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: unverified,
    });
    await expect(caller('buyer', false).byAction()).rejects.toMatchObject({ code: 'FORBIDDEN', message: unverified });
    await expect(caller('buyer', false).ownAccount()).resolves.toBe('mine');
    await expect(caller('buyer', true).byAction()).resolves.toBe('created');
  });
});
