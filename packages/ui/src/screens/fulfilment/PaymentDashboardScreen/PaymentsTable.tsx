import { formatMoney, formatShortDate } from '@energy/domain/money';
import type { TPayment } from '@energy/domain/schemas/fulfilment';
import { ActionIcon, Button, Group, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { canDo } from '../../../components/allowedActions';
import { EscrowRelease, ESCROW_TEXTS } from '../../../components/fulfilment/EscrowRelease';
import { StatusBadge } from '../../../components/StatusBadge';
import { methodLabel } from '../../../components/fulfilment/moneyTotals';

interface PaymentsTableProps {
  payments: TPayment[];
  onProcess: (payment: TPayment) => void;
  onView: (payment: TPayment) => void;
}

/** payment.process runs a pending payment, or retries a failed one: the label only says which. */
const processLabel = (payment: TPayment) => (payment.status === 'failed' ? 'Retry' : 'Process');

export function PaymentsTable({ payments, onProcess, onView }: PaymentsTableProps) {
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Payment Number</Table.Th>
            <Table.Th>Payer</Table.Th>
            <Table.Th>Payee</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Method</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>{ESCROW_TEXTS.column}</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => {
            return (
              <Table.Tr key={payment.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>{payment.paymentNumber}</Text>
                  <Text size="xs" c="dimmed">{payment.orderNumber}</Text>
                </Table.Td>
                <Table.Td>{payment.payerOrg.name}</Table.Td>
                <Table.Td>{payment.payeeOrg.name}</Table.Td>
                <Table.Td>{formatMoney(payment.amount, payment.currency)}</Table.Td>
                <Table.Td>{methodLabel(payment.paymentMethod)}</Table.Td>
                <Table.Td><StatusBadge status={payment.status} /></Table.Td>
                <Table.Td><EscrowRelease escrow={payment.escrow} /></Table.Td>
                <Table.Td>{formatShortDate(payment.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {canDo(payment, 'payment.process') && (
                      <Button size="xs" aria-label={`Process ${payment.paymentNumber}`} onClick={() => onProcess(payment)}>{processLabel(payment)}</Button>
                    )}
                    <ActionIcon variant="subtle" aria-label={`View ${payment.paymentNumber}`} onClick={() => onView(payment)}>
                      <IconEye size={18} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
