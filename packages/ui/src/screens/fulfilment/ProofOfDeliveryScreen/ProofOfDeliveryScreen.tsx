import { Alert, Center, EmptyState, Group, Loader, Stack, Text } from '@mantine/core';
import { IconClipboardCheck, IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { SubmitPodModal } from '../../../components/fulfilment/SubmitPodModal';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { LoadMore } from '../../../components/paging/LoadMore';
import { trpc } from '../../../trpc';
import { AwaitingPodCard, PodSection, SubmittedProofs } from './PodSections';
import { PageHeading } from '../../../components/PageHeading';

export const POD_SCREEN_TEXTS = {
  title: 'Proof of Delivery',
  subtitle: 'Record who received each delivery, and review the proofs already signed.',
  loading: 'Loading deliveries...',
  loadFailed: 'Failed to load deliveries',
  awaiting: 'Awaiting Proof of Delivery',
  noneAwaiting: 'Nothing awaiting proof of delivery',
  noneAwaitingText: 'Delivered shipments will appear here until their proof of delivery is submitted.',
  submitted: 'Submitted Proofs',
  noneSubmitted: 'No proofs of delivery yet',
  noneSubmittedText: 'Proofs of delivery will appear here once recipients sign for their goods.',
} as const;

/** /pod (supplier and logistics): delivered shipments to sign off, and the proofs already submitted. */
export function ProofOfDeliveryScreen() {
  const shipments = usePagedList(trpc.shipment.list.useInfiniteQuery({}, PAGED_QUERY));
  const [podShipmentId, setPodShipmentId] = useState<string | null>(null);
  const list = shipments.items;
  const awaiting = list.filter((shipment) => shipment.status === 'delivered');
  const submitted = list.filter((shipment) => shipment.status === 'pod_confirmed');
  const podShipment = awaiting.find((shipment) => shipment.id === podShipmentId) ?? null;

  let body;
  if (shipments.isPending) {
    body = (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{POD_SCREEN_TEXTS.loading}</Text>
        </Group>
      </Center>
    );
  } else if (shipments.isError) {
    body = (
      <Alert color="red" title={POD_SCREEN_TEXTS.loadFailed}>
        {shipments.error.message}
      </Alert>
    );
  } else {
    body = (
      <>
        <PodSection title={POD_SCREEN_TEXTS.awaiting} count={awaiting.length}>
          {awaiting.length === 0 ? (
            <EmptyState
              icon={<IconPackage size={32} />}
              title={POD_SCREEN_TEXTS.noneAwaiting}
              description={POD_SCREEN_TEXTS.noneAwaitingText}
            />
          ) : (
            awaiting.map((shipment) => (
              <AwaitingPodCard
                key={shipment.id}
                shipment={shipment}
                onSubmitPod={(chosen) => setPodShipmentId(chosen.id)}
              />
            ))
          )}
        </PodSection>
        <PodSection title={POD_SCREEN_TEXTS.submitted} count={submitted.length}>
          {submitted.length === 0 ? (
            <EmptyState
              icon={<IconClipboardCheck size={32} />}
              title={POD_SCREEN_TEXTS.noneSubmitted}
              description={POD_SCREEN_TEXTS.noneSubmittedText}
            />
          ) : (
            <SubmittedProofs shipments={submitted} />
          )}
        </PodSection>
        <LoadMore list={shipments} />
      </>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeading title={POD_SCREEN_TEXTS.title} subtitle={POD_SCREEN_TEXTS.subtitle} />
      {body}
      <SubmitPodModal shipment={podShipment} onClose={() => setPodShipmentId(null)} />
    </Stack>
  );
}
