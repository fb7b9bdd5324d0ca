import { deliveryTermsInput, ZDeliveryTermsInput } from '@energy/domain/schemas/delivery-terms';
import type { TRfq } from '@energy/domain/schemas/rfq';
import { Button, Group, Stack } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../components/forms/useForm';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { serverFieldErrors } from '../../../components/serverErrors';
import {
  DeliveryTermsFields,
  deliveryTermsPayload,
  EMPTY_DELIVERY_TERMS,
  type DeliveryTermsValues,
} from '../../../components/procurement/DeliveryTermsFields';
import { trpc } from '../../../trpc';

const resolveTerms = schemaResolver(ZDeliveryTermsInput, { sync: true });

/**
 * The buyer changes the delivery terms its RFQ states, before the first offer: each field shows the RFQ's term, and
 * one left empty stays as it is.
 */
export function EditDeliveryTermsModal({ rfq, opened, onClose }: { rfq: TRfq; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const form = useForm<{ deliveryTerms: DeliveryTermsValues }>({
    initialValues: { deliveryTerms: EMPTY_DELIVERY_TERMS },
    validate: (values) =>
      Object.fromEntries(
        Object.entries(resolveTerms(deliveryTermsPayload(values.deliveryTerms).deliveryTerms ?? {})).map(
          ([path, message]) => [`deliveryTerms.${path}`, message],
        ),
      ),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const save = trpc.rfq.updateDeliveryTerms.useMutation({
    onSuccess: () => {
      showNotice({ title: t('procurement.deliveryTerms.saved'), message: t('procurement.deliveryTerms.savedText') });
      void utils.rfq.invalidate();
      close();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, ['deliveryTerms']));
      showNotice({
        title: t('procurement.deliveryTerms.saveFailed'),
        message: failureMessage(error, t('procurement.deliveryTerms.saveFailed')),
        variant: 'destructive',
      });
    },
  });
  return (
    <DeferredModal
      opened={opened}
      onClose={close}
      title={t('procurement.deliveryTerms.editTitle', { rfqNumber: rfq.rfqNumber })}
      size="lg"
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          save.mutate({
            id: rfq.id,
            deliveryTerms: deliveryTermsInput(
              ZDeliveryTermsInput.parse(deliveryTermsPayload(values.deliveryTerms).deliveryTerms ?? {}),
            ),
          }),
        )}
      >
        <Stack>
          <DeliveryTermsFields
            inputProps={(name) => form.getInputProps(`deliveryTerms.${name}`)}
            onBasisChange={(value) => form.setFieldValue('deliveryTerms.quantityBasis', value)}
            applying={rfq.deliveryTerms}
            currency={null}
            hint={t('procurement.deliveryTerms.editHint')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('procurement.actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('procurement.deliveryTerms.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DeferredModal>
  );
}
