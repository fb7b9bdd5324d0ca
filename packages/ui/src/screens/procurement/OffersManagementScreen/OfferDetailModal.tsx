import type { TOffer } from '@energy/domain/schemas/offer';
import { SimpleGrid, Stack, Table, Tabs, Text } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../../i18n/useDisplay';
import { useLabels } from '../../../i18n/labels';
import { canDo } from '../../../components/allowedActions';
import { CounterOfferResponse } from '../../../components/procurement/CounterOfferResponse';
import { slotText } from '../../../components/procurement/offerText';
import { StatusBadge } from '../../../components/StatusBadge';
import { OrgName } from '../../../components/admin/OrgName';
import { Fact } from '../../../components/Fact';
import { DeliveryTermsFacts } from '../../../components/procurement/DeliveryTermsFacts';
import { OfferTotal, OfferUnitPrice } from '../../../components/procurement/IndicativePrice';
import {
  fixedUnitPriceText,
  FormulaText,
  signed,
  targetUnitText,
  useRfqMeasure,
  type TFormulaPricing,
} from '../../../components/procurement/FormulaText';

function Overview({ offer }: { offer: TOffer }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const canAnswerCounter = canDo(offer, 'offer.respondToCounter');
  const measure = useRfqMeasure(offer.rfqId, offer.counter?.differential != null);
  return (
    <Stack>
      <SimpleGrid cols={2}>
        <Fact caps label={t('procurement.fields.rfq')}>
          {`${offer.rfqNumber} — ${offer.rfqTitle}`}
        </Fact>
        <Fact caps label={t('procurement.fields.supplier')}>
          <OrgName name={offer.supplierName} verified={offer.supplierVerified} decision />
        </Fact>
        <Fact caps label={t('procurement.fields.unitPrice')}>
          <OfferUnitPrice offer={offer} />
        </Fact>
        <Fact caps label={t('procurement.fields.total')}>
          <OfferTotal offer={offer} />
        </Fact>
        <Fact caps label={t('procurement.fields.validUntil')}>
          {display.date(offer.validUntil)}
        </Fact>
        <Fact caps label={t('procurement.fields.status')}>
          <StatusBadge status={offer.status} />
        </Fact>
      </SimpleGrid>
      {offer.notes && (
        <Fact caps label={t('procurement.fields.notes')}>
          {offer.notes}
        </Fact>
      )}
      {offer.counter && !canAnswerCounter && (
        <Fact caps label={t('procurement.fields.counterOffer')}>
          {offer.counter.differential !== null
            ? t('procurement.formula.counterDifferential', {
                differential: `${signed(display, offer.counter.differential)} ${targetUnitText(offer.currency, measure)}`,
                status: offer.counter.status,
              })
            : t('procurement.offerDetail.counter', {
                unitPrice: fixedUnitPriceText(display, offer.counter.unitPrice ?? offer.unitPrice, offer.currency),
                status: offer.counter.status,
              })}
        </Fact>
      )}
      {canAnswerCounter && <CounterOfferResponse offer={offer} />}
    </Stack>
  );
}

/** A formula offer's pricing: the formula in words, how its indicative price was computed, and that price. */
function FormulaPricing({ offer, pricing }: { offer: TOffer; pricing: TFormulaPricing }) {
  const { t } = useTranslation();
  const measure = useRfqMeasure(offer.rfqId);
  return (
    <Stack>
      <Fact caps label={t('procurement.formula.formula')}>
        <FormulaText pricing={pricing} currency={offer.currency} measure={measure} basis={offer.priceBasis} />
      </Fact>
      <SimpleGrid cols={2}>
        <Fact caps label={t('procurement.formula.indicativeUnitPrice')}>
          <OfferUnitPrice offer={offer} />
        </Fact>
        <Fact caps label={t('procurement.formula.indicativeTotal')}>
          <OfferTotal offer={offer} />
        </Fact>
      </SimpleGrid>
    </Stack>
  );
}

function PricingBands({ offer }: { offer: TOffer }) {
  const { t } = useTranslation();
  const display = useDisplay();
  if (offer.pricingBands.length === 0)
    return (
      <Text size="sm">
        {t('procurement.offerDetail.singlePrice', {
          unitPrice: fixedUnitPriceText(display, offer.unitPrice, offer.currency),
        })}
      </Text>
    );
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('procurement.fields.minQuantity')}</Table.Th>
          <Table.Th>{t('procurement.fields.maxQuantity')}</Table.Th>
          <Table.Th>{t('procurement.fields.unitPrice')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {offer.pricingBands.map((band) => (
          <Table.Tr key={`${band.minQuantity}-${band.maxQuantity}`}>
            <Table.Td>{display.number(band.minQuantity)}</Table.Td>
            <Table.Td>{display.number(band.maxQuantity)}</Table.Td>
            <Table.Td>{fixedUnitPriceText(display, band.unitPrice, offer.currency)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function DeliverySlots({ offer }: { offer: TOffer }) {
  const { t } = useTranslation();
  const display = useDisplay();
  if (offer.deliverySlots.length === 0) return <Text size="sm">{t('procurement.offerDetail.flexible')}</Text>;
  return (
    <Stack gap="xs">
      {offer.deliverySlots.map((slot) => (
        <Text size="sm" key={slot.startTime}>
          {slotText(display, slot)}
        </Text>
      ))}
    </Stack>
  );
}

function Terms({ offer }: { offer: TOffer }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const labels = useLabels();
  const method = labels.of('paymentMethod', offer.paymentTerms.method);
  const { paymentTerms, allocationWindow } = offer;
  return (
    <Stack>
      <SimpleGrid cols={2}>
        <Fact caps label={t('procurement.fields.paymentMethod')}>
          {method}
        </Fact>
        <Fact caps label={t('procurement.fields.daysToPayment')}>
          {paymentTerms.daysToPayment}
        </Fact>
        <Fact caps label={t('procurement.fields.advancePayment')}>
          {t('procurement.offerDetail.percent', { value: paymentTerms.advancePayment })}
        </Fact>
        <Fact caps label={t('procurement.fields.currency')}>
          {offer.currency}
        </Fact>
        {allocationWindow && (
          <Fact caps label={t('procurement.fields.allocationWindow')}>
            {t('procurement.offerDetail.allocation', {
              window: slotText(display, allocationWindow),
              max: display.number(allocationWindow.maxAllocation),
            })}
          </Fact>
        )}
      </SimpleGrid>
      <DeliveryTermsFacts
        terms={offer.agreedDeliveryTerms}
        currency={offer.currency}
        differing={offer.differingDeliveryTerms}
      />
    </Stack>
  );
}

/** Offer details in four tabs (spec 001 §2), a formula offer's Pricing in place of its bands (issue 30); the supplier answers a pending counter from here too. */
export function OfferDetailModal({ offer, onClose }: { offer: TOffer | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={offer !== null} onClose={onClose} title={t('procurement.offerDetail.title')} size="xl">
      {offer && (
        <Tabs defaultValue="overview" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="overview">{t('procurement.offerDetail.overview')}</Tabs.Tab>
            {offer.pricing.type === 'formula' ? (
              <Tabs.Tab value="pricing">{t('procurement.formula.pricing')}</Tabs.Tab>
            ) : (
              <Tabs.Tab value="bands">{t('procurement.fields.pricingBands')}</Tabs.Tab>
            )}
            <Tabs.Tab value="slots">{t('procurement.fields.deliverySlots')}</Tabs.Tab>
            <Tabs.Tab value="terms">{t('procurement.offerDetail.terms')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview">
            <Overview offer={offer} />
          </Tabs.Panel>
          {offer.pricing.type === 'formula' ? (
            <Tabs.Panel value="pricing">
              <FormulaPricing offer={offer} pricing={offer.pricing} />
            </Tabs.Panel>
          ) : (
            <Tabs.Panel value="bands">
              <PricingBands offer={offer} />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="slots">
            <DeliverySlots offer={offer} />
          </Tabs.Panel>
          <Tabs.Panel value="terms">
            <Terms offer={offer} />
          </Tabs.Panel>
        </Tabs>
      )}
    </DeferredModal>
  );
}
