import { formatMoney } from '@energy/domain/money';
import { formatShortDate } from '@energy/domain/dates';
import type { TPayment } from '@energy/domain/schemas/fulfilment';
import { Divider, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../components/fulfilment/dateTime';
import { EscrowRelease, ESCROW_TEXTS } from '../../../components/fulfilment/EscrowRelease';
import { StatusBadge, statusLabel } from '../../../components/StatusBadge';
import { methodLabel } from '../../../components/fulfilment/moneyTotals';
import { OrgName } from '../../../components/admin/OrgName';
import { Fact } from '../../../components/Fact';

function LedgerTable({ payment }: { payment: TPayment }) {
  if (payment.ledger.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No ledger entries yet: money moves once the payment is processed.
      </Text>
    );
  }
  return (
    <Table striped aria-label="Ledger entries">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Type</Table.Th>
          <Table.Th>Debit Account</Table.Th>
          <Table.Th>Credit Account</Table.Th>
          <Table.Th>Amount</Table.Th>
          <Table.Th>Time</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {payment.ledger.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>{statusLabel(entry.entryType)}</Table.Td>
            <Table.Td>{entry.debitAccountName}</Table.Td>
            <Table.Td>{entry.creditAccountName}</Table.Td>
            <Table.Td>{formatMoney(entry.amount, payment.currency)}</Table.Td>
            <Table.Td>{formatDateTime(entry.createdAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A payment's facts and its double-entry ledger: capture into escrow, release to the payee, refunds. */
export function PaymentDetailModal({ payment, onClose }: { payment: TPayment | null; onClose: () => void }) {
  return (
    <Modal
      opened={payment !== null}
      onClose={onClose}
      title={payment ? `Payment ${payment.paymentNumber}` : 'Payment'}
      size="xl"
    >
      {payment && (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Fact label="Order">{payment.orderNumber}</Fact>
            <Fact label="Amount">{formatMoney(payment.amount, payment.currency)}</Fact>
            <Fact label="Status">
              <StatusBadge status={payment.status} />
            </Fact>
            <Fact label="Payer">
              <OrgName name={payment.payerOrg.name} verified={payment.payerOrg.verified} />
            </Fact>
            <Fact label="Payee">
              <OrgName name={payment.payeeOrg.name} verified={payment.payeeOrg.verified} />
            </Fact>
            <Fact label="Method">{methodLabel(payment.paymentMethod)}</Fact>
            <Fact label="Reference">{payment.providerReference ?? '—'}</Fact>
            <Fact label="Created">{formatShortDate(payment.createdAt)}</Fact>
            <Fact label={ESCROW_TEXTS.column}>
              <EscrowRelease escrow={payment.escrow} />
            </Fact>
          </SimpleGrid>
          <Text size="sm">{payment.description}</Text>
          {payment.failureReason && (
            <Text size="sm" c="red">
              {payment.failureReason}
            </Text>
          )}
          <Divider label="Ledger" labelPosition="left" />
          <LedgerTable payment={payment} />
        </Stack>
      )}
    </Modal>
  );
}
