import { formatMoney, formatShortDate } from '@energy/domain/money';
import type { Role } from '@energy/domain/roles';
import type { TContract } from '@energy/domain/schemas/contract';
import { ActionIcon, Button, Group, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { canDo } from '../../../components/allowedActions';
import { StatusBadge } from '../../../components/StatusBadge';

interface ContractsTableProps {
  contracts: TContract[];
  role: Role | null;
  signingId: string | null;
  onSign: (contract: TContract) => void;
  onView: (contract: TContract) => void;
}

/** A supplier deals with buyers; everyone else looks at the supplier of each contract. */
const counterpartyLabel = (role: Role | null) => (role === 'supplier' ? 'Buyer' : 'Supplier');

export function ContractsTable({ contracts, role, signingId, onSign, onView }: ContractsTableProps) {
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Contract Number</Table.Th>
            <Table.Th>RFQ</Table.Th>
            <Table.Th>{counterpartyLabel(role)}</Table.Th>
            <Table.Th>Total Value</Table.Th>
            <Table.Th>Amount Paid</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Settlement</Table.Th>
            <Table.Th>Signed</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contracts.map((contract) => (
            <Table.Tr key={contract.id}>
              <Table.Td><Text size="sm" fw={500}>{contract.contractNumber}</Text></Table.Td>
              <Table.Td>
                <Text size="sm">{contract.rfqNumber}</Text>
                <Text size="xs" c="dimmed">{contract.title}</Text>
              </Table.Td>
              <Table.Td>{role === 'supplier' ? contract.buyerOrgName : contract.supplierOrgName}</Table.Td>
              <Table.Td>{formatMoney(contract.totalValue, contract.currency)}</Table.Td>
              <Table.Td>{formatMoney(contract.amountPaid, contract.currency)}</Table.Td>
              <Table.Td><StatusBadge status={contract.status} /></Table.Td>
              <Table.Td><StatusBadge status={contract.settlementStatus} variant="outline" /></Table.Td>
              <Table.Td>{contract.signedAt ? formatShortDate(contract.signedAt) : '—'}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={`View ${contract.contractNumber}`} onClick={() => onView(contract)}>
                    <IconEye size={18} />
                  </ActionIcon>
                  {canDo(contract, 'contract.sign') && (
                    <Button size="xs" loading={signingId === contract.id} onClick={() => onSign(contract)}>Sign Contract</Button>
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
