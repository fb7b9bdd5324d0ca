import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

/** What production requires that has a development default. */
const PRODUCTION = {
  NODE_ENV: 'production',
  CURSOR_SECRET: 'c'.repeat(32),
  TWO_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64'),
};

describe('readEnv', () => {
  it('reads TRUST_PROXY as a number of proxy hops, `true` meaning one', () => {
    expect(readEnv({}).trustProxyHops).toBe(0);
    expect(readEnv({ TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
    expect(readEnv({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(readEnv({ TRUST_PROXY: '1' }).trustProxyHops).toBe(1);
    expect(readEnv({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(() => readEnv({ TRUST_PROXY: 'yes' })).toThrow(
      /TRUST_PROXY: expected true, false or a number of proxy hops/,
    );
  });

  it('lets both localhost and 127.0.0.1 send writes in development, only APP_URL in production', () => {
    expect(readEnv({ PORT: '3000' }).allowedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(
      readEnv({ APP_URL: 'http://127.0.0.1:8080', ALLOWED_ORIGINS: 'http://localhost:5173' }).allowedOrigins,
    ).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080', 'http://localhost:5173']);
    expect(readEnv({ ...PRODUCTION, APP_URL: 'http://localhost:3000' }).allowedOrigins).toEqual([
      'http://localhost:3000',
    ]);
    expect(readEnv({ APP_URL: 'https://energyhub.example' }).allowedOrigins).toEqual(['https://energyhub.example']);
  });

  it('takes CURSOR_SECRET of at least 32 characters', () => {
    expect(readEnv({ CURSOR_SECRET: 'k'.repeat(32) }).cursorSecret).toBe('k'.repeat(32));
    expect(readEnv({}).cursorSecret).toBeUndefined();
    expect(() => readEnv({ CURSOR_SECRET: 'short' })).toThrow(/CURSOR_SECRET: at least 32 characters/);
  });

  it('refuses demo data in production without DEMO_PASSWORD, since production logs never show a generated one', () => {
    expect(() => readEnv({ ...PRODUCTION, SEED_DEMO: 'true' })).toThrow(
      /DEMO_PASSWORD: required in production when SEED_DEMO is on/,
    );
    expect(readEnv({ ...PRODUCTION, SEED_DEMO: 'true', DEMO_PASSWORD: 'chosen-by-operator' }).demoPassword).toBe(
      'chosen-by-operator',
    );
    expect(readEnv(PRODUCTION).seedDemo).toBe(false);
  });

  it('refuses production without TWO_FACTOR_KEY, one line saying what to set, and takes a 32-byte key', () => {
    const { TWO_FACTOR_KEY: _key, ...withoutKey } = PRODUCTION;
    let message = '';
    try {
      readEnv(withoutKey);
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    const lines = message.split('\n').filter((line) => line.includes('TWO_FACTOR_KEY'));
    expect(lines).toEqual([
      '  TWO_FACTOR_KEY: required in production, 32 bytes in base64, the same on every instance and kept (e.g. `openssl rand -base64 32`)',
    ]);
    expect(() => readEnv({ ...PRODUCTION, TWO_FACTOR_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /TWO_FACTOR_KEY: 32 bytes in base64/,
    );
    expect(readEnv(PRODUCTION).twoFactorKey).toBe(PRODUCTION.TWO_FACTOR_KEY);
    // Outside production the development key stands in.
    expect(readEnv({}).twoFactorKey).toBeUndefined();
  });

  it('lists every missing production setting at once', () => {
    expect(() => readEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(
      /DEMO_PASSWORD: required[^\n]*\n {2}CURSOR_SECRET: required[^\n]*\n {2}TWO_FACTOR_KEY: required/,
    );
  });
});
