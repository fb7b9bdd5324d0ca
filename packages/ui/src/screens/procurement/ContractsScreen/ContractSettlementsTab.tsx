import type { TContract, TSettlement } from '@energy/domain/schemas/contract';
import { Alert, Button, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../../i18n/useDisplay';
import { anyCanDo, canDo } from '../../../components/allowedActions';
import {
  NotReceivedButton,
  NotReceivedDialog,
  NOT_RECEIVED_TEXTS,
} from '../../../components/procurement/NotReceivedDialog';
import { PaymentProgress } from '../../../components/procurement/PaymentProgress';
import { SETTLEMENT_TYPE_LABELS } from '../../../components/procurement/settlementTypes';
import { StatusBadge } from '../../../components/StatusBadge';
import { trpc } from '../../../trpc';
import { RecordPaymentModal } from './RecordPaymentModal';

/**
 * The contract's settlements (a negative price adjustment shows as a credit); Record Payment on those the server lets
 * the caller record as paid; Confirm and Not Received on a payment the payer recorded, where the server lets the payee
 * answer it.
 */
export function ContractSettlementsTab({ contract }: { contract: TContract }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const settlements = trpc.contract.settlements.useQuery({ id: contract.id });
  const [recording, setRecording] = useState<TSettlement | null>(null);
  const [reporting, setReporting] = useState<TSettlement | null>(null);
  const utils = trpc.useUtils();
  const refresh = () =>
    Promise.all([utils.contract.settlements.invalidate({ id: contract.id }), utils.contract.invalidate()]);
  // What the texts about a settlement name: its amount, the contract and the payer's reference.
  const valuesOf = (settlement: TSettlement) => ({
    amount: display.money(settlement.amount, settlement.currency),
    contract: contract.contractNumber,
    reference: settlement.reference ?? '—',
  });
  // The payee confirms a payment the payer recorded as made outside the platform; it counts as paid from then on.
  const confirm = trpc.settlement.confirm.useMutation({ onSuccess: refresh });

  const mayRecord = (settlement: TSettlement) => canDo(settlement, 'settlement.recordPaid');
  const mayConfirm = (settlement: TSettlement) => canDo(settlement, 'settlement.confirm');
  let body;
  if (settlements.isPending)
    body = (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  else if (settlements.isError)
    body = (
      <Alert color="red" title={t('procurement.contractSettlements.loadFailed')}>
        {settlements.error.message}
      </Alert>
    );
  else if (settlements.data.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {t('procurement.contractSettlements.none')}
      </Text>
    );
  else {
    const canRecord = (['settlement.recordPaid', 'settlement.confirm', 'settlement.reject'] as const).some((action) =>
      anyCanDo(settlements.data, action),
    );
    body = (
      <Table.ScrollContainer minWidth={720}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('procurement.contractSettlements.type')}</Table.Th>
              <Table.Th>{t('procurement.contractSettlements.description')}</Table.Th>
              <Table.Th>{t('procurement.contractSettlements.amount')}</Table.Th>
              <Table.Th>{t('procurement.contractSettlements.dueDate')}</Table.Th>
              <Table.Th>{t('procurement.fields.status')}</Table.Th>
              <Table.Th>{t('procurement.contractSettlements.reference')}</Table.Th>
              {canRecord && <Table.Th>{t('procurement.contractSettlements.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {settlements.data.map((settlement) => (
              <Table.Tr key={settlement.id}>
                <Table.Td>{t(SETTLEMENT_TYPE_LABELS[settlement.settlementType])}</Table.Td>
                <Table.Td>
                  {settlement.description}
                  {settlement.payeeOrgId && (
                    <Text size="xs" c="dimmed">
                      {t('procurement.contractSettlements.payableToCarrier')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {settlement.amount < 0
                    ? t('procurement.formula.credit', {
                        amount: display.money(-settlement.amount, settlement.currency),
                      })
                    : display.money(settlement.amount, settlement.currency)}
                </Table.Td>
                <Table.Td>{display.date(settlement.dueDate)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={settlement.status} />
                </Table.Td>
                <Table.Td>{settlement.reference ?? '—'}</Table.Td>
                {canRecord && (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {mayRecord(settlement) && (
                        <Button size="xs" variant="light" onClick={() => setRecording(settlement)}>
                          {t(
                            settlement.amount < 0
                              ? 'procurement.contractSettlements.recordRefund'
                              : 'procurement.contractSettlements.recordPayment',
                          )}
                        </Button>
                      )}
                      {mayConfirm(settlement) && (
                        <Button
                          size="xs"
                          variant="light"
                          loading={confirm.isPending}
                          onClick={() => confirm.mutate({ settlementId: settlement.id })}
                        >
                          {t('procurement.contractSettlements.confirm')}
                        </Button>
                      )}
                      <NotReceivedButton
                        settlement={settlement}
                        label={t(NOT_RECEIVED_TEXTS.label, valuesOf(settlement))}
                        onClick={() => setReporting(settlement)}
                      />
                    </Group>
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
      <NotReceivedDialog
        subject={
          reporting && {
            settlementId: reporting.id,
            effects: t(NOT_RECEIVED_TEXTS.effects, valuesOf(reporting)),
            reportedText: t(NOT_RECEIVED_TEXTS.reportedText, valuesOf(reporting)),
            failedFallback: t(NOT_RECEIVED_TEXTS.failedFallback),
          }
        }
        onClose={() => setReporting(null)}
        onReported={() => {
          setReporting(null);
          void refresh();
        }}
      />
    </Stack>
  );
}
