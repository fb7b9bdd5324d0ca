import type { TBid } from '@energy/domain/schemas/fleet';
import { Button, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canDo } from '../../../components/allowedActions';
import { ConfirmActionModal } from '../../../components/confirm/ConfirmActionModal';
import { formatDollars } from '../../../components/fleet/dollars';
import { noticeFailure } from '../../../components/fleet/mutationFailure';
import { QueryState } from '../../../components/fulfilment/QueryState';
import { showNotice } from '../../../components/notices';
import { StatusBadge } from '../../../components/StatusBadge';
import { trpc } from '../../../trpc';
import { OrgName } from '../../../components/admin/OrgName';

/** The bids' texts, as catalogue keys. */
export const BID_TEXTS = {
  loading: 'fulfilment.bids.loading',
  loadFailed: 'fulfilment.bids.loadFailed',
  empty: 'fulfilment.bids.empty',
  emptyText: 'fulfilment.bids.emptyText',
  awarded: 'fulfilment.bids.awarded',
  /** {carrier}, {shipmentNumber} */
  awardedText: 'fulfilment.bids.awardedText',
  awardFailed: 'fulfilment.bids.awardFailed',
  awardFailedFallback: 'fulfilment.bids.awardFailedFallback',
  confirmTitle: 'fulfilment.bids.confirmTitle',
  confirm: 'fulfilment.bids.confirm',
  /** {carrier}, {rate}, {delivery} */
  confirmCommitment: 'fulfilment.bids.confirmCommitment',
  confirmEffects: 'fulfilment.bids.confirmEffects',
} as const;

/** The bids on the supplier's shipment (tender.bids), each with Award where the server lists tender.award. */
export function ShipmentBids({ shipmentId }: { shipmentId: string }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const bids = trpc.tender.bids.useQuery({ shipmentId });
  const award = trpc.tender.award.useMutation({
    onSuccess: (shipment, { bidId }) => {
      const carrier = bids.data?.find((bid) => bid.id === bidId)?.carrier.name ?? shipment.logisticsOrg?.name ?? '';
      showNotice({
        title: t(BID_TEXTS.awarded),
        message: t(BID_TEXTS.awardedText, { carrier, shipmentNumber: shipment.shipmentNumber }),
      });
      void utils.tender.invalidate();
      void utils.order.invalidate();
      void utils.shipment.invalidate();
    },
    onError: noticeFailure(t(BID_TEXTS.awardFailed), t(BID_TEXTS.awardFailedFallback)),
  });
  const list: TBid[] = bids.data ?? [];
  // Awarding commits the shipper to the carrier's rate: it is confirmed first.
  const [confirming, setConfirming] = useState<TBid | null>(null);
  const mayAward = (bid: TBid) => canDo(bid, 'tender.award');
  return (
    <QueryState
      isPending={bids.isPending}
      error={bids.error}
      isEmpty={list.length === 0}
      loadingText={t(BID_TEXTS.loading)}
      errorTitle={t(BID_TEXTS.loadFailed)}
      emptyTitle={t(BID_TEXTS.empty)}
      emptyText={t(BID_TEXTS.emptyText)}
    >
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={t('fulfilment.bids.table')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fulfilment.bids.carrier')}</Table.Th>
              <Table.Th>{t('fulfilment.bids.rate')}</Table.Th>
              <Table.Th>{t('fulfilment.bids.estimatedDelivery')}</Table.Th>
              <Table.Th>{t('fulfilment.fields.notes')}</Table.Th>
              <Table.Th>{t('fulfilment.fields.status')}</Table.Th>
              <Table.Th>
                <Text span size="sm" fw={700}>
                  {t('fulfilment.fields.actions')}
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
                    {mayAward(bid) && (
                      <Button
                        size="xs"
                        aria-label={t('fulfilment.bids.awardTo', { carrier: bid.carrier.name })}
                        loading={award.isPending && award.variables.bidId === bid.id}
                        disabled={award.isPending}
                        onClick={() => setConfirming(bid)}
                      >
                        {t(BID_TEXTS.confirm)}
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
        title={t(BID_TEXTS.confirmTitle)}
        confirmLabel={t(BID_TEXTS.confirm)}
        pending={award.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) award.mutate({ bidId: confirming.id }, { onSettled: () => setConfirming(null) });
        }}
      >
        {confirming && (
          <>
            <Text>
              {t(BID_TEXTS.confirmCommitment, {
                carrier: confirming.carrier.name,
                rate: formatDollars(confirming.proposedRate),
                delivery: confirming.estimatedDeliveryTime,
              })}
            </Text>
            <Text size="sm">{t(BID_TEXTS.confirmEffects)}</Text>
          </>
        )}
      </ConfirmActionModal>
    </QueryState>
  );
}
