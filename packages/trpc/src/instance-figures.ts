import type { PoolFigures } from '@energy/db/client';

/** Requests this instance answered since it started. */
export interface RequestTotals {
  total: number;
  /** Answers with a 5xx status. */
  serverErrors: number;
}

/**
 * What only the server process knows of itself, for System Health and the metrics (apps/server/src/http/metrics.ts
 * feeds both from systemHealth): its database pool and the requests it answered. Absent parts read as none.
 */
export interface InstanceFigures {
  /** PostgreSQL only: the pool gate's connections in use and statements waiting (packages/db/src/pool-gate.ts). */
  pool?: () => PoolFigures;
  requests?: () => RequestTotals;
  /** Told of every procedure call as it ends, over tRPC (each call of a batch on its own) and REST alike. */
  procedureCall?: (call: ProcedureCall) => void;
}

/** One procedure call as it ended: its name, kind, how it ended and how long it took. */
export interface ProcedureCall {
  /** The procedure's path, e.g. `rfq.list`. */
  procedure: string;
  type: 'query' | 'mutation' | 'subscription';
  /** `ok`, or the tRPC error code it ended with (`NOT_FOUND`, `INTERNAL_SERVER_ERROR`, …). */
  outcome: string;
  seconds: number;
}
