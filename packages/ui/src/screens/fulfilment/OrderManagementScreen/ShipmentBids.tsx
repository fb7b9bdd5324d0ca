import type { TBid } from '@energy/domain/schemas/fleet';
import { Button, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { canDo } from '../../../components/allowedActions';
import { ConfirmActionModal } from '../../../components/confirm/ConfirmActionModal';
import { formatDollars } from '../../../components/fleet/dollars';
import { noticeFailure } from '../../../components/fleet/mutationFailure';
import { QueryState } from '../../../components/fulfilment/QueryState';
import { showNotice } from '../../../components/notices';
import { StatusBadge } from '../../../components/StatusBadge';
import { trpc } from '../../../trpc';
import { OrgName } from '../../../components/admin/OrgName';

export const BID_TEXTS = {
  loading: 'Loading bids...',
  loadFailed: 'Failed to load bids',
  empty: 'No bids yet',
  emptyText: "Logistics companies bid until the tender's deadline.",
  awarded: 'Bid Awarded',
  awardedText: (carrier: string, shipmentNumber: string) =>
    `${shipmentNumber} goes to ${carrier}; the other bids are closed.`,
  awardFailed: 'Award Failed',
  awardFailedFallback: 'Failed to award bid.',
  confirmTitle: 'Award this bid?',
  confirm: 'Award',
  confirmCommitment: (carrier: string, rate: string, delivery: string) =>
    `${carrier} carries this shipment at ${rate} (estimated delivery ${delivery}). You commit to paying ${carrier} ${rate} for the transport.`,
  confirmEffects:
    'Its bid is won and every other bid is lost; the shipment is accepted by the carrier and a job is created for it.',
} as const;

/** The bids on the supplier's shipment (tender.bids), each with Award where the server lists tender.award. */
export function ShipmentBids({ shipmentId }: { shipmentId: string }) {
  const utils = trpc.useUtils();
  const bids = trpc.tender.bids.useQuery({ shipmentId });
  const award = trpc.tender.award.useMutation({
    onSuccess: (shipment, { bidId }) => {
      const carrier = bids.data?.find((bid) => bid.id === bidId)?.carrier.name ?? shipment.logisticsOrg?.name ?? '';
      showNotice({ title: BID_TEXTS.awarded, message: BID_TEXTS.awardedText(carrier, shipment.shipmentNumber) });
      void utils.tender.invalidate();
      void utils.order.invalidate();
      void utils.shipment.invalidate();
    },
    onError: noticeFailure(BID_TEXTS.awardFailed, BID_TEXTS.awardFailedFallback),
  });
  const list: TBid[] = bids.data ?? [];
  // Awarding commits the shipper to the carrier's rate: it is confirmed first.
  const [confirming, setConfirming] = useState<TBid | null>(null);
  return (
    <QueryState
      isPending={bids.isPending}
      error={bids.error}
      isEmpty={list.length === 0}
      loadingText={BID_TEXTS.loading}
      errorTitle={BID_TEXTS.loadFailed}
      emptyTitle={BID_TEXTS.empty}
      emptyText={BID_TEXTS.emptyText}
    >
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label="Bids" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Carrier</Table.Th>
              <Table.Th>Rate</Table.Th>
              <Table.Th>Estimated Delivery</Table.Th>
              <Table.Th>Notes</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <Text span size="sm" fw={700}>
                  Actions
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((bid) => (
              <Table.Tr key={bid.id}>
                <Table.Td>
                  <OrgName name={bid.carrier.name} verified={bid.carrier.verified} decision />
                </Table.Td>
                <Table.Td>{formatDollars(bid.proposedRate)}</Table.Td>
                <Table.Td>{bid.estimatedDeliveryTime}</Table.Td>
                <Table.Td>{bid.notes ?? '—'}</Table.Td>
                <Table.Td>
                  <StatusBadge status={bid.status} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={0} align="flex-start">
                    {canDo(bid, 'tender.award') && (
                      <Button
                        size="xs"
                        aria-label={`Award to ${bid.carrier.name}`}
                        loading={award.isPending && award.variables.bidId === bid.id}
                        disabled={award.isPending}
                        onClick={() => setConfirming(bid)}
                      >
                        Award
                      </Button>
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmActionModal
        opened={confirming !== null}
        title={BID_TEXTS.confirmTitle}
        confirmLabel={BID_TEXTS.confirm}
        pending={award.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) award.mutate({ bidId: confirming.id }, { onSettled: () => setConfirming(null) });
        }}
      >
        {confirming && (
          <>
            <Text>
              {BID_TEXTS.confirmCommitment(
                confirming.carrier.name,
                formatDollars(confirming.proposedRate),
                confirming.estimatedDeliveryTime,
              )}
            </Text>
            <Text size="sm">{BID_TEXTS.confirmEffects}</Text>
          </>
        )}
      </ConfirmActionModal>
    </QueryState>
  );
}
