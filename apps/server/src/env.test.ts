import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('reads TRUST_PROXY as a number of proxy hops, `true` meaning one', () => {
    expect(readEnv({}).trustProxyHops).toBe(0);
    expect(readEnv({ TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
    expect(readEnv({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(readEnv({ TRUST_PROXY: '1' }).trustProxyHops).toBe(1);
    expect(readEnv({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(() => readEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: expected true, false or a number of proxy hops/);
  });

  it('lets both localhost and 127.0.0.1 send writes in development, only APP_URL in production', () => {
    expect(readEnv({ PORT: '3000' }).allowedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(readEnv({ APP_URL: 'http://127.0.0.1:8080', ALLOWED_ORIGINS: 'http://localhost:5173' }).allowedOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://localhost:5173',
    ]);
    expect(readEnv({ NODE_ENV: 'production', APP_URL: 'http://localhost:3000' }).allowedOrigins).toEqual(['http://localhost:3000']);
    expect(readEnv({ APP_URL: 'https://energyhub.example' }).allowedOrigins).toEqual(['https://energyhub.example']);
  });
});
