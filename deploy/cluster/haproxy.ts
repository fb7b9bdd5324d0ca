import { readFileSync, writeFileSync } from 'node:fs';
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

export interface Haproxy {
  url: string;
  stop(): Promise<void>;
  /** The end of haproxy's own output (its alerts), for error messages. */
  tail(): string;
}

/** haproxy in the foreground on 127.0.0.1:`port`, in front of the instances; resolves once it answers. */
export async function startHaproxy(port: number, instancePorts: readonly number[], workDir: string): Promise<Haproxy> {
  const config = path.join(workDir, 'haproxy.cfg');
  writeFileSync(config, renderHaproxyConfig(port, instancePorts));
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
    async stop() {
      child.kill('SIGUSR1');
      await exited(child, 5_000);
    },
  };
}
