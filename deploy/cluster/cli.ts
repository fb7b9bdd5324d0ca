import { parseArgs } from 'node:util';
import { buildServer, DEMO_PASSWORD, startCluster } from './cluster';

/**
 * `npm run cluster -- --instances 3 [--port 8080] [--database-url postgres://…] [--no-build]`: a local trial of the
 * balanced topology on 127.0.0.1. Builds the server (as `npm start` does), makes a throwaway PostgreSQL unless a
 * database is named, starts the instances and haproxy (deploy/haproxy.cfg), prints the addresses and runs until
 * Ctrl-C, which stops everything and removes the throwaway database.
 */
const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    'database-url': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) throw new Error('--instances: 1 to 16');
if (!values['no-build']) buildServer();
const cluster = await startCluster({
  instances,
  port: Number(values.port),
  ...(values['database-url'] ? { databaseUrl: values['database-url'] } : {}),
});
console.log(`\nEnergyHub through haproxy: ${cluster.url}  (demo accounts, password ${DEMO_PASSWORD})`);
for (const instance of cluster.instances)
  console.log(`  ${instance.name}: ${instance.url} (pid ${instance.pid() ?? '-'})`);
console.log(`  PostgreSQL: ${cluster.databaseUrl}${cluster.postgres ? ' (throwaway, removed at exit)' : ''}`);
console.log('Ctrl-C stops the instances, haproxy and the throwaway database.');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping…');
    void cluster.stop().then(() => process.exit(0));
  });
