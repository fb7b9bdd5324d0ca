import { ZRejectSettlementInput } from '@energy/domain/schemas/contract';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { canDo, type ActionableRow } from '../allowedActions';
import { failureMessage } from '../errors/serverFailure';
import { FormDialog, useDirtyForm } from '../forms/FormDialog';
import { useForm } from '../forms/useForm';
import { showNotice } from '../notices';
import { serverFieldErrors } from '../serverErrors';
import { trpc } from '../../trpc';

/** The texts of reporting a recorded payment not received, as catalogue keys (tests read the English through them). */
export const NOT_RECEIVED_TEXTS = {
  button: 'components.notReceived.button',
  label: 'components.notReceived.label',
  title: 'components.notReceived.title',
  effects: 'components.notReceived.effects',
  reason: 'components.notReceived.reason',
  reasonHint: 'components.notReceived.reasonHint',
  submit: 'components.notReceived.submit',
  reported: 'components.notReceived.reported',
  reportedText: 'components.notReceived.reportedText',
  failed: 'components.notReceived.failed',
  failedFallback: 'components.notReceived.failedFallback',
} as const;

/** The settlement being reported and what the dialog tells about it, already translated by the screen. */
export interface NotReceivedSubject {
  settlementId: string;
  /** What reporting does, naming the amount, the contract and the payer's reference. */
  effects: string;
  /** The notice's text once reported. */
  reportedText: string;
  /** The failure notice's text when the server gives no words of its own. */
  failedFallback: string;
}

/** Not Received on a settlement row, exactly where the server lists settlement.reject in its allowedActions. */
export function NotReceivedButton({
  settlement,
  label,
  onClick,
}: {
  settlement: ActionableRow;
  label: string;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  if (!canDo(settlement, 'settlement.reject')) return null;
  return (
    <Button size="xs" variant="light" color="red" aria-label={label} onClick={onClick}>
      {t(NOT_RECEIVED_TEXTS.button)}
    </Button>
  );
}

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
