import { formatMoney } from '@energy/domain/money';
import { formatShortDate } from '@energy/domain/dates';
import { PAYMENT_METHOD_LABELS } from '@energy/domain/schemas/offer';
import type { TContract } from '@energy/domain/schemas/contract';
import { Group, Modal, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RaiseDisputeButton } from '../../../components/admin/RaiseDisputeButton';
import { PaymentProgress } from '../../../components/procurement/PaymentProgress';
import { StatusBadge } from '../../../components/StatusBadge';
import { ContractDocumentsTab } from './ContractDocumentsTab';
import { ContractSignaturesPanel } from './ContractSignaturesPanel';
import { ContractSettlementsTab } from './ContractSettlementsTab';
import { OrgName } from '../../../components/admin/OrgName';


function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{label}</Text>
      <Text size="sm" component="div">{children}</Text>
    </Stack>
  );
}

function Overview({ contract }: { contract: TContract }) {
  const money = (minor: number) => formatMoney(minor, contract.currency);
  const terms = contract.paymentTerms;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Fact label="Contract Number">{contract.contractNumber}</Fact>
        <Fact label="RFQ">{`${contract.rfqNumber} — ${contract.title}`}</Fact>
        <Fact label="Buyer"><OrgName name={contract.buyerOrgName} verified={contract.buyerOrgVerified} /></Fact>
        <Fact label="Supplier"><OrgName name={contract.supplierOrgName} verified={contract.supplierOrgVerified} /></Fact>
        <Fact label="Total Value">{money(contract.totalValue)}</Fact>
        <Fact label="Amount Paid">{money(contract.amountPaid)}</Fact>
        <Fact label="Amount Due">{money(contract.amountDue)}</Fact>
        <Fact label="Payment Terms">
          {`${PAYMENT_METHOD_LABELS[terms.method]}, ${terms.daysToPayment} days, ${terms.advancePayment}% advance`}
        </Fact>
        <Fact label="Status">
          <Group gap="xs"><StatusBadge status={contract.status} /><StatusBadge status={contract.settlementStatus} variant="outline" /></Group>
        </Fact>
        <Fact label="Signed">
          {contract.signedAt ? formatShortDate(contract.signedAt) : contract.awaitingSignatures.length > 0 ? `Not signed yet: awaiting the ${contract.awaitingSignatures.join(' and the ')}` : 'Not signed yet'}
        </Fact>
        {contract.paymentReference && <Fact label="Payment Reference">{contract.paymentReference}</Fact>}
      </SimpleGrid>
      <ContractSignaturesPanel contract={contract} />
      <PaymentProgress amountPaid={contract.amountPaid} totalValue={contract.totalValue} currency={contract.currency} />
      <Group justify="flex-end"><RaiseDisputeButton relatedEntityType="contract" relatedEntityId={contract.id} label={contract.contractNumber} /></Group>
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
    <Modal opened={contract !== null} onClose={onClose} title={contract ? `Contract ${contract.contractNumber}` : 'Contract'} size="xl">
      {contract && (
        <Tabs defaultValue="overview" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="overview">Overview</Tabs.Tab>
            <Tabs.Tab value="settlements">Settlements</Tabs.Tab>
            <Tabs.Tab value="documents">Documents</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview"><Overview contract={contract} /></Tabs.Panel>
          <Tabs.Panel value="settlements"><ContractSettlementsTab contract={contract} /></Tabs.Panel>
          <Tabs.Panel value="documents">
            <ContractDocumentsTab contract={contract} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}
