import { formatMoney } from '@energy/domain/money';
import { ZRecordSettlementInput, type TSettlement } from '@energy/domain/schemas/contract';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';

export const RECORD_PAYMENT_NOTICES = {
  recorded: 'Settlement Recorded',
  recordedText: (reference: string) => `Payment ${reference} has been recorded.`,
  failed: 'Error Recording Settlement',
  failedFallback: 'Failed to record settlement',
} as const;

const resolveReference = schemaResolver(ZRecordSettlementInput, { sync: true });

function RecordPaymentForm({ settlement, onRecorded }: { settlement: TSettlement; onRecorded: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm({
    initialValues: { reference: '' },
    validate: (values) => resolveReference({ settlementId: settlement.id, ...values }),
  });
  const record = trpc.settlement.recordPaid.useMutation({
    onSuccess: (_settled, { reference }) => {
      showNotice({ title: RECORD_PAYMENT_NOTICES.recorded, message: RECORD_PAYMENT_NOTICES.recordedText(reference) });
      void utils.contract.invalidate();
      void utils.settlement.dashboard.invalidate();
      onRecorded();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, ['reference']));
      showNotice({
        title: RECORD_PAYMENT_NOTICES.failed,
        message: failureMessage(error, RECORD_PAYMENT_NOTICES.failedFallback),
        variant: 'destructive',
      });
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ reference }) => record.mutate({ settlementId: settlement.id, reference }))}
    >
      <Stack>
        <Text size="sm">
          {settlement.description}: {formatMoney(settlement.amount, settlement.currency)}
        </Text>
        <TextInput label="Payment Reference" withAsterisk {...form.getInputProps('reference')} />
        <Group justify="flex-end">
          <Button type="submit" loading={record.isPending}>
            Record Payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Finance records that a settlement was paid, with the bank's reference. */
export function RecordPaymentModal({ settlement, onClose }: { settlement: TSettlement | null; onClose: () => void }) {
  return (
    <Modal opened={settlement !== null} onClose={onClose} title="Record Payment">
      {settlement && <RecordPaymentForm settlement={settlement} onRecorded={onClose} />}
    </Modal>
  );
}
