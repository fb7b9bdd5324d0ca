import { PRODUCT_TYPE_LABELS } from '@energy/domain/constants';
import { formatQuantity } from '@energy/domain/money';
import { formatLongDate } from '@energy/domain/dates';
import type { TRfq } from '@energy/domain/schemas/rfq';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { OrgName } from '../../../components/admin/OrgName';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{label}</Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

/** The RFQ's own fields (spec 000 §3). */
export function RfqFacts({ rfq }: { rfq: TRfq }) {
  return (
    <Stack>
      {rfq.description && <Text>{rfq.description}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Fact label="Buyer"><OrgName name={rfq.buyerOrgName} verified={rfq.buyerOrgVerified} /></Fact>
        <Fact label="Product Type">{PRODUCT_TYPE_LABELS[rfq.productType]}</Fact>
        {rfq.refinedProductType && <Fact label="Refined Product Type">{rfq.refinedProductType}</Fact>}
        <Fact label="Quantity">{`${formatQuantity(rfq.quantity)} ${rfq.unit}`}</Fact>
        <Fact label="Delivery Location">{rfq.deliveryLocation}</Fact>
        <Fact label="Delivery Date">{formatLongDate(rfq.deliveryDate)}</Fact>
        <Fact label="Close Date">{formatLongDate(rfq.closeDate)}</Fact>
        <Fact label="Bids">{rfq.sealedBids ? 'Sealed' : 'Open'}</Fact>
      </SimpleGrid>
    </Stack>
  );
}
