import { formatDistance } from '@energy/domain/geo';
import type { TJob } from '@energy/domain/schemas/fleet';
import { Alert, Center, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { browserLocale } from '../../../components/fleet/distance';
import { Fact } from '../../../components/Fact';
import { RouteLine } from '../../../components/fleet/RouteLine';
import { formatDateTime } from '../../../components/fulfilment/dateTime';
import { trpc } from '../../../trpc';

/** The map and its country outlines load only when a route opens (the first page stays small). */
const RouteMap = lazy(() => import('../../../components/fleet/RouteMap/RouteMap'));

export const ROUTE_TEXTS = {
  title: (job: Pick<TJob, 'title'>) => `Track ${job.title}`,
  loading: 'Loading route...',
  loadingMap: 'Loading map...',
  loadFailed: 'Failed to load the route',
  noPositions: "No positions reported yet. The route appears here as the driver's phone or tracker reports them.",
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
  return (
    <Modal opened={job !== null} onClose={onClose} title={job ? ROUTE_TEXTS.title(job) : ''} size="xl">
      {job && (
        <Stack gap="md">
          <RouteLine origin={job.origin} destination={job.destination} />
          {route.isError && (
            <Alert color="red" title={ROUTE_TEXTS.loadFailed}>
              {route.error.message}
            </Alert>
          )}
          {!data && !route.isError && (
            <Center py="xl">
              <Loader aria-label={ROUTE_TEXTS.loading} />
            </Center>
          )}
          {data && (
            <>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                <Fact label="Origin">{data.origin}</Fact>
                <Fact label="Destination">{data.destination}</Fact>
                <Fact label="Last Update">{formatDateTime(data.lastUpdate)}</Fact>
                <Fact label="Distance Driven">{formatDistance(data.distanceMeters, browserLocale())}</Fact>
              </SimpleGrid>
              {last ? (
                <>
                  <Text size="sm" aria-live="polite">
                    {`Last position: ${last.text ?? `${last.lat}, ${last.lng}`} (${last.lat}, ${last.lng}) at ${formatDateTime(last.recordedAt)}`}
                    {` · ${data.positions.length} positions reported`}
                  </Text>
                  <Suspense
                    fallback={
                      <Center py="xl">
                        <Loader aria-label={ROUTE_TEXTS.loadingMap} />
                      </Center>
                    }
                  >
                    <RouteMap route={data} />
                  </Suspense>
                </>
              ) : (
                <Text c="dimmed">{ROUTE_TEXTS.noPositions}</Text>
              )}
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
