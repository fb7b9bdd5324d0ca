import type { Database } from '@energy/db/client';
import type { Context, OutgoingMail } from '@energy/trpc/context';
import { noEvents } from '@energy/trpc/events/feed';
import { internalLedger } from '@energy/trpc/payments/provider';

/** A tRPC context for a direct caller with no session: for probing procedure builders in unit tests. */
export function anonymousContext(db: Database, sent: OutgoingMail[] = []): Context {
  return {
    db,
    user: null,
    session: null,
    clientAddress: '127.0.0.1',
    cookies: { set: () => undefined, clear: () => undefined },
    setHeader: () => undefined,
    mailer: { send: async (mail) => void sent.push(mail) },
    payments: internalLedger,
    config: {
      sessionIdleMs: 1,
      sessionAbsoluteMs: 1,
      appUrl: 'http://app.example.test',
      allowAdminSignup: false,
      production: false,
    },
    escrow: { inspectionHours: 48 },
    events: noEvents,
  };
}
