import { ZRejectSettlementInput } from '@energy/domain/schemas/contract';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../errors/serverFailure';
import { FormDialog, useDirtyForm } from '../forms/FormDialog';
import { useForm } from '../forms/useForm';
import { showNotice } from '../notices';
import { serverFieldErrors } from '../serverErrors';
import { trpc } from '../../trpc';
import { NOT_RECEIVED_TEXTS, type NotReceivedSubject } from './NotReceivedButton';

export { NOT_RECEIVED_TEXTS, NotReceivedButton, type NotReceivedSubject } from './NotReceivedButton';

const resolveRejection = schemaResolver(ZRejectSettlementInput, { sync: true });

function NotReceivedForm({ subject, onReported }: { subject: NotReceivedSubject; onReported: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { reason: '' },
    validate: (input) => resolveRejection({ settlementId: subject.settlementId, ...input }),
  });
  useDirtyForm(form.isDirty());
  const reject = trpc.settlement.reject.useMutation({
    onSuccess: () => {
      showNotice({ title: t(NOT_RECEIVED_TEXTS.reported), message: subject.reportedText });
      onReported();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, ['reason']));
      showNotice({
        title: t(NOT_RECEIVED_TEXTS.failed),
        message: failureMessage(error, subject.failedFallback, { reason: t(NOT_RECEIVED_TEXTS.reason) }),
        variant: 'destructive',
      });
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ reason }) => reject.mutate({ settlementId: subject.settlementId, reason }))}
    >
      <Stack>
        <Text size="sm">{subject.effects}</Text>
        <TextInput
          label={t(NOT_RECEIVED_TEXTS.reason)}
          description={t(NOT_RECEIVED_TEXTS.reasonHint)}
          maxLength={500}
          withAsterisk
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button type="submit" color="red" loading={reject.isPending}>
            {t(NOT_RECEIVED_TEXTS.submit)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The payee says a payment the payer recorded as made outside the platform did not arrive, with a required reason
 * (settlement.reject): the settlement is pending again, without its reference. `onReported` refreshes the screen's
 * lists and closes the dialog.
 */
export function NotReceivedDialog({
  subject,
  onClose,
  onReported,
}: {
  subject: NotReceivedSubject | null;
  onClose: () => void;
  onReported: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog opened={subject !== null} onClose={onClose} title={t(NOT_RECEIVED_TEXTS.title)}>
      {subject && <NotReceivedForm subject={subject} onReported={onReported} />}
    </FormDialog>
  );
}
