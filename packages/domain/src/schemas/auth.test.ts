import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZForgotPasswordInput, ZLoginInput, ZRegisterInput, ZResetPasswordInput } from './auth';

function messages(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const validRegistration = {
  username: 'amaka',
  email: 'amaka@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  firstName: 'Amaka',
  lastName: 'Nwosu',
};

describe('login validation (spec 000 §5)', () => {
  it('requires username and password', () => {
    expect(messages(ZLoginInput, { username: '', password: '' })).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
  });
  it('rejects unknown keys', () => {
    expect(ZLoginInput.safeParse({ username: 'a', password: 'b', role: 'admin' }).success).toBe(false);
  });
});

describe('register validation (spec 000 §5)', () => {
  it.each([
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['password', 'five5', 'Password must be at least 6 characters'],
    ['firstName', '', 'First name is required'],
    ['lastName', '   ', 'Last name is required'],
  ])('%s = %j -> %s', (field, value, message) => {
    const input = { ...validRegistration, [field]: value, ...(field === 'password' ? { confirmPassword: value } : {}) };
    expect(messages(ZRegisterInput, input)[field]).toEqual([message]);
  });

  it('reports mismatched passwords on confirmPassword as "Passwords don\'t match"', () => {
    expect(messages(ZRegisterInput, { ...validRegistration, confirmPassword: 'other1' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });

  it("leaves an absent role to the server (the invitation's, else buyer) and accepts no organization", () => {
    const parsed = ZRegisterInput.parse(validRegistration);
    expect(parsed.role).toBeUndefined();
    expect(parsed.organizationId).toBeUndefined();
  });

  it('accepts each of the five roles and refuses any other', () => {
    for (const role of ['admin', 'buyer', 'supplier', 'logistics', 'finance']) {
      expect(ZRegisterInput.safeParse({ ...validRegistration, role }).success).toBe(true);
    }
    expect(messages(ZRegisterInput, { ...validRegistration, role: 'superuser' }).role).toHaveLength(1);
  });

  it('rejects unknown keys such as a status or an id', () => {
    expect(ZRegisterInput.safeParse({ ...validRegistration, status: 'approved' }).success).toBe(false);
    expect(ZRegisterInput.safeParse({ ...validRegistration, id: 'x' }).success).toBe(false);
  });
});

describe('forgot and reset password validation (spec 000 §5)', () => {
  it('forgot password needs a valid email', () => {
    expect(messages(ZForgotPasswordInput, { email: 'nope' })).toEqual({ email: ['Invalid email address'] });
  });

  it('reset needs a token, a 6-character password and a matching confirmation', () => {
    expect(messages(ZResetPasswordInput, { token: '', password: 'abc', confirmPassword: 'abd' })).toEqual({
      token: ['Invalid request: Reset token is missing. Please use the link from your email.'],
      password: ['Password must be at least 6 characters'],
      confirmPassword: ["Passwords don't match"],
    });
    expect(messages(ZResetPasswordInput, { token: 't', password: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });
});

describe('usernames', () => {
  it('normalises to NFKC and trims', () => {
    expect(ZRegisterInput.parse({ ...validRegistration, username: ' \uFF41\uFF4D\uFF41\uFF4B\uFF41 ' }).username).toBe(
      'amaka',
    );
    expect(ZLoginInput.parse({ username: '\uFF41\uFF4D\uFF41\uFF4B\uFF41', password: 'x' }).username).toBe('amaka');
  });
  it.each([
    ['\u0430dmin', 'Username must not mix letters from different alphabets'],
    ['p\u0430yp\u0430l', 'Username must not mix letters from different alphabets'],
    ['ad\u200Dmin', 'Username must not contain invisible or text-direction characters'],
    ['\u2066admin', 'Username must not contain invisible or text-direction characters'],
    ['adm\u0000in', 'Username must not contain control characters'],
  ])('refuses %j', (username, message) => {
    expect(messages(ZRegisterInput, { ...validRegistration, username }).username).toEqual([message]);
  });
  it('accepts a username in one alphabet other than Latin, with digits', () => {
    expect(ZRegisterInput.safeParse({ ...validRegistration, username: '\u0430\u043D\u043D\u0430_2024' }).success).toBe(
      true,
    );
  });
  it('refuses control characters in names', () => {
    expect(messages(ZRegisterInput, { ...validRegistration, firstName: 'Am\u0000aka' }).firstName).toEqual([
      'Must not contain control characters',
    ]);
  });
  it('refuses invisible characters and a word mixing alphabets in names (they become the organization name)', () => {
    expect(messages(ZRegisterInput, { ...validRegistration, firstName: 'Am\u200Baka' }).firstName).toEqual([
      'First name must not contain invisible or text-direction characters',
    ]);
    expect(messages(ZRegisterInput, { ...validRegistration, lastName: 'D\u0435lta' }).lastName).toEqual([
      'Last name must not mix letters from different alphabets in one word',
    ]);
    expect(
      ZRegisterInput.parse({ ...validRegistration, firstName: '\u0418\u0432\u0430\u043D\u00A0\u00A0Petrov' }).firstName,
    ).toBe('\u0418\u0432\u0430\u043D Petrov');
  });
});
