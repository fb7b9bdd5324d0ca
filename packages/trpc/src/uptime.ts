/**
 * When this server process started: the admin dashboard's Platform Uptime counts from here. Taken from the
 * process itself (not from when this module loaded), so it is the moment `node` started serving code.
 */
export const PROCESS_STARTED_AT = new Date(Date.now() - Math.round(process.uptime() * 1000));

/** Whole seconds since the process started. */
export function uptimeSeconds(now = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - PROCESS_STARTED_AT.getTime()) / 1000));
}
