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
}
