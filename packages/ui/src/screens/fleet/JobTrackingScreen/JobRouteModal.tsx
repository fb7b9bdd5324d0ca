import { formatDistance } from '@energy/domain/geo';
import type { TJob } from '@energy/domain/schemas/fleet';
import { Alert, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { lazy, Suspense } from 'react';
import { Fact } from '../../../components/Fact';
import { RouteLine } from '../../../components/fleet/RouteLine';
import { useDisplay } from '../../../i18n/useDisplay';
import { trpc } from '../../../trpc';
import { en } from '@energy/i18n/messages/en/screens';
import { useTranslation } from 'react-i18next';

/** The map and its country outlines load only when a route opens (the first page stays small). */
const RouteMap = lazy(() => import('../../../components/fleet/RouteMap/RouteMap'));

/** The English texts (tests read them); the modal speaks the user's language. */
export const ROUTE_TEXTS = {
  title: (job: Pick<TJob, 'title'>) => en.fleet.tracking.trackJob.replace('{title}', job.title),
  loading: en.fleet.tracking.routeLoading,
  loadingMap: en.fleet.tracking.mapLoading,
  loadFailed: en.fleet.tracking.routeLoadFailed,
  noPositions: en.fleet.tracking.noPositions,
} as const;

/**
 * Track (spec 001, Live Job Tracking): the job's route on a map drawn in the browser (no map service): every
 * position reported, the origin and destination, the last update and the distance driven. It follows new
 * positions live: a position raises a job event, and LiveInvalidation refetches the job router's queries.
 */
export function JobRouteModal({
  job,
  onClose,
  refetchInterval = false,
}: {
  job: TJob | null;
  onClose: () => void;
  refetchInterval?: number | false;
}) {
  // The screen's 30-second fallback applies here too, where the live-job-tracking flag asks for it.
  const route = trpc.job.positions.useQuery({ jobId: job?.id ?? '' }, { enabled: job !== null, refetchInterval });
  const data = route.data?.jobId === job?.id ? route.data : undefined;
  const last = data?.positions.at(-1);
  const { t } = useTranslation();
  const display = useDisplay();
  return (
    <DeferredModal
      opened={job !== null}
      onClose={onClose}
      title={job ? t('fleet.tracking.trackJob', { title: job.title }) : ''}
      size="xl"
    >
      {job && (
        <Stack gap="md">
          <RouteLine origin={job.origin} destination={job.destination} />
          {route.isError && (
            <Alert color="red" title={t('fleet.tracking.routeLoadFailed')}>
              {route.error.message}
            </Alert>
          )}
          {!data && !route.isError && (
            <Center py="xl">
              <Loader role="status" aria-label={t('fleet.tracking.routeLoading')} />
            </Center>
          )}
          {data && (
            <>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                <Fact label={t('fleet.tracking.origin')}>{data.origin}</Fact>
                <Fact label={t('fleet.tracking.destination')}>{data.destination}</Fact>
                <Fact label={t('fleet.tracking.lastUpdate')}>{display.dateTime(data.lastUpdate)}</Fact>
                <Fact label={t('fleet.tracking.distanceDriven')}>
                  {formatDistance(data.distanceMeters, display.locale)}
                </Fact>
              </SimpleGrid>
              {last ? (
                <>
                  <Text size="sm" aria-live="polite">
                    {t('fleet.tracking.lastPosition', {
                      place: last.text ?? `${last.lat}, ${last.lng}`,
                      latitude: last.lat,
                      longitude: last.lng,
                      time: display.dateTime(last.recordedAt),
                    })}
                    {t('fleet.tracking.positionsReported', { count: data.positions.length })}
                  </Text>
                  <Suspense
                    fallback={
                      <Center py="xl">
                        <Loader role="status" aria-label={t('fleet.tracking.mapLoading')} />
                      </Center>
                    }
                  >
                    <RouteMap route={data} />
                  </Suspense>
                </>
              ) : (
                <Text c="dimmed">{t('fleet.tracking.noPositions')}</Text>
              )}
            </>
          )}
        </Stack>
      )}
    </DeferredModal>
  );
}
