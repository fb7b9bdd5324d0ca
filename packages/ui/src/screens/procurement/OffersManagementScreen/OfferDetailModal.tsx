import { formatMoney, formatQuantity } from '@energy/domain/money';
import { formatShortDate } from '@energy/domain/dates';
import { PAYMENT_METHOD_LABELS, type TOffer } from '@energy/domain/schemas/offer';
import { Modal, SimpleGrid, Stack, Table, Tabs, Text } from '@mantine/core';
import { canDo } from '../../../components/allowedActions';
import { CounterOfferResponse } from '../../../components/procurement/CounterOfferResponse';
import { slotText } from '../../../components/procurement/offerText';
import { StatusBadge } from '../../../components/StatusBadge';
import { OrgName } from '../../../components/admin/OrgName';
import { Fact } from '../../../components/Fact';

function Overview({ offer }: { offer: TOffer }) {
  const canAnswerCounter = canDo(offer, 'offer.respondToCounter');
  return (
    <Stack>
      <SimpleGrid cols={2}>
        <Fact caps label="RFQ">{`${offer.rfqNumber} — ${offer.rfqTitle}`}</Fact>
        <Fact caps label="Supplier">
          <OrgName name={offer.supplierName} verified={offer.supplierVerified} decision />
        </Fact>
        <Fact caps label="Unit Price">
          {formatMoney(offer.unitPrice, offer.currency)}
        </Fact>
        <Fact caps label="Total">
          {formatMoney(offer.totalPrice, offer.currency)}
        </Fact>
        <Fact caps label="Valid Until">
          {formatShortDate(offer.validUntil)}
        </Fact>
        <Fact caps label="Status">
          <StatusBadge status={offer.status} />
        </Fact>
      </SimpleGrid>
      {offer.notes && (
        <Fact caps label="Notes">
          {offer.notes}
        </Fact>
      )}
      {offer.counter && !canAnswerCounter && (
        <Fact caps label="Counter-offer">
          {`${formatMoney(offer.counter.unitPrice, offer.currency)} per unit (${offer.counter.status})`}
        </Fact>
      )}
      {canAnswerCounter && <CounterOfferResponse offer={offer} />}
    </Stack>
  );
}

function PricingBands({ offer }: { offer: TOffer }) {
  if (offer.pricingBands.length === 0)
    return <Text size="sm">Single price: {formatMoney(offer.unitPrice, offer.currency)} per unit.</Text>;
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Min Quantity</Table.Th>
          <Table.Th>Max Quantity</Table.Th>
          <Table.Th>Unit Price</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {offer.pricingBands.map((band) => (
          <Table.Tr key={`${band.minQuantity}-${band.maxQuantity}`}>
            <Table.Td>{formatQuantity(band.minQuantity)}</Table.Td>
            <Table.Td>{formatQuantity(band.maxQuantity)}</Table.Td>
            <Table.Td>{formatMoney(band.unitPrice, offer.currency)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function DeliverySlots({ offer }: { offer: TOffer }) {
  if (offer.deliverySlots.length === 0) return <Text size="sm">Flexible: no delivery slots set.</Text>;
  return (
    <Stack gap="xs">
      {offer.deliverySlots.map((slot) => (
        <Text size="sm" key={slot.startTime}>
          {slotText(slot)}
        </Text>
      ))}
    </Stack>
  );
}

function Terms({ offer }: { offer: TOffer }) {
  const { paymentTerms, allocationWindow } = offer;
  return (
    <SimpleGrid cols={2}>
      <Fact caps label="Payment Method">
        {PAYMENT_METHOD_LABELS[paymentTerms.method]}
      </Fact>
      <Fact caps label="Days to Payment">
        {paymentTerms.daysToPayment}
      </Fact>
      <Fact caps label="Advance Payment">{`${paymentTerms.advancePayment}%`}</Fact>
      <Fact caps label="Currency">
        {offer.currency}
      </Fact>
      {allocationWindow && (
        <Fact caps label="Allocation Window">
          {`${slotText(allocationWindow)}, up to ${formatQuantity(allocationWindow.maxAllocation)}`}
        </Fact>
      )}
    </SimpleGrid>
  );
}

/** Offer details in four tabs (spec 001 §2); the supplier answers a pending counter from here too. */
export function OfferDetailModal({ offer, onClose }: { offer: TOffer | null; onClose: () => void }) {
  return (
    <Modal opened={offer !== null} onClose={onClose} title="Offer Details" size="xl">
      {offer && (
        <Tabs defaultValue="overview" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="overview">Overview</Tabs.Tab>
            <Tabs.Tab value="bands">Pricing Bands</Tabs.Tab>
            <Tabs.Tab value="slots">Delivery Slots</Tabs.Tab>
            <Tabs.Tab value="terms">Terms</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview">
            <Overview offer={offer} />
          </Tabs.Panel>
          <Tabs.Panel value="bands">
            <PricingBands offer={offer} />
          </Tabs.Panel>
          <Tabs.Panel value="slots">
            <DeliverySlots offer={offer} />
          </Tabs.Panel>
          <Tabs.Panel value="terms">
            <Terms offer={offer} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}
