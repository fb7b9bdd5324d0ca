import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MetricCard } from '../../../components/fulfilment/MetricCard';
import { AnnouncementsPanel } from './AnnouncementsPanel';

export interface DashboardMetric {
  label: string;
  value: ReactNode;
  hint?: string;
  /** A money figure's total in the user's currency, labelled as converted (useConvertedTotalText). */
  converted?: string;
}

export interface DashboardLink {
  label: string;
  to: string;
}

interface DashboardFrameProps<T> {
  title: string;
  query: { data: T | undefined; error: { message: string } | null };
  /** The four metric cards, once the figures are in. */
  metrics: (data: T) => DashboardMetric[];
  links: DashboardLink[];
  /** Buttons beside the links (the buyer's Create New RFQ). */
  actions?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A role dashboard: title, navigation links, four metric cards, then its panels; loading and failure in place of the
 * figures. The figures are drawn as a deferred render once they arrive: the query's answer re-renders its screen at
 * once and in one piece, and drawing the whole dashboard there (its cards, tables and panels, several hundred
 * components) was one task of 0.5-2 s at a phone's speed; deferred, React builds it in slices that let the browser
 * answer input between them, and the loading state stays on screen until the dashboard is ready.
 */
export function DashboardFrame<T>({ title, query, metrics, links, actions, children }: DashboardFrameProps<T>) {
  const { t } = useTranslation();
  const { error } = query;
  const data = useDeferredValue(query.data);
  let body: ReactNode;
  if (error) {
    body = (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('dashboard.frame.failed')}>
        {error.message}
      </Alert>
    );
  } else if (data === undefined) {
    body = (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('dashboard.frame.loading')}</Text>
        </Group>
      </Center>
    );
  } else {
    body = (
      <>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {metrics(data).map((metric) => (
            <MetricCard key={metric.label} {...metric} />
          ))}
        </SimpleGrid>
        {children(data)}
      </>
    );
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group gap="xs" component="nav" aria-label={t('dashboard.frame.links', { title })}>
          {actions}
          {links.map((link) => (
            <Button key={link.label} component={Link} to={link.to} variant="default" size="sm">
              {link.label}
            </Button>
          ))}
        </Group>
      </Group>
      <AnnouncementsPanel />
      {body}
    </Stack>
  );
}

/** One list or summary of a dashboard, titled; `empty` replaces the content when there is nothing to show. */
export function DashboardPanel({
  title,
  empty,
  children,
}: {
  title: string;
  empty?: string | false;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}

/** Label / value lines of a summary panel. */
export function FigureList({ figures }: { figures: [string, ReactNode][] }) {
  return (
    <Stack gap={6}>
      {figures.map(([label, value]) => (
        <Group key={label} justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={600}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

export interface DashboardColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/** A dashboard list's rows: a plain table, the panel's own empty text when there are none. */
export function DashboardTable<Row extends { id: string | number }>({
  rows,
  columns,
}: {
  rows: Row[];
  columns: DashboardColumn<Row>[];
}) {
  // On a phone the rows scroll inside their panel instead of spilling out of it.
  return (
    <Table.ScrollContainer minWidth={0} type="native">
      <Table>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
