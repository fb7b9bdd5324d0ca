import { ZShipmentCreateInput, type TOrder, type TShipmentCreateInput } from '@energy/domain/schemas/fulfilment';
import { Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../components/notices';
import { ProcurementDateInput } from '../../../components/procurement/ProcurementDateInput';
import { failureMessage } from '../../../components/errors/serverFailure';
import { serverFieldErrors } from '../../../components/serverErrors';
import { PAGE_LIMIT_MAX } from '@energy/domain/schemas/paging-limits';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { trpc } from '../../../trpc';
import {
  bidDeadlineErrors,
  EMPTY_TENDER_TERMS,
  TENDER_TERM_FIELDS,
  TenderTermsFields,
  toTenderTerms,
  type TenderTermsValues,
} from './TenderTermsFields';

/** The dialog's notices, as catalogue keys (arrangedText takes {shipmentNumber}). */
export const ARRANGE_NOTICES = {
  arranged: 'fulfilment.arrange.arranged',
  arrangedText: 'fulfilment.arrange.arrangedText',
  termsOptional: 'fulfilment.arrange.termsOptional',
  failed: 'fulfilment.arrange.failed',
  failedFallback: 'fulfilment.arrange.failedFallback',
} as const;

/** The first option: no chosen carrier, every logistics company may accept (its label a catalogue key). */
export const OPEN_TENDER = { value: 'open', label: 'fulfilment.arrange.openTender' } as const;

interface ArrangeValues {
  originLocation: string;
  destinationLocation: string;
  estimatedDeparture: string | null;
  estimatedArrival: string | null;
  cargoDescription: string;
  logisticsOrgId: string;
  tender: TenderTermsValues;
}

const FIELDS = [
  'originLocation',
  'destinationLocation',
  'estimatedDeparture',
  'estimatedArrival',
  'cargoDescription',
  'logisticsOrgId',
  ...TENDER_TERM_FIELDS,
];
const resolveShipment = schemaResolver(ZShipmentCreateInput, { sync: true });

/** A chosen carrier with the maximum rate and bid deadline left blank: no tender, it accepts at the order's terms. */
const withoutTerms = (values: ArrangeValues): boolean =>
  values.logisticsOrgId !== OPEN_TENDER.value &&
  String(values.tender.maxRate).trim() === '' &&
  !values.tender.bidDeadline;

function toShipmentInput(orderId: string, values: ArrangeValues): TShipmentCreateInput {
  return {
    orderId,
    originLocation: values.originLocation,
    destinationLocation: values.destinationLocation,
    estimatedDeparture: values.estimatedDeparture ?? '',
    estimatedArrival: values.estimatedArrival ?? '',
    cargoDescription: values.cargoDescription,
    ...(withoutTerms(values) ? {} : { tender: toTenderTerms(values.tender) }),
    ...(values.logisticsOrgId !== OPEN_TENDER.value ? { logisticsOrgId: values.logisticsOrgId } : {}),
  };
}

function ArrangeShipmentForm({ order, onArranged }: { order: TOrder; onArranged: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  // A picker: the largest page of carriers, by name.
  const carriers = usePagedList(
    trpc.organization.list.useInfiniteQuery({ type: 'logistics', limit: PAGE_LIMIT_MAX }, PAGED_QUERY),
  );
  const form = useForm<ArrangeValues>({
    initialValues: {
      originLocation: '',
      destinationLocation: '',
      estimatedDeparture: null,
      estimatedArrival: null,
      cargoDescription: '',
      logisticsOrgId: OPEN_TENDER.value,
      tender: EMPTY_TENDER_TERMS,
    },
    validate: (values) => ({
      ...resolveShipment(toShipmentInput(order.id, values)),
      ...bidDeadlineErrors(values.tender),
    }),
  });
  const create = trpc.shipment.create.useMutation({
    onSuccess: (shipment) => {
      showNotice({
        title: t(ARRANGE_NOTICES.arranged),
        message: t(ARRANGE_NOTICES.arrangedText, { shipmentNumber: shipment.shipmentNumber }),
      });
      void utils.order.list.invalidate();
      void utils.shipment.list.invalidate();
      onArranged();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, FIELDS));
      showNotice({
        title: t(ARRANGE_NOTICES.failed),
        message: failureMessage(error, t(ARRANGE_NOTICES.failedFallback)),
        variant: 'destructive',
      });
    },
  });
  const carrierOptions = [
    { value: OPEN_TENDER.value, label: t(OPEN_TENDER.label) },
    ...carriers.items.map((org) => ({ value: org.id, label: org.name })),
  ];
  const inputs = {
    originLocation: form.getInputProps('originLocation'),
    destinationLocation: form.getInputProps('destinationLocation'),
    estimatedDeparture: form.getInputProps('estimatedDeparture'),
    estimatedArrival: form.getInputProps('estimatedArrival'),
    cargoDescription: form.getInputProps('cargoDescription'),
    logisticsOrgId: form.getInputProps('logisticsOrgId'),
  };
  return (
    <form noValidate onSubmit={form.onSubmit((values) => create.mutate(toShipmentInput(order.id, values)))}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('fulfilment.arrange.route', {
            orderNumber: order.orderNumber,
            supplier: order.supplierOrg.name,
            buyer: order.buyerOrg.name,
          })}
        </Text>
        <Group grow align="flex-start">
          <TextInput label={t('fulfilment.arrange.origin')} withAsterisk {...inputs.originLocation} />
          <TextInput label={t('fulfilment.arrange.destination')} withAsterisk {...inputs.destinationLocation} />
        </Group>
        <Group grow align="flex-start">
          <ProcurementDateInput
            label={t('fulfilment.arrange.estimatedDeparture')}
            withAsterisk
            {...inputs.estimatedDeparture}
          />
          <ProcurementDateInput
            label={t('fulfilment.arrange.estimatedArrival')}
            withAsterisk
            {...inputs.estimatedArrival}
          />
        </Group>
        <Textarea label={t('fulfilment.arrange.cargoDescription')} withAsterisk rows={2} {...inputs.cargoDescription} />
        <Select
          label={t('fulfilment.arrange.logisticsCompany')}
          data={carrierOptions}
          allowDeselect={false}
          disabled={carriers.isPending}
          {...inputs.logisticsOrgId}
        />
        {form.values.logisticsOrgId !== OPEN_TENDER.value && (
          <Text size="sm" c="dimmed">
            {t(ARRANGE_NOTICES.termsOptional)}
          </Text>
        )}
        <TenderTermsFields form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('fulfilment.arrange.title')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The supplier arranges transport for a confirmed order: a tender to one carrier or to all, on its terms. */
export function ArrangeShipmentModal({ order, onClose }: { order: TOrder | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={order !== null} onClose={onClose} title={t('fulfilment.arrange.title')} size="lg">
      {order && <ArrangeShipmentForm order={order} onArranged={onClose} />}
    </DeferredModal>
  );
}
