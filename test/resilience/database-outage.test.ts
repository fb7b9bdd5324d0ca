import { afterAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../deploy/cluster/cluster';
import { startPrimary, type PgCluster } from '../../deploy/cluster/postgres-cluster';
import { sleep } from '../../deploy/cluster/processes';
import { invariantsBroken, missingRfqs } from './support/database';
import { byStatus, startWriteLoad } from './support/load';
import { figures } from './support/report';

/**
 * PostgreSQL stopped for 20 s (as a crash) under a write load through haproxy and two instances (issue 33 item
 * 7a): every answer is 201 or 503, the instances recover without a restart, nothing acknowledged is lost and the
 * invariants hold.
 */
describe('PostgreSQL stopped for 20 s under a write load', () => {
  let primary: PgCluster | undefined;
  let cluster: Cluster | undefined;
  afterAll(async () => {
    await cluster?.stop();
    primary?.remove();
  });

  it('answers only 503 meanwhile and recovers without a restart', async () => {
    primary = await startPrimary();
    await primary.createDatabase('energy');
    cluster = await startCluster({ instances: 2, databaseUrl: primary.url('energy') });
    const pids = cluster.instances.map((instance) => instance.pid());
    const load = await startWriteLoad(cluster.url, 4);
    await sleep(10_000);
    const stoppedAt = performance.now() - load.started;
    primary.stop('immediate');
    await sleep(20_000);
    const restartedAt = performance.now() - load.started;
    await primary.start();
    await sleep(20_000);
    const answers = await load.stop();

    const during = answers.filter((a) => a.at >= stoppedAt && a.at < restartedAt);
    const firstAfter = answers.find((a) => a.at >= restartedAt && a.status === 201);
    const recoveredMs = firstAfter ? firstAfter.at + firstAfter.ms - restartedAt : Number.POSITIVE_INFINITY;
    const acknowledged = answers.filter((a) => a.status === 201 && a.id).map((a) => a.id as string);
    const missing = await missingRfqs(primary.url('energy'), acknowledged);
    const broken = await invariantsBroken(primary.url('energy'));
    const unexpected = answers.filter((a) => a.status !== 201 && a.status !== 503);
    figures('database outage', {
      writers: 4,
      'answers by status': byStatus(answers),
      'answers while stopped (20 s)': byStatus(during),
      '503s with Retry-After': answers.filter((a) => a.status === 503 && a.retryAfter).length,
      'first write after the restart': `${(recoveredMs / 1000).toFixed(1)} s`,
      'instances restarted': cluster.instances.some((instance, i) => instance.pid() !== pids[i]) ? 'yes' : 'no',
      'acknowledged missing': missing.length,
      'invariants broken': broken.length === 0 ? 'none' : broken,
    });
    expect(unexpected.map((a) => a.status)).toEqual([]);
    expect(recoveredMs).toBeLessThan(10_000);
    expect(missing).toEqual([]);
    expect(broken).toEqual([]);
  });
});
