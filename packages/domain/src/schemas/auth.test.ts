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

  it("reports mismatched passwords on confirmPassword as \"Passwords don't match\"", () => {
    expect(messages(ZRegisterInput, { ...validRegistration, confirmPassword: 'other1' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });

  it('defaults the role to buyer and accepts no organization', () => {
    const parsed = ZRegisterInput.parse(validRegistration);
    expect(parsed.role).toBe('buyer');
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
