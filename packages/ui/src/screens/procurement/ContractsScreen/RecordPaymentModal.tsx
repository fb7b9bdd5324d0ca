import { ZRecordSettlementInput, type TSettlement } from '@energy/domain/schemas/contract';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../../i18n/useDisplay';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';

/** The notices, as catalogue keys (recordedText and refundRecordedText take {reference}). */
export const RECORD_PAYMENT_NOTICES = {
  recorded: 'procurement.recordPayment.recorded',
  recordedText: 'procurement.recordPayment.recordedText',
  refundRecordedText: 'procurement.recordPayment.refundRecordedText',
  failed: 'procurement.recordPayment.failed',
  failedFallback: 'procurement.recordPayment.failedFallback',
} as const;

const resolveReference = schemaResolver(ZRecordSettlementInput, { sync: true });

/** A negative settlement is a refund the supplier owes: the buyer's finance records it received. */
const isRefund = (settlement: TSettlement) => settlement.amount < 0;
const titleOf = (settlement: TSettlement) =>
  isRefund(settlement) ? 'procurement.recordPayment.refundTitle' : 'procurement.recordPayment.title';

function RecordPaymentForm({ settlement, onRecorded }: { settlement: TSettlement; onRecorded: () => void }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const utils = trpc.useUtils();
  const form = useForm({
    initialValues: { reference: '' },
    validate: (values) => resolveReference({ settlementId: settlement.id, ...values }),
  });
  const record = trpc.settlement.recordPaid.useMutation({
    onSuccess: (_settled, { reference }) => {
      showNotice({
        title: t(RECORD_PAYMENT_NOTICES.recorded),
        message: t(
          isRefund(settlement) ? RECORD_PAYMENT_NOTICES.refundRecordedText : RECORD_PAYMENT_NOTICES.recordedText,
          { reference },
        ),
      });
      void utils.contract.invalidate();
      void utils.settlement.dashboard.invalidate();
      onRecorded();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, ['reference']));
      showNotice({
        title: t(RECORD_PAYMENT_NOTICES.failed),
        message: failureMessage(error, t(RECORD_PAYMENT_NOTICES.failedFallback)),
        variant: 'destructive',
      });
    },
  });
  // The fields' input props, read before the markup (field names are not texts).
  const inputs = {
    reference: form.getInputProps('reference'),
  };
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ reference }) => record.mutate({ settlementId: settlement.id, reference }))}
    >
      <Stack>
        <Text size="sm">{`${settlement.description}: ${
          isRefund(settlement)
            ? t('procurement.formula.credit', { amount: display.money(-settlement.amount, settlement.currency) })
            : display.money(settlement.amount, settlement.currency)
        }`}</Text>
        <TextInput label={t('procurement.recordPayment.reference')} withAsterisk {...inputs.reference} />
        <Group justify="flex-end">
          <Button type="submit" loading={record.isPending}>
            {t(titleOf(settlement))}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Finance records that a settlement was paid, with the bank's reference. */
export function RecordPaymentModal({ settlement, onClose }: { settlement: TSettlement | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DeferredModal
      opened={settlement !== null}
      onClose={onClose}
      title={t(settlement ? titleOf(settlement) : 'procurement.recordPayment.title')}
    >
      {settlement && <RecordPaymentForm settlement={settlement} onRecorded={onClose} />}
    </DeferredModal>
  );
}
