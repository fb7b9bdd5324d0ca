import type { Language } from '@energy/i18n/languages';
import type { Database } from '@energy/db/client';
import type { TSessionUser } from '@energy/domain/schemas/auth';
import type { EventFeed } from './events/feed';
import type { InstanceFigures } from './instance-figures';
import type { PaymentProvider } from './payments/provider';

/** Sets and clears the session cookie; the HTTP layer decides the cookie's flags. */
export interface SessionCookieJar {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; the server plugs in SMTP or the local outbox. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface AuthConfig {
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Reset links are built from this, never from the request's Host. */
  appUrl: string;
  /** Outside production only: more admins may sign up over the network (ALLOW_ADMIN_SIGNUP). */
  allowAdminSignup: boolean;
  /** In production admin sign-up over the network is always refused; `npm run create-admin` makes admins. */
  production: boolean;
  /** How often an open live-event stream re-checks its session; default SESSION_RECHECK_MS (tests set 0). */
  liveSessionRecheckMs?: number;
  /** TWO_FACTOR_KEY: the 32-byte key (base64) second-factor secrets are encrypted with; outside production a fixed one. */
  twoFactorKey?: string;
  /** REQUIRE_2FA_ROLES: roles that must sign in with a second factor; unset: admin and finance in production, else none. */
  requireTwoFactorRoles?: readonly string[];
  /** WEBHOOK_ALLOW_PRIVATE: webhook endpoints may be http and reach private addresses (development and tests). */
  webhookAllowPrivate?: boolean;
}

/** Escrow release: proof of delivery opens the buyer's inspection period of this length (ESCROW_INSPECTION_HOURS). */
export interface EscrowConfig {
  inspectionHours: number;
}

/** The short-lived cookie of a sign-in's second step (the code after the password). */
export interface SecondStepCookie {
  /** The token the request carried, if any. */
  token: string | undefined;
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export interface ActiveSession {
  id: string;
  expiresAt: Date;
}

export interface Context {
  db: Database;
  user: TSessionUser | null;
  session: ActiveSession | null;
  /** The API token the call came with (`Authorization: Bearer`): `user` is then its creator with the token's role. */
  apiToken?: { id: string } | null;
  clientAddress: string;
  /** The request's `Idempotency-Key` header, read by the creates (idempotency.ts); undefined when absent. */
  idempotencyKey?: string | undefined;
  /** Names the request in logs and in 5xx bodies, so a report can be matched to its log lines. */
  requestId?: string;
  cookies: SessionCookieJar;
  /** The second-step cookie (HTTP requests only; absent, a sign-in's second step cannot be completed). */
  secondStep?: SecondStepCookie;
  /** Response headers such as Retry-After, for both tRPC and REST. */
  setHeader(name: string, value: string): void;
  mailer: Mailer;
  /** Moves money: the internal ledger unless a real provider is plugged in. */
  payments: PaymentProvider;
  config: AuthConfig;
  escrow: EscrowConfig;
  /** This instance's dispatcher of committed domain events, for the live feed. */
  events: EventFeed;
  /** This server process's own figures (its pool, the requests it answered), for System Health. */
  instance?: InstanceFigures;
  /** The caller's language: the signed-in user's setting, else the request's Accept-Language (English if absent). */
  language?: Language;
}
