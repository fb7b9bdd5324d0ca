import type { Executor } from '@energy/db/client';
import { writeEpochOf } from '@energy/db/write-epoch';
import { userPreferences } from '@energy/db/schema/notifications';
import { organizations } from '@energy/db/schema/organizations';
import { sessions } from '@energy/db/schema/sessions';
import { users } from '@energy/db/schema/users';
import type { TSessionUser } from '@energy/domain/schemas/auth';
import type { ColorScheme, Language, Timezone } from '@energy/domain/schemas/preference-options';
import { DEFAULT_PREFERENCES, type TPreferences } from '@energy/domain/schemas/settings';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { ActiveSession, AuthConfig } from '../context';
import { announceSessionsEnded } from '../events/session-streams';
import { generateToken, hashToken } from './tokens';
import { TWO_FACTOR_ENABLED_SQL, withTwoFactorRule } from './two-factor';

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

/** A fresh token at every sign-in; only its SHA-256 is stored. */
export async function createSession(
  db: Executor,
  userId: string,
  config: AuthConfig,
  now = new Date(),
): Promise<IssuedSession> {
  const token = generateToken();
  const absoluteExpiresAt = new Date(now.getTime() + config.sessionAbsoluteMs);
  const expiresAt = new Date(Math.min(now.getTime() + config.sessionIdleMs, absoluteExpiresAt.getTime()));
  await db.insert(sessions).values({ id: hashToken(token), userId, createdAt: now, expiresAt, absoluteExpiresAt });
  return { token, expiresAt };
}

export interface ValidatedSession {
  user: TSessionUser;
  session: ActiveSession;
  /** Set when the idle expiry slid forward: the cookie must be sent again. */
  renewed: boolean;
}

/**
 * The columns of a session user but its organization's name, flat (a select nests one level): select them from
 * users left-joined with user_preferences (a user without a row has the defaults); sessionUserOf shapes them.
 */
export const SESSION_USER_COLUMNS = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  organizationId: users.organizationId,
  emailVerified: sql<boolean>`${users.verifiedAt} is not null`,
  language: sql<Language>`coalesce(${userPreferences.language}, ${DEFAULT_PREFERENCES.language})`,
  timezone: sql<Timezone>`coalesce(${userPreferences.timezone}, ${DEFAULT_PREFERENCES.timezone})`,
  colorScheme: sql<ColorScheme>`coalesce(${userPreferences.colorScheme}, ${DEFAULT_PREFERENCES.colorScheme})`,
  currency: sql<TPreferences['currency']>`coalesce(${userPreferences.currency}, ${DEFAULT_PREFERENCES.currency})`,
  twoFactorEnabled: TWO_FACTOR_ENABLED_SQL,
  // The organization's rule here; the role's (REQUIRE_2FA_ROLES) is added by withTwoFactorRule, which knows the config.
  twoFactorEnrolmentRequired: sql<boolean>`(coalesce(${organizations.requireTwoFactor}, false) and not ${TWO_FACTOR_ENABLED_SQL})`,
};

type SessionUserColumns = Omit<TSessionUser, 'organizationName' | 'preferences'> & TSessionUser['preferences'];

export function sessionUserOf(
  { language, timezone, colorScheme, currency, ...user }: SessionUserColumns,
  organizationName: string | null,
): TSessionUser {
  return { ...user, organizationName, preferences: { language, timezone, colorScheme, currency } };
}

/** The session of a token hash, with its user: built once per database handle (see sessionLookup). */
function prepareSessionLookup(db: Executor) {
  return db
    .select({
      expiresAt: sessions.expiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      user: SESSION_USER_COLUMNS,
      organizationName: organizations.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_lookup');
}

// Every signed-in request looks its session up: the SQL is built once per handle, not once per request.
const sessionLookups = new WeakMap<Executor, ReturnType<typeof prepareSessionLookup>>();

function sessionLookup(db: Executor): ReturnType<typeof prepareSessionLookup> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  return lookup;
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionLookup>['execute']>>[number];

/** Sessions remembered per database handle, while its data has not changed; a client can't grow it past this. */
const REMEMBERED_SESSIONS = 10_000;
const remembered = new WeakMap<Executor, { epoch: number; rows: Map<string, SessionRow> }>();

/**
 * The session row of a token hash. On PGlite the row is remembered until the next statement that may write
 * anything (see write-epoch.ts): every signed-in request looks its session up, and on the embedded database that
 * lookup is a fifth of a list request's time. A sign-out, an expiry, a role change, a suspended organization: each
 * is a write, which forgets every remembered row. On PostgreSQL (other instances write) it is always read.
 */
async function lookUpSession(db: Executor, id: string): Promise<SessionRow | undefined> {
  const epoch = writeEpochOf(db);
  if (!epoch) return (await sessionLookup(db).execute({ id }))[0];
  const before = epoch.value;
  let memo = remembered.get(db);
  if (memo?.epoch !== before || memo.rows.size >= REMEMBERED_SESSIONS)
    remembered.set(db, (memo = { epoch: before, rows: new Map() }));
  const known = memo.rows.get(id);
  if (known) return known;
  const [row] = await sessionLookup(db).execute({ id });
  // Kept only when nothing may have written while it was read.
  if (row && epoch.value === before) memo.rows.set(id, row);
  return row;
}

/** Looks a token up, drops it when expired, and slides the idle expiry once half of it has passed. */
export async function validateSessionToken(
  db: Executor,
  token: string,
  config: AuthConfig,
  now = new Date(),
): Promise<ValidatedSession | null> {
  const id = hashToken(token);
  const row = await lookUpSession(db, id);
  if (!row) return null;
  if (now >= row.expiresAt || now >= row.absoluteExpiresAt) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  const user = withTwoFactorRule(sessionUserOf(row.user, row.organizationName), config);
  const halfIdle = config.sessionIdleMs / 2;
  if (row.expiresAt.getTime() - now.getTime() >= halfIdle) {
    return { user, session: { id, expiresAt: row.expiresAt }, renewed: false };
  }
  const expiresAt = new Date(Math.min(now.getTime() + config.sessionIdleMs, row.absoluteExpiresAt.getTime()));
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
  return { user, session: { id, expiresAt }, renewed: true };
}

/** Every deletion of sessions goes through here or below: their live streams end at once (session-streams.ts). */
export async function invalidateSession(db: Executor, sessionId: string): Promise<void> {
  const ended = await db.delete(sessions).where(eq(sessions.id, sessionId)).returning({ id: sessions.id });
  await announceSessionsEnded(
    db,
    ended.map((s) => s.id),
  );
}

/** All of a user's sessions, or all but `exceptSessionId` (the caller's own, on a password change). */
export async function invalidateUserSessions(db: Executor, userId: string, exceptSessionId?: string): Promise<void> {
  const others = exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId);
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), others))
    .returning({ id: sessions.id });
  await announceSessionsEnded(
    db,
    ended.map((s) => s.id),
  );
}
