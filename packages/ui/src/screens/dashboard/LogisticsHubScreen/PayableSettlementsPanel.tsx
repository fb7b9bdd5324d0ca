import type { TPayableSettlement } from '@energy/domain/schemas/contract';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canDo } from '../../../components/allowedActions';
import { ConfirmActionModal } from '../../../components/confirm/ConfirmActionModal';
import { failureMessage } from '../../../components/errors/serverFailure';
import { NotReceivedButton } from '../../../components/procurement/NotReceivedButton';
import { LazyNotReceivedDialog } from '../../../components/procurement/lazyProcurementDialogs';
import { showNotice } from '../../../components/notices';
import { StatusBadge } from '../../../components/StatusBadge';
import { useDisplay } from '../../../i18n/useDisplay';
import { trpc } from '../../../trpc';
import { DashboardPanel, DashboardTable } from '../shared/DashboardFrame';

/** The panel's texts, as catalogue keys (tests read the English through them). */
export const PAYABLE_TEXTS = {
  title: 'dashboard.logistics.payable.title',
  none: 'dashboard.logistics.payable.none',
  loadFailed: 'dashboard.logistics.payable.loadFailed',
  contract: 'dashboard.logistics.payable.contract',
  payer: 'dashboard.logistics.payable.payer',
  amount: 'dashboard.logistics.payable.amount',
  dueDate: 'dashboard.logistics.payable.dueDate',
  status: 'dashboard.logistics.payable.status',
  reference: 'dashboard.logistics.payable.reference',
  actions: 'dashboard.logistics.payable.actions',
  notRecorded: 'dashboard.logistics.payable.notRecorded',
  settledOn: 'dashboard.logistics.payable.settledOn',
  confirm: 'dashboard.logistics.payable.confirm',
  confirmLabel: 'dashboard.logistics.payable.confirmLabel',
  confirmTitle: 'dashboard.logistics.payable.confirmTitle',
  confirmEffects: 'dashboard.logistics.payable.confirmEffects',
  confirmed: 'dashboard.logistics.payable.confirmed',
  confirmedText: 'dashboard.logistics.payable.confirmedText',
  confirmFailed: 'dashboard.logistics.payable.confirmFailed',
  rejectLabel: 'dashboard.logistics.payable.rejectLabel',
  rejectEffects: 'dashboard.logistics.payable.rejectEffects',
  rejectedText: 'dashboard.logistics.payable.rejectedText',
  failedFallback: 'dashboard.logistics.payable.failedFallback',
} as const;

/** The figures every text about a line names: its amount, its payer, its contract and the payer's reference. */
function useLineValues() {
  const display = useDisplay();
  return (line: TPayableSettlement) => ({
    amount: display.money(line.amount, line.currency),
    payer: line.payerName,
    contract: line.contractNumber,
    reference: line.reference ?? '—',
  });
}

/**
 * Asks for the payable settlements together with the dashboard's own figures (in the same request), not once the
 * figures have drawn this panel; the dashboard calling it is not re-rendered by their answer.
 */
export function usePayableSettlementsStarted(): void {
  trpc.settlement.payable.useQuery(undefined, { notifyOnChangeProps: [] });
}

/**
 * The settlements payable to the caller's organization by name (a carrier's demurrage, settlement.payable), which it
 * does not see through any contract: the contract's number, the payer, the amount and its state. A payment the
 * buyer's finance recorded as made outside the platform is confirmed once it arrived (asked first: it settles the
 * line) or reported not received with a reason, each where the server lists the verb on the line.
 */
export function PayableSettlementsPanel() {
  const { t } = useTranslation();
  const display = useDisplay();
  const valuesOf = useLineValues();
  const utils = trpc.useUtils();
  const payable = trpc.settlement.payable.useQuery();
  const [confirming, setConfirming] = useState<TPayableSettlement | null>(null);
  const [rejecting, setRejecting] = useState<TPayableSettlement | null>(null);
  const confirm = trpc.settlement.confirm.useMutation({
    onSuccess: () => {
      if (confirming)
        showNotice({
          title: t(PAYABLE_TEXTS.confirmed),
          message: t(PAYABLE_TEXTS.confirmedText, valuesOf(confirming)),
        });
      setConfirming(null);
      void utils.settlement.payable.invalidate();
    },
    onError: (error) => {
      setConfirming(null);
      showNotice({
        title: t(PAYABLE_TEXTS.confirmFailed),
        message: failureMessage(error, t(PAYABLE_TEXTS.failedFallback)),
        variant: 'destructive',
      });
    },
  });

  let body;
  if (payable.isPending)
    body = (
      <Center py="md">
        <Loader size="sm" aria-label={t(PAYABLE_TEXTS.title)} />
      </Center>
    );
  else if (payable.isError)
    body = (
      <Alert color="red" title={t(PAYABLE_TEXTS.loadFailed)}>
        {failureMessage(payable.error, t(PAYABLE_TEXTS.loadFailed))}
      </Alert>
    );
  else
    body = (
      <DashboardTable
        rows={payable.data}
        columns={[
          { header: t(PAYABLE_TEXTS.contract), cell: (line) => line.contractNumber },
          { header: t(PAYABLE_TEXTS.payer), cell: (line) => line.payerName },
          { header: t(PAYABLE_TEXTS.amount), cell: (line) => display.money(line.amount, line.currency) },
          { header: t(PAYABLE_TEXTS.dueDate), cell: (line) => display.date(line.dueDate) },
          {
            header: t(PAYABLE_TEXTS.status),
            cell: (line) => (
              <Stack gap={2}>
                <StatusBadge status={line.status} />
                {/* Why there is nothing to confirm: the server offers Confirm once the payer has recorded it. */}
                {!line.settledAt && !canDo(line, 'settlement.confirm') && (
                  <Text size="xs" c="dimmed">
                    {t(PAYABLE_TEXTS.notRecorded)}
                  </Text>
                )}
                {line.settledAt && (
                  <Text size="xs" c="dimmed">
                    {t(PAYABLE_TEXTS.settledOn, { date: display.date(line.settledAt) })}
                  </Text>
                )}
              </Stack>
            ),
          },
          { header: t(PAYABLE_TEXTS.reference), cell: (line) => line.reference ?? '—' },
          {
            header: t(PAYABLE_TEXTS.actions),
            cell: (line) => (
              <Group gap="xs" wrap="nowrap">
                {canDo(line, 'settlement.confirm') && (
                  <Button
                    size="xs"
                    aria-label={t(PAYABLE_TEXTS.confirmLabel, valuesOf(line))}
                    onClick={() => setConfirming(line)}
                  >
                    {t(PAYABLE_TEXTS.confirm)}
                  </Button>
                )}
                <NotReceivedButton
                  settlement={line}
                  label={t(PAYABLE_TEXTS.rejectLabel, valuesOf(line))}
                  onClick={() => setRejecting(line)}
                />
              </Group>
            ),
          },
        ]}
      />
    );

  return (
    <>
      <DashboardPanel
        title={t(PAYABLE_TEXTS.title)}
        empty={payable.isSuccess && payable.data.length === 0 && t(PAYABLE_TEXTS.none)}
      >
        {body}
      </DashboardPanel>
      <ConfirmActionModal
        opened={confirming !== null}
        title={t(PAYABLE_TEXTS.confirmTitle)}
        confirmLabel={t(PAYABLE_TEXTS.confirm)}
        pending={confirm.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && confirm.mutate({ settlementId: confirming.id })}
      >
        {confirming && <Text>{t(PAYABLE_TEXTS.confirmEffects, valuesOf(confirming))}</Text>}
      </ConfirmActionModal>
      <LazyNotReceivedDialog
        subject={
          rejecting && {
            settlementId: rejecting.id,
            effects: t(PAYABLE_TEXTS.rejectEffects, valuesOf(rejecting)),
            reportedText: t(PAYABLE_TEXTS.rejectedText, valuesOf(rejecting)),
            failedFallback: t(PAYABLE_TEXTS.failedFallback),
          }
        }
        onClose={() => setRejecting(null)}
        onReported={() => {
          setRejecting(null);
          void utils.settlement.payable.invalidate();
        }}
      />
    </>
  );
}
