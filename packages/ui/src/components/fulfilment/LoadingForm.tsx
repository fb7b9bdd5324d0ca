import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { ZLoadingInput, type ObservedUnit, type TLoadingInput } from '@energy/domain/schemas/measurement';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../errors/serverFailure';
import { FormDialog, useDirtyForm } from '../forms/FormDialog';
import { useForm } from '../forms/useForm';
import { showNotice } from '../notices';
import { serverFieldErrors } from '../serverErrors';
import { trpc } from '../../trpc';
import { MEASURED_FIELD_LABELS, MeasuredFields, type MeasuredFieldNames } from './MeasuredFields';
import { useNsv } from './MeasuredVolume';

const LABELS = { billOfLading: 'fulfilment.loadingForm.billOfLading', ...MEASURED_FIELD_LABELS } as const;

interface LoadingValues {
  billOfLading: string;
  observedVolume: string;
  unit: ObservedUnit;
  temperatureC: string;
  densityKgM3: string;
}

const MEASURED_NAMES: MeasuredFieldNames<LoadingValues> = {
  observedVolume: 'observedVolume',
  unit: 'unit',
  temperatureC: 'temperatureC',
  densityKgM3: 'densityKgM3',
};

const resolveLoading = schemaResolver(ZLoadingInput, { sync: true });
const toLoadingInput = (id: string, values: LoadingValues): TLoadingInput => ({ id, ...values });

/**
 * The carrier records the loading before departure, from the loading ticket: bill of lading, observed volume and
 * unit, temperature, density at 15 °C. The server computes the volume at 15 °C and answers with the shipment.
 */
function LoadingForm({ shipment, onDone }: { shipment: TShipment; onDone: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const nsv = useNsv();
  const form = useForm<LoadingValues>({
    initialValues: { billOfLading: '', observedVolume: '', unit: 'l', temperatureC: '', densityKgM3: '' },
    validate: (values) => resolveLoading(toLoadingInput(shipment.id, values)),
  });
  useDirtyForm(form.isDirty());
  const fieldLabels = Object.fromEntries(Object.entries(LABELS).map(([field, key]) => [field, t(key)]));
  const record = trpc.shipment.recordLoading.useMutation({
    onSuccess: (result) => {
      showNotice({
        title: t('fulfilment.loadingForm.recorded'),
        message: t('fulfilment.loadingForm.recordedText', {
          shipmentNumber: result.shipmentNumber,
          nsv: nsv(result.measured.loading?.nsvLitres ?? '0'),
        }),
      });
      void utils.shipment.invalidate();
      void utils.order.invalidate();
      onDone();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, Object.keys(LABELS)));
      showNotice({
        title: t('fulfilment.loadingForm.failed'),
        message: failureMessage(error, t('fulfilment.loadingForm.failedFallback'), fieldLabels),
        variant: 'destructive',
      });
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => record.mutate(toLoadingInput(shipment.id, values)))}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('fulfilment.loadingForm.intro', { shipmentNumber: shipment.shipmentNumber })}
        </Text>
        <TextInput label={t(LABELS.billOfLading)} withAsterisk {...form.getInputProps('billOfLading')} />
        <MeasuredFields form={form} names={MEASURED_NAMES} required />
        <Group justify="flex-end">
          <Button type="submit" loading={record.isPending}>
            {t('fulfilment.loadingForm.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The loading form in a dialog; closing a form with changes asks first. */
export function RecordLoadingModal({ shipment, onClose }: { shipment: TShipment | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDialog opened={shipment !== null} onClose={onClose} title={t('fulfilment.loadingForm.title')} size="lg">
      {shipment && <LoadingForm shipment={shipment} onDone={onClose} />}
    </FormDialog>
  );
}
