import { formatMoney } from '@energy/domain/money';
import { formatShortDate } from '@energy/domain/dates';
import { PAYMENT_METHOD_LABELS } from '@energy/domain/schemas/offer';
import type { TContract } from '@energy/domain/schemas/contract';
import { Group, Modal, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { RaiseDisputeButton } from '../../../components/admin/RaiseDisputeButton';
import { PaymentProgress } from '../../../components/procurement/PaymentProgress';
import { StatusBadge } from '../../../components/StatusBadge';
import { ContractDocumentsTab } from './ContractDocumentsTab';
import { ContractSignaturesPanel } from './ContractSignaturesPanel';
import { ContractSettlementsTab } from './ContractSettlementsTab';
import { OrgName } from '../../../components/admin/OrgName';
import { Fact } from '../../../components/Fact';

function Overview({ contract }: { contract: TContract }) {
  const money = (minor: number) => formatMoney(minor, contract.currency);
  const terms = contract.paymentTerms;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Fact caps label="Contract Number">
          {contract.contractNumber}
        </Fact>
        <Fact caps label="RFQ">{`${contract.rfqNumber} — ${contract.title}`}</Fact>
        <Fact caps label="Buyer">
          <OrgName name={contract.buyerOrgName} verified={contract.buyerOrgVerified} />
        </Fact>
        <Fact caps label="Supplier">
          <OrgName name={contract.supplierOrgName} verified={contract.supplierOrgVerified} />
        </Fact>
        <Fact caps label="Total Value">
          {money(contract.totalValue)}
        </Fact>
        <Fact caps label="Amount Paid">
          {money(contract.amountPaid)}
        </Fact>
        <Fact caps label="Amount Due">
          {money(contract.amountDue)}
        </Fact>
        <Fact caps label="Payment Terms">
          {`${PAYMENT_METHOD_LABELS[terms.method]}, ${terms.daysToPayment} days, ${terms.advancePayment}% advance`}
        </Fact>
        <Fact caps label="Status">
          <Group gap="xs">
            <StatusBadge status={contract.status} />
            <StatusBadge status={contract.settlementStatus} variant="outline" />
          </Group>
        </Fact>
        <Fact caps label="Signed">
          {contract.signedAt
            ? formatShortDate(contract.signedAt)
            : contract.awaitingSignatures.length > 0
              ? `Not signed yet: awaiting the ${contract.awaitingSignatures.join(' and the ')}`
              : 'Not signed yet'}
        </Fact>
        {contract.paymentReference && (
          <Fact caps label="Payment Reference">
            {contract.paymentReference}
          </Fact>
        )}
      </SimpleGrid>
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
  return (
    <Modal
      opened={contract !== null}
      onClose={onClose}
      title={contract ? `Contract ${contract.contractNumber}` : 'Contract'}
      size="xl"
    >
      {contract && (
        <Tabs defaultValue="overview" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="overview">Overview</Tabs.Tab>
            <Tabs.Tab value="settlements">Settlements</Tabs.Tab>
            <Tabs.Tab value="documents">Documents</Tabs.Tab>
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
    </Modal>
  );
}
