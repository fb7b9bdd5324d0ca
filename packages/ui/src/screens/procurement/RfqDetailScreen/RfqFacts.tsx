import { PRODUCT_TYPE_LABELS } from '@energy/domain/constants';
import { formatQuantity } from '@energy/domain/money';
import { formatLongDate } from '@energy/domain/dates';
import type { TRfq } from '@energy/domain/schemas/rfq';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { OrgName } from '../../../components/admin/OrgName';
import { Fact } from '../../../components/Fact';

/** The RFQ's own fields (spec 000 §3). */
export function RfqFacts({ rfq }: { rfq: TRfq }) {
  return (
    <Stack>
      {rfq.description && <Text>{rfq.description}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Fact caps label="Buyer">
          <OrgName name={rfq.buyerOrgName} verified={rfq.buyerOrgVerified} />
        </Fact>
        <Fact caps label="Product Type">
          {PRODUCT_TYPE_LABELS[rfq.productType]}
        </Fact>
        {rfq.refinedProductType && (
          <Fact caps label="Refined Product Type">
            {rfq.refinedProductType}
          </Fact>
        )}
        <Fact caps label="Quantity">{`${formatQuantity(rfq.quantity)} ${rfq.unit}`}</Fact>
        <Fact caps label="Delivery Location">
          {rfq.deliveryLocation}
        </Fact>
        <Fact caps label="Delivery Date">
          {formatLongDate(rfq.deliveryDate)}
        </Fact>
        <Fact caps label="Close Date">
          {formatLongDate(rfq.closeDate)}
        </Fact>
        <Fact caps label="Bids">
          {rfq.sealedBids ? 'Sealed' : 'Open'}
        </Fact>
      </SimpleGrid>
    </Stack>
  );
}
