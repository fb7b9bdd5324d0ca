import { readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exited, startChild, waitUntil } from './processes';

export const DEPLOY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

/**
 * deploy/haproxy.cfg with this cluster's ports: its `bind` line on `port`, one `server appN` line per instance in
 * each backend, the error file by its absolute path.
 */
export function renderHaproxyConfig(port: number, instancePorts: readonly number[]): string {
  const template = readFileSync(path.join(DEPLOY_DIR, 'haproxy.cfg'), 'utf8');
  const servers = instancePorts.map((p, i) => `    server app${i + 1} 127.0.0.1:${p} check`).join('\n');
  return template
    .replace(/^ {4}bind .*$/m, `    bind 127.0.0.1:${port}`)
    .replace(/(^ {4}server app\d+ .*\n?)+/gm, `${servers}\n`)
    .replace('errorfile 503 deploy/', `errorfile 503 ${DEPLOY_DIR}/`);
}

/** One backend server's counters from haproxy's `show stat` (its CSV columns of the same names). */
export interface ServerStats {
  backend: string;
  server: string;
  /** Requests retried on this server after a failed connection (`wretr`). */
  retries: number;
  /** Requests sent to another server after this one failed (`wredis`). */
  redispatches: number;
  /** Connections to it that failed (`econ`) and answers from it cut off or unreadable (`eresp`). */
  connectionErrors: number;
  responseErrors: number;
  /** Answers of 5xx that passed through, haproxy's own included (`hrsp_5xx`). */
  serverErrors: number;
  /** Sessions it served (`stot`). */
  sessions: number;
  /** Sessions open on it now (`scur`): in the events backend, the live streams it holds. */
  current: number;
}

export interface Haproxy {
  url: string;
  /** The backend servers' counters since haproxy started (its stats socket in the cluster's directory). */
  stats(): Promise<ServerStats[]>;
  stop(): Promise<void>;
  /** The end of haproxy's own output (its alerts), for error messages. */
  tail(): string;
}

/** haproxy in the foreground on 127.0.0.1:`port`, in front of the instances; resolves once it answers. */
export async function startHaproxy(port: number, instancePorts: readonly number[], workDir: string): Promise<Haproxy> {
  const config = path.join(workDir, 'haproxy.cfg');
  const socket = path.join(workDir, 'haproxy.sock');
  const rendered = renderHaproxyConfig(port, instancePorts).replace(
    /^global\n/m,
    `global\n    stats socket ${socket} mode 600 level user\n`,
  );
  writeFileSync(config, rendered);
  const { child, tail } = startChild(HAPROXY, ['-f', config, '-db']);
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    'haproxy to route to a ready instance',
    async () => {
      if (child.exitCode !== null) throw new Error(`haproxy exited:\n${tail()}`);
      const response = await fetch(`${url}/api/health/ready`);
      await response.arrayBuffer();
      return response.ok;
    },
    30_000,
  );
  return {
    url,
    tail,
    stats: async () => parseStats(await ask(socket, 'show stat\n')),
    async stop() {
      child.kill('SIGUSR1');
      await exited(child, 5_000);
    },
  };
}

/** Sends one command to haproxy's stats socket and resolves to its whole answer. */
function ask(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = createConnection(socket, () => connection.end(command));
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => {
      answer += chunk;
    });
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
}

/** The server rows of `show stat` (CSV, its header line starting `# `); the frontends and backends' totals left out. */
function parseStats(csv: string): ServerStats[] {
  const [header = '', ...lines] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const rows = lines.map((line) => {
    const values = line.split(',');
    return (name: string) => values[columns.indexOf(name)] ?? '';
  });
  return rows
    .filter((field) => field('svname') !== 'FRONTEND' && field('svname') !== 'BACKEND')
    .map((field) => ({
      backend: field('pxname'),
      server: field('svname'),
      retries: Number(field('wretr') || 0),
      redispatches: Number(field('wredis') || 0),
      connectionErrors: Number(field('econ') || 0),
      responseErrors: Number(field('eresp') || 0),
      serverErrors: Number(field('hrsp_5xx') || 0),
      sessions: Number(field('stot') || 0),
      current: Number(field('scur') || 0),
    }));
}
