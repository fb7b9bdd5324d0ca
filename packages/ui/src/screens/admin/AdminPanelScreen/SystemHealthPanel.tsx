import type { TSystemHealth } from '@energy/domain/schemas/admin-console';
import type { Translate } from '@energy/i18n/translator';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplay, type Display } from '../../../i18n/useDisplay';
import { trpc } from '../../../trpc';
import { FigureList } from '../../dashboard/shared/DashboardFrame';
import { durationText } from '../../dashboard/shared/dashboardFormat';
import { ConsolePanel } from './ConsolePanel';

/** Short lags in seconds (the SI symbol), longer ones as days, hours and minutes. */
const lagText = (t: Translate, display: Display, seconds: number) =>
  seconds < 120 ? display.unit(seconds, 'second') : durationText(seconds, t);

function figures(t: Translate, display: Display, h: TSystemHealth): [string, string][] {
  const mail = { count: h.mail.queued, retrying: h.mail.retrying };
  return [
    [
      t('admin.panel.health.database'),
      h.database.status === 'ok'
        ? t('admin.panel.health.operationalLatency', { ms: h.database.latencyMs })
        : t('admin.panel.health.down'),
    ],
    [
      t('admin.panel.health.outbox'),
      h.outbox.pending === 0
        ? t('admin.panel.health.upToDate')
        : t('admin.panel.health.outboxWaiting', {
            count: h.outbox.pending,
            lag: lagText(t, display, h.outbox.lagSeconds),
          }),
    ],
    [
      t('admin.panel.health.mailQueue'),
      h.mail.queued === 0
        ? t('admin.panel.health.empty')
        : h.mail.retrying > 0
          ? t('admin.panel.health.mailWaitingRetrying', mail)
          : t('admin.panel.health.mailWaiting', mail),
    ],
    [t('admin.panel.health.mailKept'), display.number(h.mail.keptLast24h)],
    [
      t('admin.panel.health.webhookQueue'),
      h.webhooks.queued === 0
        ? t('admin.panel.health.empty')
        : t('admin.panel.health.webhooksWaiting', { count: h.webhooks.queued }),
    ],
    [
      t('admin.panel.health.pool'),
      h.pool
        ? t('admin.panel.health.poolFigures', {
            inUse: display.number(h.pool.inUse),
            size: display.number(h.pool.size),
            waiting: display.number(h.pool.waiting),
          })
        : t('admin.panel.health.poolEmbedded'),
    ],
    [
      t('admin.panel.health.requests'),
      t('admin.panel.health.requestsFigures', {
        total: display.number(h.requests.total),
        serverErrors: h.requests.serverErrors,
      }),
    ],
    [
      t('admin.panel.health.liveConnections'),
      t('admin.panel.health.streams', {
        streams: h.connections.liveStreams,
        sessions: h.connections.liveSessions,
      }),
    ],
    [t('admin.panel.health.signedInSessions'), display.number(h.connections.activeSessions)],
    [t('admin.panel.health.uptime'), durationText(h.uptimeSeconds, t)],
  ];
}

/**
 * Database, jobs of this instance (runs and failures), outbox lag, mail and webhook queues, live connections, the
 * database pool and the requests this instance answered: the figures GET /api/metrics exposes (one snapshot, taken
 * by systemHealth on the server).
 */
export function SystemHealthPanel() {
  const { t } = useTranslation();
  const display = useDisplay();
  const health = trpc.adminConsole.systemHealth.useQuery(undefined, { refetchInterval: 30_000 });
  return (
    <ConsolePanel
      title={t('admin.panel.health.title')}
      loading={t('admin.panel.health.loading')}
      query={health}
      failed={t('admin.panel.health.failed')}
    >
      {(h) => (
        <Stack gap="md">
          <FigureList figures={figures(t, display, h)} />
          {h.jobs.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('admin.panel.health.noJobs')}
            </Text>
          ) : (
            <Table aria-label={t('admin.panel.health.jobsTable')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.panel.health.job')}</Table.Th>
                  <Table.Th>{t('admin.panel.health.runs')}</Table.Th>
                  <Table.Th>{t('admin.panel.health.failures')}</Table.Th>
                  <Table.Th>{t('admin.panel.health.lastRun')}</Table.Th>
                  <Table.Th>{t('admin.panel.health.lastFailure')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {h.jobs.map((job) => (
                  <Table.Tr key={job.name}>
                    <Table.Td ff="monospace">{job.name}</Table.Td>
                    <Table.Td>{display.number(job.runs)}</Table.Td>
                    <Table.Td>
                      {job.failures > 0 ? (
                        <Badge color="red" variant="light">
                          {job.failures}
                        </Badge>
                      ) : (
                        0
                      )}
                    </Table.Td>
                    <Table.Td>{job.lastRunAt ? display.dateTime(job.lastRunAt) : '—'}</Table.Td>
                    <Table.Td>
                      {job.lastFailureAt ? `${display.dateTime(job.lastFailureAt)}: ${job.lastError ?? ''}` : '—'}
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
