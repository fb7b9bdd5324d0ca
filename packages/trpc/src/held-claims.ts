/**
 * The leases this process holds on queued rows while it works on them: a forgot-password request, a text message,
 * a batch of webhook deliveries. Taking such a row moves its due time forward by a lease (2 to 5 minutes), so no
 * other instance takes it meanwhile; after a crash the row waits for the lease's end. A shutdown hands back the
 * leases of the work it did not finish (releaseHeldClaims), so another instance takes that work at once.
 */
export interface HeldClaim {
  /** Makes the rows due again, undoing the lease and its attempt, unless their work ended meanwhile: how many. */
  release(): Promise<number>;
}

const held = new Set<HeldClaim>();

/** Registers a lease just taken; call the returned function once its work has ended, whatever the outcome. */
export function holdClaim(claim: HeldClaim): () => void {
  held.add(claim);
  return () => {
    held.delete(claim);
  };
}

/** Leases taken and not yet let go. */
export function heldClaimCount(): number {
  return held.size;
}

/**
 * Releases every lease still held (at shutdown, once the jobs have stopped or their time is up): the rows released
 * and the claims whose release failed (their rows wait for the lease's end, as after a crash).
 */
export async function releaseHeldClaims(): Promise<{ released: number; failed: number }> {
  const claims = [...held];
  held.clear();
  const results = await Promise.allSettled(claims.map((claim) => claim.release()));
  let released = 0;
  let failed = 0;
  for (const result of results) {
    if (result.status === 'fulfilled') released += result.value;
    else failed += 1;
  }
  return { released, failed };
}
