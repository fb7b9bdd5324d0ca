import { REFINED_PRODUCTS } from '@energy/domain/constants';
import type { VcfGroup } from '@energy/domain/measurement/vcf';
import type { TVcfInput } from '@energy/domain/schemas/volume-correction';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconTemperature } from '@tabler/icons-react';
import { skipToken } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../i18n/useDisplay';
import { trpc } from '../../trpc';
import { DeferredModal } from '../DeferredModal';
import { failureMessage } from '../errors/serverFailure';
import { serverFieldErrors } from '../serverErrors';

/** The calculator's texts, as catalogue keys. */
export const VOLUME_CORRECTION_TEXTS = {
  open: 'fulfilment.volumeCorrection.open',
  title: 'fulfilment.volumeCorrection.title',
  intro: 'fulfilment.volumeCorrection.intro',
  product: 'fulfilment.volumeCorrection.product',
  density: 'fulfilment.volumeCorrection.density',
  temperature: 'fulfilment.volumeCorrection.temperature',
  observedLitres: 'fulfilment.volumeCorrection.observedLitres',
  observedLitresHint: 'fulfilment.volumeCorrection.observedLitresHint',
  calculate: 'fulfilment.volumeCorrection.calculate',
  calculating: 'fulfilment.volumeCorrection.calculating',
  vcf: 'fulfilment.volumeCorrection.vcf',
  table: 'fulfilment.volumeCorrection.table',
  tableValue: 'fulfilment.volumeCorrection.tableValue',
  group: 'fulfilment.volumeCorrection.group',
  netStandardVolume: 'fulfilment.volumeCorrection.netStandardVolume',
  litres: 'fulfilment.volumeCorrection.litres',
  failed: 'fulfilment.volumeCorrection.failed',
  standard: 'fulfilment.volumeCorrection.standard',
} as const;

/** Each Table 54 group's catalogue key. */
export const VCF_GROUP_TEXTS = {
  'crude oil': 'fulfilment.volumeCorrection.groups.crudeOil',
  gasolines: 'fulfilment.volumeCorrection.groups.gasolines',
  'transition zone': 'fulfilment.volumeCorrection.groups.transitionZone',
  'jet and kerosene': 'fulfilment.volumeCorrection.groups.jetAndKerosene',
  'diesel and fuel oils': 'fulfilment.volumeCorrection.groups.dieselAndFuelOils',
  'fixed coefficient': 'fulfilment.volumeCorrection.groups.fixedCoefficient',
} as const satisfies Record<VcfGroup, string>;

/** Crude (Table 54A) and the refined products Table 54 covers (54B by density); LPG has tables of its own. */
export const VCF_PRODUCTS = ['crude-oil', ...REFINED_PRODUCTS.filter((code) => code !== 'LPG')] as const;

const FIELDS = ['product', 'densityKgM3', 'temperatureC', 'observedLitres'] as const;

interface CalculatorValues {
  product: string;
  densityKgM3: string;
  temperatureC: string;
  observedLitres: string;
}

function toInput(values: CalculatorValues): TVcfInput {
  const litres = values.observedLitres.trim();
  return {
    product: values.product,
    densityKgM3: values.densityKgM3,
    temperatureC: values.temperatureC,
    ...(litres ? { observedLitres: litres } : {}),
  };
}

/**
 * The volume correction calculator of the Shipments screen (issue 31): product, density at 15 °C and observed
 * temperature give the VCF to 15 °C, its Table 54 and group (measurement.vcf, the server's exact figures), and
 * observed litres their net standard volume. A value outside the standard is the server's message on its field.
 */
export function VolumeCorrectionCalculator() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconTemperature size={16} />} onClick={() => setOpened(true)}>
        {t(VOLUME_CORRECTION_TEXTS.open)}
      </Button>
      <DeferredModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t(VOLUME_CORRECTION_TEXTS.title)}
        size="lg"
      >
        {opened && <CalculatorForm />}
      </DeferredModal>
    </>
  );
}

function CalculatorForm() {
  const { t } = useTranslation();
  const display = useDisplay();
  const [values, setValues] = useState<CalculatorValues>({
    product: 'AGO',
    densityKgM3: '',
    temperatureC: '',
    observedLitres: '',
  });
  const [asked, setAsked] = useState<TVcfInput | null>(null);
  const answer = trpc.measurement.vcf.useQuery(asked ?? skipToken, { retry: false });
  const errors = answer.error ? serverFieldErrors(answer.error, [...FIELDS]) : {};
  const field = (name: keyof CalculatorValues) => ({
    value: values[name],
    error: asked && answer.error ? errors[name] : undefined,
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });
  const inputs = {
    density: field('densityKgM3'),
    temperature: field('temperatureC'),
    observedLitres: field('observedLitres'),
  };
  const productOptions = VCF_PRODUCTS.map((code) => ({
    value: code,
    label: code === 'crude-oil' ? t('labels.productType.crude-oil') : code,
  }));
  const result = asked ? answer.data : undefined;
  const fieldErrorShown = FIELDS.some((name) => errors[name]);
  const figures = result
    ? [
        { label: t(VOLUME_CORRECTION_TEXTS.vcf), value: display.number(result.vcf, 4) },
        {
          label: t(VOLUME_CORRECTION_TEXTS.table),
          value: t(VOLUME_CORRECTION_TEXTS.tableValue, { table: result.table }),
        },
        { label: t(VOLUME_CORRECTION_TEXTS.group), value: t(VCF_GROUP_TEXTS[result.group]) },
        ...(result.netStandardVolumeLitres === null
          ? []
          : [
              {
                label: t(VOLUME_CORRECTION_TEXTS.netStandardVolume),
                value: t(VOLUME_CORRECTION_TEXTS.litres, { litres: display.number(result.netStandardVolumeLitres, 0) }),
              },
            ]),
      ]
    : [];

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setAsked(toInput(values));
      }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t(VOLUME_CORRECTION_TEXTS.intro)}
        </Text>
        <Select
          label={t(VOLUME_CORRECTION_TEXTS.product)}
          data={productOptions}
          value={values.product}
          allowDeselect={false}
          error={asked && answer.error ? errors.product : undefined}
          onChange={(product) => setValues((current) => ({ ...current, product: product ?? current.product }))}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t(VOLUME_CORRECTION_TEXTS.density)} inputMode="decimal" required {...inputs.density} />
          <TextInput
            label={t(VOLUME_CORRECTION_TEXTS.temperature)}
            inputMode="decimal"
            required
            {...inputs.temperature}
          />
        </SimpleGrid>
        <TextInput
          label={t(VOLUME_CORRECTION_TEXTS.observedLitres)}
          description={t(VOLUME_CORRECTION_TEXTS.observedLitresHint)}
          inputMode="decimal"
          {...inputs.observedLitres}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={Boolean(asked) && answer.isFetching}>
            {t(VOLUME_CORRECTION_TEXTS.calculate)}
          </Button>
        </Group>
        {asked && answer.error && !fieldErrorShown && (
          <Alert color="red" title={t(VOLUME_CORRECTION_TEXTS.failed)}>
            {failureMessage(answer.error, t(VOLUME_CORRECTION_TEXTS.failed))}
          </Alert>
        )}
        {result && (
          <Stack gap="xs" aria-live="polite">
            <Table variant="vertical" withTableBorder aria-label={t(VOLUME_CORRECTION_TEXTS.title)}>
              <Table.Tbody>
                {figures.map((figure) => (
                  <Table.Tr key={figure.label}>
                    <Table.Th w="45%">{figure.label}</Table.Th>
                    <Table.Td>{figure.value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed">
              {t(VOLUME_CORRECTION_TEXTS.standard)}
            </Text>
          </Stack>
        )}
      </Stack>
    </form>
  );
}
