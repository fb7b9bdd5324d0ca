import { ADMIN_CONSOLE_MESSAGES, type TSystemHealth } from '@energy/domain/schemas/admin-console';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../components/fulfilment/dateTime';
import { trpc } from '../../../trpc';
import { FigureList } from '../../dashboard/shared/DashboardFrame';
import { durationText } from '../../dashboard/shared/dashboardFormat';
import { ConsolePanel } from './ConsolePanel';

export const HEALTH_TEXTS = {
  title: 'System Health',
  noJobs: 'No background job has run on this server instance yet.',
  operational: 'Operational',
  down: 'Down',
} as const;

/** Short lags in seconds, longer ones as days, hours and minutes. */
const lagText = (seconds: number) => (seconds < 120 ? `${seconds} s` : durationText(seconds));

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function figures(h: TSystemHealth): [string, string][] {
  return [
    [
      'Database',
      h.database.status === 'ok' ? `${HEALTH_TEXTS.operational} (${h.database.latencyMs} ms)` : HEALTH_TEXTS.down,
    ],
    [
      'Event outbox',
      h.outbox.pending === 0
        ? 'Up to date'
        : `${plural(h.outbox.pending, 'event')} waiting, ${lagText(h.outbox.lagSeconds)} behind`,
    ],
    [
      'Mail queue',
      h.mail.queued === 0
        ? 'Empty'
        : `${plural(h.mail.queued, 'mail')} waiting${h.mail.retrying > 0 ? `, ${h.mail.retrying} retrying` : ''}`,
    ],
    ['Mail kept locally (24 h)', String(h.mail.keptLast24h)],
    [
      'Live connections',
      `${plural(h.connections.liveStreams, 'stream')} (${plural(h.connections.liveSessions, 'session')})`,
    ],
    ['Signed-in sessions', String(h.connections.activeSessions)],
    ['Server uptime', durationText(h.uptimeSeconds)],
  ];
}

/** Database, jobs of this instance (runs and failures), outbox lag, mail queue, live connections. */
export function SystemHealthPanel() {
  const health = trpc.adminConsole.systemHealth.useQuery(undefined, { refetchInterval: 30_000 });
  return (
    <ConsolePanel title={HEALTH_TEXTS.title} query={health} failed={ADMIN_CONSOLE_MESSAGES.healthFailed}>
      {(h) => (
        <Stack gap="md">
          <FigureList figures={figures(h)} />
          {h.jobs.length === 0 ? (
            <Text size="sm" c="dimmed">
              {HEALTH_TEXTS.noJobs}
            </Text>
          ) : (
            <Table aria-label="Background jobs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Job</Table.Th>
                  <Table.Th>Runs</Table.Th>
                  <Table.Th>Failures</Table.Th>
                  <Table.Th>Last run</Table.Th>
                  <Table.Th>Last failure</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {h.jobs.map((job) => (
                  <Table.Tr key={job.name}>
                    <Table.Td ff="monospace">{job.name}</Table.Td>
                    <Table.Td>{job.runs}</Table.Td>
                    <Table.Td>
                      {job.failures > 0 ? (
                        <Badge color="red" variant="light">
                          {job.failures}
                        </Badge>
                      ) : (
                        0
                      )}
                    </Table.Td>
                    <Table.Td>{job.lastRunAt ? formatDateTime(job.lastRunAt) : '—'}</Table.Td>
                    <Table.Td>
                      {job.lastFailureAt ? `${formatDateTime(job.lastFailureAt)}: ${job.lastError ?? ''}` : '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </ConsolePanel>
  );
}
