import { afterAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../deploy/cluster/cluster';
import { startPgbouncer, type Pgbouncer } from '../../deploy/cluster/pgbouncer';
import { startPrimary, type PgCluster } from '../../deploy/cluster/postgres-cluster';
import { sleep } from '../../deploy/cluster/processes';
import { invariantsBroken } from './support/database';
import { openEventStream } from './support/events';
import { byStatus, signedIn, startWriteLoad } from './support/load';
import { figures } from './support/report';

/**
 * pgbouncer in transaction mode (issue 33 item 5): two instances reach PostgreSQL through it (DATABASE_POOLED=true:
 * no prepared statements) and LISTEN on a direct connection (DATABASE_LISTEN_URL). Writes through haproxy all
 * succeed, and a stream open on the first instance hears every RFQ created through either.
 */
describe('behind pgbouncer in transaction mode', () => {
  let primary: PgCluster | undefined;
  let bouncer: Pgbouncer | undefined;
  let cluster: Cluster | undefined;
  afterAll(async () => {
    await cluster?.stop();
    await bouncer?.stop();
    primary?.remove();
  });

  it('writes through the pooler and hears every instance’s events on the direct LISTEN connection', async () => {
    primary = await startPrimary();
    await primary.createDatabase('energy');
    bouncer = await startPgbouncer(primary.port);
    cluster = await startCluster({
      instances: 2,
      databaseUrl: bouncer.url('energy'),
      env: { DATABASE_POOLED: 'true', DATABASE_LISTEN_URL: primary.url('energy') },
    });
    const first = cluster.instances[0];
    if (!first) throw new Error('no instance');
    // Signed in through the balancer (writes must come from APP_URL's origin); the stream read from app1 itself.
    const buyer = (await signedIn(cluster.url, 'buyer')).at(first.url);
    const stream = await openEventStream(buyer);
    const load = await startWriteLoad(cluster.url, 4);
    await sleep(15_000);
    const answers = await load.stop();
    const acknowledged = answers.filter((a) => a.status === 201 && a.id).map((a) => a.id as string);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && acknowledged.some((id) => !stream.entityIds.has(id))) await sleep(200);
    stream.close();
    const unheard = acknowledged.filter((id) => !stream.entityIds.has(id));
    const broken = await invariantsBroken(primary.url('energy'));
    figures('pgbouncer', {
      'answers by status': byStatus(answers),
      'RFQs created (201)': acknowledged.length,
      'their events heard on app1’s stream': acknowledged.length - unheard.length,
      'invariants broken': broken.length === 0 ? 'none' : broken,
    });
    expect(answers.filter((a) => a.status !== 201)).toEqual([]);
    expect(unheard).toEqual([]);
    expect(broken).toEqual([]);
  });
});
