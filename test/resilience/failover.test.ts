import { afterAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../deploy/cluster/cluster';
import {
  requireSynchronousStandby,
  startPrimary,
  startStandby,
  type PgCluster,
} from '../../deploy/cluster/postgres-cluster';
import { sleep } from '../../deploy/cluster/processes';
import { invariantsBroken, loadRfqCount, missingRfqs } from './support/database';
import { byStatus, startWriteLoad } from './support/load';
import { figures } from './support/report';

/**
 * Database failover (issue 33 items 4 and 7b): a primary and its streaming standby (pg_basebackup -R, synchronous),
 * two instances behind haproxy whose DATABASE_URL names both hosts with target_session_attrs=read-write. Under a
 * write load the primary stops as in a crash and the standby is promoted: writes resume within 30 s without
 * restarting an instance, and every RFQ acknowledged (201) is on the new primary.
 */
describe('failover to a promoted standby under a write load', () => {
  let primary: PgCluster | undefined;
  let standby: PgCluster | undefined;
  let cluster: Cluster | undefined;
  afterAll(async () => {
    await cluster?.stop();
    standby?.remove();
    primary?.remove();
  });

  it('resumes writes on the new primary within 30 s and loses nothing acknowledged', async () => {
    primary = await startPrimary();
    await primary.createDatabase('energy');
    standby = await startStandby(primary);
    await requireSynchronousStandby(primary);
    const hosts = `127.0.0.1:${primary.port},127.0.0.1:${standby.port}`;
    const databaseUrl = `postgres://postgres@${hosts}/energy?target_session_attrs=read-write`;
    cluster = await startCluster({ instances: 2, databaseUrl });

    const load = await startWriteLoad(cluster.url, 4);
    await sleep(10_000);
    const stoppedAt = performance.now();
    primary.stop('immediate');
    await standby.promote();
    const promotedAfter = performance.now() - stoppedAt;
    await sleep(25_000);
    const answers = await load.stop();

    // In the load's clock: the stop, the first 201 answered after it.
    const stopAt = stoppedAt - load.started;
    const after = answers.filter((a) => a.at >= stopAt);
    const firstSuccess = after.find((a) => a.status === 201);
    const resumedAfterMs = firstSuccess ? firstSuccess.at + firstSuccess.ms - stopAt : Number.POSITIVE_INFINITY;
    const acknowledged = answers.filter((a) => a.status === 201 && a.id).map((a) => a.id as string);
    const newPrimary = standby.url('energy');
    const missing = await missingRfqs(newPrimary, acknowledged);
    const committed = await loadRfqCount(newPrimary);
    const broken = await invariantsBroken(newPrimary);
    const failedDuring = answers.filter((a) => a.at >= stopAt && a.at < stopAt + resumedAfterMs && a.status !== 201);

    figures('failover', {
      writers: 4,
      answers: answers.length,
      'answers by status': byStatus(answers),
      'answers between the stop and the first write after it': byStatus(failedDuring),
      'promotion (pg_ctl promote, waited)': `${Math.round(promotedAfter)} ms after the primary stopped`,
      'writes resumed': `${(resumedAfterMs / 1000).toFixed(1)} s after the primary stopped`,
      'acknowledged (201)': acknowledged.length,
      'acknowledged missing on the new primary': missing.length,
      'rows committed by the load (incl. answers lost)': committed,
      'invariants broken': broken.length === 0 ? 'none' : broken,
    });
    expect(resumedAfterMs).toBeLessThan(30_000);
    expect(missing).toEqual([]);
    expect(broken).toEqual([]);
  });
});
