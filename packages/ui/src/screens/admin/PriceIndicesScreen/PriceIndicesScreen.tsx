import type { TPriceIndex } from '@energy/domain/schemas/pricing';
import type { Translate } from '@energy/i18n/translator';
import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconChartLine, IconEdit, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canDo, roleMay } from '../../../components/allowedActions';
import { DataTable, type DataTableList } from '../../../components/data-table/DataTable';
import type { ListColumn } from '../../../components/data-table/columns';
import { ListScreenFrame } from '../../../components/ListScreenFrame';
import { useDisplay, type Display } from '../../../i18n/useDisplay';
import { useSessionParty } from '../../../session/useSessionParty';
import { trpc } from '../../../trpc';
import { PriceIndexFormModal } from './PriceIndexFormModal';
import { QuoteImportModal } from './QuoteImportModal';
import { QuotesPanel } from './QuotesPanel';

const indexColumns = (t: Translate, display: Display): ListColumn<TPriceIndex>[] => [
  {
    key: 'code',
    title: t('admin.priceIndices.columns.code'),
    noWrap: true,
    render: (i) => (
      <Text fw={500} size="sm" ff="monospace">
        {i.code}
      </Text>
    ),
  },
  { key: 'name', title: t('admin.priceIndices.columns.name'), render: (i) => i.name },
  { key: 'publisher', title: t('admin.priceIndices.columns.publisher'), render: (i) => i.publisher },
  { key: 'priceUnit', title: t('admin.priceIndices.columns.priceUnit'), noWrap: true, render: (i) => i.priceUnit },
  {
    key: 'status',
    title: t('admin.priceIndices.columns.status'),
    noWrap: true,
    render: (i) => (
      <Badge color={i.active ? 'green' : 'gray'} variant="light">
        {i.active ? t('admin.priceIndices.active') : t('admin.priceIndices.inactive')}
      </Badge>
    ),
  },
  {
    key: 'latest',
    title: t('admin.priceIndices.columns.latest'),
    noWrap: true,
    textAlign: 'right',
    render: (i) =>
      i.latestValue === null ? (
        <Text size="sm" c="dimmed">
          {t('admin.priceIndices.noQuote')}
        </Text>
      ) : (
        `${display.number(i.latestValue, 6)} ${i.priceUnit}`
      ),
  },
  {
    key: 'latestDate',
    title: t('admin.priceIndices.columns.latestDate'),
    noWrap: true,
    render: (i) => (i.latestDate === null ? '' : display.day(i.latestDate)),
  },
];

type Dialog = { kind: 'form'; index: TPriceIndex | null } | { kind: 'import'; index: TPriceIndex } | null;

/**
 * /admin/price-indices (issue 30): the price indices with their latest quote, created and edited in a dialog; the
 * selected index's quotes as a chart and a table over 30, 90 or 120 days; a CSV import of its quotes. The row's
 * buttons are its allowedActions (priceIndex.update: Edit, priceIndex.postQuotes: Import).
 */
export function PriceIndicesScreen() {
  const { t } = useTranslation();
  const display = useDisplay();
  const { role } = useSessionParty();
  const columns = useMemo(() => indexColumns(t, display), [t, display]);
  const indices = trpc.pricing.indices.useQuery();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const items = indices.data ?? [];
  const list: DataTableList<TPriceIndex> = {
    items,
    total: items.length,
    hasMore: false,
    loadingMore: false,
    loadMore: () => undefined,
    isPending: indices.isPending,
    error: indices.error,
  };
  // The selected index as the list now has it (an edit or an import changes its row).
  const selected = items.find((index) => index.id === selectedId) ?? null;
  const close = () => setDialog(null);

  return (
    <>
      <Stack gap="lg">
        <ListScreenFrame
          title={t('admin.priceIndices.title')}
          subtitle={t('admin.priceIndices.subtitle')}
          actions={
            roleMay(role, 'priceIndex.create') && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'form', index: null })}>
                {t('admin.priceIndices.create')}
              </Button>
            )
          }
        >
          <DataTable
            list={list}
            columns={columns}
            texts={{
              loading: t('admin.priceIndices.loading'),
              loadFailed: t('admin.priceIndices.loadFailed'),
              empty: t('admin.priceIndices.empty'),
              emptyText: t('admin.priceIndices.emptyText'),
            }}
            emptyIcon={<IconChartLine size={32} />}
            rowHighlight={(index) => index.id === selectedId}
            rowActions={(index) => (
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <Button
                  size="xs"
                  variant={index.id === selectedId ? 'filled' : 'light'}
                  aria-label={t('admin.priceIndices.showNamed', { code: index.code })}
                  aria-pressed={index.id === selectedId}
                  onClick={() => setSelectedId(index.id)}
                >
                  {t('admin.priceIndices.show')}
                </Button>
                {canDo(index, 'priceIndex.postQuotes') && (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconFileImport size={14} />}
                    aria-label={t('admin.priceIndices.importNamed', { code: index.code })}
                    onClick={() => setDialog({ kind: 'import', index })}
                  >
                    {t('admin.priceIndices.import')}
                  </Button>
                )}
                {canDo(index, 'priceIndex.update') && (
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('admin.common.editNamed', { name: index.code })}
                    onClick={() => setDialog({ kind: 'form', index })}
                  >
                    <IconEdit size={18} />
                  </ActionIcon>
                )}
              </Group>
            )}
          />
        </ListScreenFrame>
        {items.length > 0 &&
          (selected ? (
            <QuotesPanel key={selected.id} index={selected} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('admin.priceIndices.quotes.pick')}
            </Text>
          ))}
      </Stack>
      <PriceIndexFormModal
        opened={dialog?.kind === 'form'}
        index={dialog?.kind === 'form' ? dialog.index : null}
        onClose={close}
      />
      <QuoteImportModal index={dialog?.kind === 'import' ? dialog.index : null} onClose={close} />
    </>
  );
}
