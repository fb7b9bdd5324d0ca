import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

/** Proxies in front of the server: `true` means one, `false` or unset none, or a number of hops. */
const hops = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '' || v === 'false') return 0;
    if (v === 'true') return 1;
    if (/^\d{1,2}$/.test(v)) return Number(v);
    ctx.addIssue({ code: 'custom', message: 'expected true, false or a number of proxy hops' });
    return z.NEVER;
  });

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  // Requests one API token may make per minute (429 with Retry-After beyond).
  API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  APP_URL: z.url().optional(),
  ALLOWED_ORIGINS: z.string().default(''),
  DATABASE_URL: z.string().optional(),
  // PostgreSQL connections per instance, and the longest a statement waits for one (free in the pool, or a new
  // one opening) before the request answers 503 instead of hanging.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(1000).default(10),
  DATABASE_POOL_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  // A direct connection for LISTEN and the migrations' lock, when DATABASE_URL goes through a pooler.
  DATABASE_LISTEN_URL: z.string().optional(),
  // DATABASE_URL goes through a transaction-mode pooler (pgbouncer): no prepared statements.
  DATABASE_POOLED: flag,
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('EnergyHub <no-reply@energyhub.local>'),
  // A Twilio-compatible SMS endpoint (form post of To, From, Body); unset, messages stay in sms_outbox.
  SMS_URL: z
    .string()
    .optional()
    .refine((v) => !v || URL.canParse(v), 'expected a URL'),
  SMS_FROM: z.string().default('EnergyHub'),
  SMS_USER: z.string().optional(),
  SMS_PASSWORD: z.string().optional(),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(24),
  // Browsers cap cookie lifetimes at 400 days.
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().max(400).default(7),
  ALLOW_ADMIN_SIGNUP: flag,
  // Webhook endpoints may be http and reach private, loopback and link-local addresses (development and tests only).
  WEBHOOK_ALLOW_PRIVATE: flag,
  TRUST_PROXY: hops,
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  SEED_DEMO: flag,
  DEMO_PASSWORD: z.string().min(6).optional(),
  // Signs paging cursors (HMAC-SHA256); the same on every instance behind one balancer. Required in production
  // (the server refuses to start without it); generated into DATA_DIR otherwise (cursor-secret.ts).
  CURSOR_SECRET: z.string().min(32, 'at least 32 characters (e.g. `openssl rand -base64 32`)').optional(),
  // Proof of delivery opens this inspection period; escrow is released at its end unless disputed.
  ESCROW_INSPECTION_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(48),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  // Encrypts the second factors' TOTP secrets (AES-256-GCM): 32 bytes, base64 (`openssl rand -base64 32`). Outside
  // production a fixed development key stands in; production refuses to start without it.
  TWO_FACTOR_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, '32 bytes in base64 (e.g. `openssl rand -base64 32`)')
    .optional(),
  // Roles that must sign in with a second factor, comma-separated; unset: admin,finance in production, none elsewhere.
  REQUIRE_2FA_ROLES: z.string().optional(),
  // On SIGTERM/SIGINT: how long requests in flight and the jobs' work in hand may take, counted from the signal.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  // On SIGTERM/SIGINT: how long the server still accepts connections, readiness answering 503, before it stops
  // listening (behind a balancer: its checks' interval times their fall count). Within the grace period.
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  // GET /api/metrics answers only a request bearing it (Authorization: Bearer); unset, the endpoint answers 404.
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters (e.g. `openssl rand -base64 32`)').optional(),
  // `debug` adds detail lines to the log (each mail the demo seed queues at start, with its text).
  LOG_LEVEL: z.enum(['info', 'debug']).default('info'),
});

export type ServerEnv = ReturnType<typeof readEnv>;

/** Every variable the server reads, with its default when unset (the README's table must name each). */
export const ENV_VARIABLES = Object.keys(ZEnv.shape) as (keyof typeof ZEnv.shape)[];
export const ENV_DEFAULTS: Partial<Record<keyof typeof ZEnv.shape, unknown>> = ZEnv.partial().parse({});

/** The only place that reads process.env; fails fast with every problem listed. */
export function readEnv(source: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  ');
    throw new Error(`Invalid environment:\n  ${problems}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const missing = production ? missingInProduction(env) : [];
  if (missing.length > 0) throw new Error(`Invalid environment:\n  ${missing.join('\n  ')}`);
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  return {
    production,
    port: env.PORT,
    host: env.HOST,
    appUrl,
    allowedOrigins: [
      ...appOrigins(appUrl, production),
      ...env.ALLOWED_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ],
    databaseUrl: env.DATABASE_URL || undefined,
    databasePool: { size: env.DATABASE_POOL_SIZE, timeoutMs: env.DATABASE_POOL_TIMEOUT_MS },
    databaseListenUrl: env.DATABASE_LISTEN_URL || undefined,
    databasePooled: env.DATABASE_POOLED ?? false,
    dataDir: env.DATA_DIR,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    sms: {
      url: env.SMS_URL || undefined,
      from: env.SMS_FROM,
      user: env.SMS_USER || undefined,
      password: env.SMS_PASSWORD || undefined,
    },
    sessionIdleMs: env.SESSION_IDLE_HOURS * 3600_000,
    sessionAbsoluteMs: env.SESSION_ABSOLUTE_DAYS * 86_400_000,
    allowAdminSignup: env.ALLOW_ADMIN_SIGNUP ?? false,
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE ?? false,
    trustProxyHops: env.TRUST_PROXY,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    apiTokenRateLimit: { max: env.API_TOKEN_REQUESTS_PER_MINUTE, windowMs: 60_000 },
    // Demo data by default on a developer's machine; in production only when asked for.
    seedDemo: env.SEED_DEMO ?? !production,
    // Never a default password in production (see above).
    demoPassword: env.DEMO_PASSWORD ?? (production ? undefined : 'demo-password'),
    cursorSecret: env.CURSOR_SECRET,
    webDist: env.WEB_DIST,
    escrow: { inspectionHours: env.ESCROW_INSPECTION_HOURS },
    twoFactorKey: env.TWO_FACTOR_KEY,
    requireTwoFactorRoles: env.REQUIRE_2FA_ROLES?.split(',')
      .map((role) => role.trim())
      .filter(Boolean),
    logDebug: env.LOG_LEVEL === 'debug',
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdown: { graceMs: env.SHUTDOWN_GRACE_MS, delayMs: env.SHUTDOWN_DELAY_MS },
  };
}

/**
 * What production requires that has a development default, one line each naming the variable and what to set:
 * the server refuses to start without them rather than failing a request later.
 */
function missingInProduction(env: z.output<typeof ZEnv>): string[] {
  const missing: string[] = [];
  // Production logs never show the demo password (main.ts), so a generated one could never be used.
  if (env.SEED_DEMO === true && env.DEMO_PASSWORD === undefined)
    missing.push('DEMO_PASSWORD: required in production when SEED_DEMO is on (production logs never show it)');
  if (env.CURSOR_SECRET === undefined)
    missing.push('CURSOR_SECRET: required in production, the same on every instance (e.g. `openssl rand -base64 32`)');
  // Without it no second factor could be set up (503), and REQUIRE_2FA_ROLES users could not sign in at all.
  if (env.TWO_FACTOR_KEY === undefined)
    missing.push(
      'TWO_FACTOR_KEY: required in production, 32 bytes in base64, the same on every instance and kept (e.g. `openssl rand -base64 32`)',
    );
  return missing;
}

/**
 * The environment at start (main.ts), or the process ends with status 1 after one line per problem on stderr,
 * saying which variable to set and how, without a stack trace to read past.
 */
export function environmentOrExit(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  try {
    return readEnv(source);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1'];

/**
 * The app's own origin. In development a browser may open the app as localhost or as 127.0.0.1, which
 * are different origins: both may send writes.
 */
function appOrigins(appUrl: string, production: boolean): string[] {
  const url = new URL(appUrl);
  if (production || !LOOPBACK_NAMES.includes(url.hostname)) return [url.origin];
  return LOOPBACK_NAMES.map((hostname) => {
    const twin = new URL(url.origin);
    twin.hostname = hostname;
    return twin.origin;
  });
}
