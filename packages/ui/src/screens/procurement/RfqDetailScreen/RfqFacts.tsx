import type { TRfq } from '@energy/domain/schemas/rfq';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../../i18n/useDisplay';
import { useLabels } from '../../../i18n/labels';
import { OrgName } from '../../../components/admin/OrgName';
import { Fact } from '../../../components/Fact';
import { DeliveryTermsFacts } from '../../../components/procurement/DeliveryTermsFacts';

/** The RFQ's own fields (spec 000 §3) and the delivery terms it states, the defaults marked. */
export function RfqFacts({ rfq }: { rfq: TRfq }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const labels = useLabels();
  const productType = labels.of('productType', rfq.productType);
  const unit = labels.of('unit', rfq.unit);
  return (
    <Stack>
      {rfq.description && <Text>{rfq.description}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Fact caps label={t('procurement.fields.buyer')}>
          <OrgName name={rfq.buyerOrgName} verified={rfq.buyerOrgVerified} />
        </Fact>
        <Fact caps label={t('procurement.fields.productType')}>
          {productType}
        </Fact>
        {rfq.refinedProductType && (
          <Fact caps label={t('procurement.fields.refinedProductType')}>
            {rfq.refinedProductType}
          </Fact>
        )}
        <Fact caps label={t('procurement.fields.quantity')}>
          {`${display.number(rfq.quantity)} ${unit}`}
        </Fact>
        <Fact caps label={t('procurement.fields.deliveryLocation')}>
          {rfq.deliveryLocation}
        </Fact>
        <Fact caps label={t('procurement.fields.deliveryDate')}>
          {display.longDate(rfq.deliveryDate)}
        </Fact>
        <Fact caps label={t('procurement.fields.closeDate')}>
          {display.longDate(rfq.closeDate)}
        </Fact>
        <Fact caps label={t('procurement.rfqDetail.bids')}>
          {t(rfq.sealedBids ? 'procurement.rfqDetail.sealed' : 'procurement.rfqDetail.open')}
        </Fact>
      </SimpleGrid>
      <DeliveryTermsFacts terms={rfq.deliveryTerms} currency={null} markDefaults />
    </Stack>
  );
}
