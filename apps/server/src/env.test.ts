import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

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
    expect(readEnv({ NODE_ENV: 'production', APP_URL: 'http://localhost:3000' }).allowedOrigins).toEqual([
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
    expect(() => readEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(
      /DEMO_PASSWORD: required in production when SEED_DEMO is on/,
    );
    expect(
      readEnv({ NODE_ENV: 'production', SEED_DEMO: 'true', DEMO_PASSWORD: 'chosen-by-operator' }).demoPassword,
    ).toBe('chosen-by-operator');
    expect(readEnv({ NODE_ENV: 'production' }).seedDemo).toBe(false);
  });
});
