import { formatMoney } from '@energy/domain/money';
import { formatShortDate } from '@energy/domain/dates';
import type { TContract, TSettlement } from '@energy/domain/schemas/contract';
import { Alert, Button, Center, Loader, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { anyCanDo, canDo } from '../../../components/allowedActions';
import { PaymentProgress } from '../../../components/procurement/PaymentProgress';
import { StatusBadge } from '../../../components/StatusBadge';
import { trpc } from '../../../trpc';
import { RecordPaymentModal } from './RecordPaymentModal';

const SETTLEMENT_TYPE_LABELS: Record<TSettlement['settlementType'], string> = {
  advance: 'Advance',
  balance: 'Balance',
};

/** The contract's settlements; Record Payment on those the server lets the caller record as paid. */
export function ContractSettlementsTab({ contract }: { contract: TContract }) {
  const settlements = trpc.contract.settlements.useQuery({ id: contract.id });
  const [recording, setRecording] = useState<TSettlement | null>(null);
  const utils = trpc.useUtils();
  // The payee confirms a payment the payer recorded as made outside the platform; it counts as paid from then on.
  const confirm = trpc.settlement.confirm.useMutation({
    onSuccess: () =>
      Promise.all([utils.contract.settlements.invalidate({ id: contract.id }), utils.contract.invalidate()]),
  });

  let body;
  if (settlements.isPending)
    body = (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  else if (settlements.isError)
    body = (
      <Alert color="red" title="Failed to load settlements">
        {settlements.error.message}
      </Alert>
    );
  else if (settlements.data.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        No settlements scheduled for this contract.
      </Text>
    );
  else {
    const canRecord =
      anyCanDo(settlements.data, 'settlement.recordPaid') || anyCanDo(settlements.data, 'settlement.confirm');
    body = (
      <Table.ScrollContainer minWidth={720}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Type</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Due Date</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Reference</Table.Th>
              {canRecord && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {settlements.data.map((settlement) => (
              <Table.Tr key={settlement.id}>
                <Table.Td>{SETTLEMENT_TYPE_LABELS[settlement.settlementType]}</Table.Td>
                <Table.Td>{settlement.description}</Table.Td>
                <Table.Td>{formatMoney(settlement.amount, settlement.currency)}</Table.Td>
                <Table.Td>{formatShortDate(settlement.dueDate)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={settlement.status} />
                </Table.Td>
                <Table.Td>{settlement.reference ?? '—'}</Table.Td>
                {canRecord && (
                  <Table.Td>
                    {canDo(settlement, 'settlement.recordPaid') && (
                      <Button size="xs" variant="light" onClick={() => setRecording(settlement)}>
                        Record Payment
                      </Button>
                    )}
                    {canDo(settlement, 'settlement.confirm') && (
                      <Button
                        size="xs"
                        variant="light"
                        loading={confirm.isPending}
                        onClick={() => confirm.mutate({ settlementId: settlement.id })}
                      >
                        Confirm
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <Stack>
      <PaymentProgress amountPaid={contract.amountPaid} totalValue={contract.totalValue} currency={contract.currency} />
      {body}
      <RecordPaymentModal settlement={recording} onClose={() => setRecording(null)} />
    </Stack>
  );
}
