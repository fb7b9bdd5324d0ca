import { BLACKOUT_ENTITY_TYPES } from '@energy/domain/constants';
import { en } from '@energy/i18n/messages/en/screens';
import { FLEET_MESSAGES, type TBlackout } from '@energy/domain/schemas/fleet';
import { BLACKOUT_SORTS } from '@energy/domain/list-sorts';
import { Button, Grid, Paper, Stack } from '@mantine/core';
import { IconCalendarOff, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterEmptyState } from '../../../components/data-table/FilterEmptyState';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { statusFilter } from '../../../components/data-table/statusFilter';
import { useListState } from '../../../components/data-table/useListState';
import { ConfirmDeleteModal } from '../../../components/fleet/ConfirmDeleteModal';
import { useMayCreate } from '../../../components/fleet/useFleetManager';
import { QueryState } from '../../../components/fulfilment/QueryState';
import { showNotice } from '../../../components/notices';
import { LoadMore } from '../../../components/paging/LoadMore';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { failureMessage } from '../../../components/errors/serverFailure';
import { useDisplay } from '../../../i18n/useDisplay';
import { trpc } from '../../../trpc';
import { BlackoutCalendar } from './BlackoutCalendar';
import { BlackoutFormModal } from './BlackoutFormModal';
import { BlackoutList } from './BlackoutList';
import { PageHeading } from '../../../components/PageHeading';

/** The English texts (tests read them); the screen speaks the user's language. */
export const BLACKOUT_TEXTS = en.fleet.blackouts;

type Dialog = { kind: 'form'; blackout: TBlackout | null } | { kind: 'delete'; blackout: TBlackout } | null;

/** /fleet/blackouts: a calendar marking every blacked-out day, the list with search and type filter, create/edit/delete. */
export function BlackoutDatesScreen() {
  const { t } = useTranslation();
  const display = useDisplay();
  const listState = useListState({
    sorts: BLACKOUT_SORTS,
    defaultOrder: 'asc',
    filters: { entityType: BLACKOUT_ENTITY_TYPES },
  });
  const blackouts = usePagedList(trpc.blackout.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const mayCreate = useMayCreate('blackout.create');
  const utils = trpc.useUtils();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const remove = trpc.blackout.delete.useMutation({
    onSuccess: () => {
      showNotice({ title: t('fleet.blackoutNotices.deleted'), message: t('fleet.blackoutNotices.deletedText') });
      close();
      void utils.blackout.invalidate();
    },
    onError: (error) =>
      showNotice({
        title: t('fleet.blackoutNotices.deleteFailed'),
        message: failureMessage(error, t('fleet.blackoutNotices.deleteFailedFallback')),
        variant: 'destructive',
      }),
  });
  const deleting = dialog?.kind === 'delete' ? dialog.blackout : null;
  const filteredToNothing = blackouts.isSuccess && blackouts.items.length === 0 && listState.narrowed;

  return (
    <Stack gap="lg">
      <PageHeading
        title={t('fleet.blackouts.title')}
        actions={
          mayCreate && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'form', blackout: null })}>
              {t('fleet.blackouts.add')}
            </Button>
          )
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <BlackoutCalendar blackouts={blackouts.items} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="md">
              <ListToolbar
                state={listState}
                exportPath="/api/blackout-dates"
                searchLabel={t('fleet.blackouts.search')}
                filters={[statusFilter('entityType', t('fleet.blackouts.entityType'), BLACKOUT_ENTITY_TYPES)]}
              />
              {filteredToNothing ? (
                <FilterEmptyState onClear={listState.clear} />
              ) : (
                <QueryState
                  isPending={blackouts.isPending}
                  error={blackouts.error}
                  isEmpty={blackouts.items.length === 0}
                  loadingText={t('fleet.blackouts.loading')}
                  errorTitle={t('fleet.blackouts.loadFailed')}
                  emptyTitle={t('fleet.blackouts.empty')}
                  emptyText={t('fleet.blackouts.emptyText')}
                  icon={<IconCalendarOff size={32} />}
                >
                  <BlackoutList
                    blackouts={blackouts.items}
                    onEdit={(blackout) => setDialog({ kind: 'form', blackout })}
                    onDelete={(blackout) => setDialog({ kind: 'delete', blackout })}
                  />
                  <LoadMore list={blackouts} />
                </QueryState>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <BlackoutFormModal
        opened={dialog?.kind === 'form'}
        blackout={dialog?.kind === 'form' ? dialog.blackout : null}
        onClose={close}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('fleet.blackouts.deleteTitle')}
        question={FLEET_MESSAGES.blackoutDeleteConfirm}
        subject={
          deleting
            ? `${deleting.entityLabel}: ${display.day(deleting.startDate)} – ${display.day(deleting.endDate)}`
            : undefined
        }
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={close}
      />
    </Stack>
  );
}
