import { netStandardVolume, observedLitresOf } from '@energy/domain/measurement/nsv';
import type { TShipment } from '@energy/domain/schemas/fulfilment';
import {
  type MeasurementKind,
  type ObservedUnit,
  type TMeasurementHistory,
  ZLoadingCorrectionInput,
  ZReceiptCorrectionInput,
} from '@energy/domain/schemas/measurement';
import { Alert, Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { skipToken } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../i18n/useDisplay';
import { trpc } from '../../trpc';
import { failureMessage } from '../errors/serverFailure';
import { FormDialog, useDirtyForm } from '../forms/FormDialog';
import { useForm } from '../forms/useForm';
import { showNotice } from '../notices';
import { serverFieldErrors } from '../serverErrors';
import { MEASURED_FIELD_LABELS, MeasuredFields, type MeasuredFieldNames } from './MeasuredFields';
import { useNsv } from './MeasuredVolume';

import { CORRECTION_TEXTS } from './correctionTexts';

export { CORRECTION_TEXTS };

const LABELS = { ...MEASURED_FIELD_LABELS, reason: CORRECTION_TEXTS.reason } as const;

interface CorrectionValues {
  observedVolume: string;
  unit: ObservedUnit;
  temperatureC: string;
  densityKgM3: string;
  reason: string;
}

const RESOLVERS = {
  loading: schemaResolver(ZLoadingCorrectionInput, { sync: true }),
  receipt: schemaResolver(ZReceiptCorrectionInput, { sync: true }),
};
/** "33000.000" -> "33000", "30.00" -> "30", "845.30" -> "845.3": a stored decimal as a person types it. */
const typed = (stored: string) => (stored.includes('.') ? stored.replace(/\.?0+$/, '') : stored);
const NUMBER = /^-?\d+(\.\d+)?$/;

const MEASURED_NAMES: MeasuredFieldNames<CorrectionValues> = {
  observedVolume: 'observedVolume',
  unit: 'unit',
  temperatureC: 'temperatureC',
  densityKgM3: 'densityKgM3',
};

/** The VCF and NSV the figures would give: the server's VCF for the product (measurement.vcf), the NSV exactly. */
function usePreview(product: string | undefined, values: CorrectionValues) {
  const ready =
    product !== undefined &&
    NUMBER.test(values.densityKgM3.trim()) &&
    NUMBER.test(values.temperatureC.trim()) &&
    /^\d+(\.\d{1,3})?$/.test(values.observedVolume.trim());
  const answer = trpc.measurement.vcf.useQuery(
    ready ? { product, densityKgM3: values.densityKgM3.trim(), temperatureC: values.temperatureC.trim() } : skipToken,
    { retry: false },
  );
  if (!ready || !answer.data) return { error: ready ? answer.error : null, figures: null };
  const vcf = answer.data.vcf.toFixed(4);
  const litres = observedLitresOf(values.observedVolume.trim(), values.unit);
  return { error: null, figures: { vcf, table: answer.data.table, nsvLitres: netStandardVolume(litres, vcf) } };
}

/** Every measurement of the kind, oldest first: figures, VCF, NSV, who, when, why, and which ones were superseded. */
function MeasurementHistory({ rows }: { rows: TMeasurementHistory['measurements'] }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const nsv = useNsv();
  return (
    <Table withTableBorder striped aria-label={t(CORRECTION_TEXTS.history)}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t(CORRECTION_TEXTS.recordedAt)}</Table.Th>
          <Table.Th>{t(CORRECTION_TEXTS.figures)}</Table.Th>
          <Table.Th>{t(CORRECTION_TEXTS.vcf)}</Table.Th>
          <Table.Th>{t(CORRECTION_TEXTS.nsv)}</Table.Th>
          <Table.Th>{t(CORRECTION_TEXTS.reason)}</Table.Th>
          <Table.Th>{t(CORRECTION_TEXTS.status)}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Text size="sm">{display.dateTime(row.recordedAt)}</Text>
              {row.recordedByName && (
                <Text size="xs" c="dimmed">
                  {t(CORRECTION_TEXTS.recordedBy, { name: row.recordedByName })}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {t(CORRECTION_TEXTS.figuresValue, {
                volume: display.number(row.observedVolume),
                unit: row.observedUnit,
                temperature: display.number(row.temperatureC, 2),
                density: display.number(row.densityKgM3, 2),
              })}
            </Table.Td>
            <Table.Td>{display.number(row.vcf, 4)}</Table.Td>
            <Table.Td>{nsv(row.nsvLitres)}</Table.Td>
            <Table.Td>{row.reason ?? '—'}</Table.Td>
            <Table.Td>
              <Badge color={row.superseded ? 'gray' : 'green'} variant="light">
                {t(row.superseded ? CORRECTION_TEXTS.superseded : CORRECTION_TEXTS.counts)}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

interface CorrectionFormProps {
  shipment: TShipment;
  kind: MeasurementKind;
  onDone: () => void;
}

/**
 * The figures of the counted measurement, to change with a reason: the server keeps both (a new measurement that
 * supersedes the counted one, never an edit). The VCF and NSV the new figures give are shown before saving.
 */
function CorrectionForm({ shipment, kind, onDone }: CorrectionFormProps) {
  const { t } = useTranslation();
  const display = useDisplay();
  const nsv = useNsv();
  const utils = trpc.useUtils();
  const history = trpc.shipment.measurements.useQuery({ id: shipment.id });
  const counted = shipment.measured[kind];
  const form = useForm<CorrectionValues>({
    initialValues: {
      observedVolume: counted ? typed(counted.observedVolume) : '',
      unit: counted?.observedUnit ?? 'l',
      temperatureC: counted ? typed(counted.temperatureC) : '',
      densityKgM3: counted ? typed(counted.densityKgM3) : '',
      reason: '',
    },
    validate: (values) => RESOLVERS[kind]({ id: shipment.id, ...values }),
  });
  useDirtyForm(form.isDirty());
  const preview = usePreview(history.data?.product, form.values);
  const fieldLabels = Object.fromEntries(Object.entries(LABELS).map(([field, key]) => [field, t(key)]));
  const handlers = {
    onSuccess: (result: TShipment) => {
      showNotice({
        title: t(CORRECTION_TEXTS.saved),
        message: t(CORRECTION_TEXTS.savedText, {
          shipmentNumber: result.shipmentNumber,
          nsv: nsv(result.measured[kind]?.nsvLitres ?? '0'),
        }),
      });
      void utils.shipment.invalidate();
      void utils.order.invalidate();
      onDone();
    },
    onError: (error: Parameters<typeof serverFieldErrors>[0]) => {
      form.setErrors(serverFieldErrors(error, Object.keys(LABELS)));
      showNotice({
        title: t(CORRECTION_TEXTS.failed),
        message: failureMessage(error, t(CORRECTION_TEXTS.failedFallback), fieldLabels),
        variant: 'destructive',
      });
    },
  };
  const correctLoading = trpc.shipment.correctLoading.useMutation(handlers);
  const correctReceipt = trpc.shipment.correctReceipt.useMutation(handlers);
  const mutation = kind === 'loading' ? correctLoading : correctReceipt;
  const rows = (history.data?.measurements ?? []).filter((row) => row.kind === kind);
  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate({ id: shipment.id, ...values }))}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t(CORRECTION_TEXTS.intro, { shipmentNumber: shipment.shipmentNumber })}
        </Text>
        <MeasuredFields form={form} names={MEASURED_NAMES} required />
        <TextInput
          label={t(LABELS.reason)}
          description={t(CORRECTION_TEXTS.reasonHint)}
          maxLength={500}
          withAsterisk
          {...form.getInputProps('reason')}
        />
        <Alert variant="light" color={preview.error ? 'red' : 'blue'} title={t(CORRECTION_TEXTS.preview)}>
          {preview.error
            ? failureMessage(preview.error, t(CORRECTION_TEXTS.previewWaiting))
            : preview.figures
              ? t(CORRECTION_TEXTS.previewFigures, {
                  vcf: display.number(preview.figures.vcf, 4),
                  table: preview.figures.table,
                  nsv: nsv(preview.figures.nsvLitres),
                })
              : t(CORRECTION_TEXTS.previewWaiting)}
        </Alert>
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {t(CORRECTION_TEXTS.submit)}
          </Button>
        </Group>
        <Title order={4}>{t(CORRECTION_TEXTS.history)}</Title>
        {history.error ? (
          <Alert color="red">{failureMessage(history.error, t(CORRECTION_TEXTS.historyFailed))}</Alert>
        ) : (
          <MeasurementHistory rows={rows} />
        )}
      </Stack>
    </form>
  );
}

/** "Correct loading" or "Correct receipt" in a dialog; closing it with changes asks first. */
export function CorrectMeasurementModal({
  shipment,
  kind,
  onClose,
}: {
  shipment: TShipment | null;
  kind: MeasurementKind;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog opened={shipment !== null} onClose={onClose} title={t(CORRECTION_TEXTS.title[kind])} size="xl">
      {shipment && <CorrectionForm shipment={shipment} kind={kind} onDone={onClose} />}
    </FormDialog>
  );
}
