import type { TContract } from '@energy/domain/schemas/contract';
import { Group, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../../i18n/useDisplay';
import { useLabels } from '../../../i18n/labels';
import { RaiseDisputeButton } from '../../../components/admin/RaiseDisputeButton';
import { PaymentProgress } from '../../../components/procurement/PaymentProgress';
import { StatusBadge } from '../../../components/StatusBadge';
import { ContractDocumentsTab } from './ContractDocumentsTab';
import { ContractSignaturesPanel } from './ContractSignaturesPanel';
import { ContractSettlementsTab } from './ContractSettlementsTab';
import { OrgName } from '../../../components/admin/OrgName';
import { Fact } from '../../../components/Fact';
import { DeliveryTermsFacts } from '../../../components/procurement/DeliveryTermsFacts';
import { ContractPricing } from './ContractPricing';
import { unitPriceText } from '../../../components/procurement/FormulaText';

function Overview({ contract }: { contract: TContract }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const labels = useLabels();
  const money = (minor: number) => display.money(minor, contract.currency);
  const terms = contract.paymentTerms;
  const [first, second] = contract.awaitingSignatures.map((party) => t('procurement.contracts.theParty', { party }));
  const awaited = first && second ? t('procurement.contracts.both', { first, second }) : first;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Fact caps label={t('procurement.contracts.contractNumber')}>
          {contract.contractNumber}
        </Fact>
        <Fact caps label={t('procurement.fields.rfq')}>{`${contract.rfqNumber} — ${contract.title}`}</Fact>
        <Fact caps label={t('procurement.fields.buyer')}>
          <OrgName name={contract.buyerOrgName} verified={contract.buyerOrgVerified} />
        </Fact>
        <Fact caps label={t('procurement.fields.supplier')}>
          <OrgName name={contract.supplierOrgName} verified={contract.supplierOrgVerified} />
        </Fact>
        {contract.pricing.type === 'fixed' && contract.unitPrice !== null && (
          <Fact caps label={t('procurement.fields.unitPrice')}>
            {unitPriceText(display, contract.unitPrice, contract.currency)}
          </Fact>
        )}
        <Fact caps label={t('procurement.contracts.totalValue')}>
          {money(contract.totalValue)}
        </Fact>
        <Fact caps label={t('procurement.contracts.amountPaid')}>
          {money(contract.amountPaid)}
        </Fact>
        <Fact caps label={t('procurement.contracts.amountDue')}>
          {money(contract.amountDue)}
        </Fact>
        <Fact caps label={t('procurement.fields.paymentTerms')}>
          {t('procurement.contracts.paymentTerms', {
            method: labels.of('paymentMethod', terms.method),
            days: terms.daysToPayment,
            advance: terms.advancePayment,
          })}
        </Fact>
        <Fact caps label={t('procurement.fields.status')}>
          <Group gap="xs">
            <StatusBadge status={contract.status} />
            <StatusBadge status={contract.settlementStatus} variant="outline" />
          </Group>
        </Fact>
        <Fact caps label={t('procurement.contracts.signed')}>
          {contract.signedAt
            ? display.date(contract.signedAt)
            : awaited
              ? t('procurement.contracts.notSignedAwaiting', { parties: awaited })
              : t('procurement.contracts.notSigned')}
        </Fact>
        {contract.paymentReference && (
          <Fact caps label={t('procurement.contracts.paymentReference')}>
            {contract.paymentReference}
          </Fact>
        )}
      </SimpleGrid>
      {contract.pricing.type === 'formula' && <ContractPricing contract={contract} pricing={contract.pricing} />}
      <DeliveryTermsFacts terms={contract} currency={contract.currency} markDefaults />
      <ContractSignaturesPanel contract={contract} />
      <PaymentProgress amountPaid={contract.amountPaid} totalValue={contract.totalValue} currency={contract.currency} />
      <Group justify="flex-end">
        <RaiseDisputeButton
          relatedEntityType="contract"
          relatedEntityId={contract.id}
          label={contract.contractNumber}
        />
      </Group>
    </Stack>
  );
}

interface ContractDetailModalProps {
  contract: TContract | null;
  onClose: () => void;
}

/** Overview, Settlements and Documents tabs (spec 001 §2). */
export function ContractDetailModal({ contract, onClose }: ContractDetailModalProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal
      opened={contract !== null}
      onClose={onClose}
      title={
        contract
          ? t('procurement.contracts.detailTitle', { contractNumber: contract.contractNumber })
          : t('procurement.contracts.detailTitleEmpty')
      }
      size="xl"
    >
      {contract && (
        <Tabs defaultValue="overview" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="overview">{t('procurement.contracts.overview')}</Tabs.Tab>
            <Tabs.Tab value="settlements">{t('procurement.contracts.settlements')}</Tabs.Tab>
            <Tabs.Tab value="documents">{t('procurement.contracts.documents')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview">
            <Overview contract={contract} />
          </Tabs.Panel>
          <Tabs.Panel value="settlements">
            <ContractSettlementsTab contract={contract} />
          </Tabs.Panel>
          <Tabs.Panel value="documents">
            <ContractDocumentsTab contract={contract} />
          </Tabs.Panel>
        </Tabs>
      )}
    </DeferredModal>
  );
}
