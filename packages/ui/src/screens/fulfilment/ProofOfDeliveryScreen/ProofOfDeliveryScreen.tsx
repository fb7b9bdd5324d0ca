import { Alert, Center, EmptyState, Group, Loader, Stack, Text } from '@mantine/core';
import { IconClipboardCheck, IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitPodModal } from '../../../components/fulfilment/SubmitPodModal';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { LoadMore } from '../../../components/paging/LoadMore';
import { trpc } from '../../../trpc';
import { AwaitingPodCard, PodSection, SubmittedProofs } from './PodSections';
import { PageHeading } from '../../../components/PageHeading';

/** The screen's texts, as catalogue keys. */
export const POD_SCREEN_TEXTS = {
  title: 'fulfilment.pod.title',
  subtitle: 'fulfilment.pod.subtitle',
  loading: 'fulfilment.pod.loading',
  loadFailed: 'fulfilment.pod.loadFailed',
  awaiting: 'fulfilment.pod.awaiting',
  noneAwaiting: 'fulfilment.pod.noneAwaiting',
  noneAwaitingText: 'fulfilment.pod.noneAwaitingText',
  submitted: 'fulfilment.pod.submitted',
  noneSubmitted: 'fulfilment.pod.noneSubmitted',
  noneSubmittedText: 'fulfilment.pod.noneSubmittedText',
} as const;

/** /pod (supplier and logistics): delivered shipments to sign off, and the proofs already submitted. */
export function ProofOfDeliveryScreen() {
  const { t } = useTranslation();
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
          <Text>{t(POD_SCREEN_TEXTS.loading)}</Text>
        </Group>
      </Center>
    );
  } else if (shipments.isError) {
    body = (
      <Alert color="red" title={t(POD_SCREEN_TEXTS.loadFailed)}>
        {shipments.error.message}
      </Alert>
    );
  } else {
    body = (
      <>
        <PodSection title={t(POD_SCREEN_TEXTS.awaiting)} count={awaiting.length}>
          {awaiting.length === 0 ? (
            <EmptyState
              icon={<IconPackage size={32} />}
              title={t(POD_SCREEN_TEXTS.noneAwaiting)}
              description={t(POD_SCREEN_TEXTS.noneAwaitingText)}
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
        <PodSection title={t(POD_SCREEN_TEXTS.submitted)} count={submitted.length}>
          {submitted.length === 0 ? (
            <EmptyState
              icon={<IconClipboardCheck size={32} />}
              title={t(POD_SCREEN_TEXTS.noneSubmitted)}
              description={t(POD_SCREEN_TEXTS.noneSubmittedText)}
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
      <PageHeading title={t(POD_SCREEN_TEXTS.title)} subtitle={t(POD_SCREEN_TEXTS.subtitle)} />
      {body}
      <SubmitPodModal shipment={podShipment} onClose={() => setPodShipmentId(null)} />
    </Stack>
  );
}
