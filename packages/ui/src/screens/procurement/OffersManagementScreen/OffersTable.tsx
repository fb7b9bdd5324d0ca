import { formatMoney, formatShortDate } from '@energy/domain/money';
import type { TOffer } from '@energy/domain/schemas/offer';
import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowsExchange, IconCheck, IconEye, IconTrash } from '@tabler/icons-react';
import { canDo } from '../../../components/allowedActions';
import { deliverySlotsText, pricingBandsText } from '../../../components/procurement/offerText';
import { StatusBadge } from '../../../components/StatusBadge';

export interface OfferActions {
  onAccept: (offer: TOffer) => void;
  onView: (offer: TOffer) => void;
  onCounter: (offer: TOffer) => void;
  onDelete: (offer: TOffer) => void;
}

/** Supplier, Unit Price, Total, Pricing Bands, Delivery Slots, Status, Valid Until, Actions (spec 001 §2).
 * The row's buttons are the verbs the server lists in its allowedActions (withdraw is the supplier's Delete). */
export function OffersTable({ offers, actions }: { offers: TOffer[]; actions: OfferActions }) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Supplier</Table.Th>
            <Table.Th>Unit Price</Table.Th>
            <Table.Th>Total</Table.Th>
            <Table.Th>Pricing Bands</Table.Th>
            <Table.Th>Delivery Slots</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Valid Until</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((offer) => (
            <Table.Tr key={offer.id}>
              <Table.Td>
                <Text size="sm" fw={500}>{offer.supplierName}</Text>
                <Text size="xs" c="dimmed">{offer.rfqNumber}</Text>
              </Table.Td>
              <Table.Td>{formatMoney(offer.unitPrice, offer.currency)}</Table.Td>
              <Table.Td>{formatMoney(offer.totalPrice, offer.currency)}</Table.Td>
              <Table.Td>{pricingBandsText(offer)}</Table.Td>
              <Table.Td>{deliverySlotsText(offer)}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <StatusBadge status={offer.status} />
                  {offer.counter?.status === 'pending' && <Badge color="orange" variant="outline">Counter-offer</Badge>}
                </Group>
              </Table.Td>
              <Table.Td>{formatShortDate(offer.validUntil)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {canDo(offer, 'offer.accept') && (
                    <Tooltip label="Accept">
                      <ActionIcon color="green" variant="subtle" aria-label={`Accept offer from ${offer.supplierName}`} onClick={() => actions.onAccept(offer)}>
                        <IconCheck size={18} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  <Tooltip label="View">
                    <ActionIcon variant="subtle" aria-label={`View offer from ${offer.supplierName}`} onClick={() => actions.onView(offer)}>
                      <IconEye size={18} />
                    </ActionIcon>
                  </Tooltip>
                  {canDo(offer, 'offer.counter') && (
                    <Tooltip label="Counter">
                      <ActionIcon color="orange" variant="subtle" aria-label={`Counter offer from ${offer.supplierName}`} onClick={() => actions.onCounter(offer)}>
                        <IconArrowsExchange size={18} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  {canDo(offer, 'offer.withdraw') && (
                    <Tooltip label="Delete">
                      <ActionIcon color="red" variant="subtle" aria-label={`Delete offer on ${offer.rfqNumber}`} onClick={() => actions.onDelete(offer)}>
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
