import { ZShipmentCreateInput, type TOrder, type TShipmentCreateInput } from '@energy/domain/schemas/fulfilment';
import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { showNotice } from '../../../components/notices';
import { ProcurementDateInput } from '../../../components/procurement/ProcurementDateInput';
import { failureMessage } from '../../../components/errors/serverFailure';
import { serverFieldErrors } from '../../../components/serverErrors';
import { PAGE_LIMIT_MAX } from '@energy/domain/schemas/paging';
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

export const ARRANGE_NOTICES = {
  arranged: 'Shipment Arranged',
  arrangedText: (shipmentNumber: string) => `${shipmentNumber} is out to tender with logistics companies.`,
  termsOptional:
    "With a chosen company, the maximum rate and bid deadline may stay blank: it then accepts the shipment at the order's terms.",
  failed: 'Arrangement Failed',
  failedFallback: 'Failed to arrange shipment',
} as const;

/** The first option: no chosen carrier, every logistics company may accept. */
export const OPEN_TENDER = { value: 'open', label: 'Open tender to all logistics companies' } as const;

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
      showNotice({ title: ARRANGE_NOTICES.arranged, message: ARRANGE_NOTICES.arrangedText(shipment.shipmentNumber) });
      void utils.order.list.invalidate();
      void utils.shipment.list.invalidate();
      onArranged();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, FIELDS));
      showNotice({
        title: ARRANGE_NOTICES.failed,
        message: failureMessage(error, ARRANGE_NOTICES.failedFallback),
        variant: 'destructive',
      });
    },
  });
  const carrierOptions = [OPEN_TENDER, ...carriers.items.map((org) => ({ value: org.id, label: org.name }))];
  return (
    <form noValidate onSubmit={form.onSubmit((values) => create.mutate(toShipmentInput(order.id, values)))}>
      <Stack>
        <Text size="sm" c="dimmed">
          {order.orderNumber} from {order.supplierOrg.name} to {order.buyerOrg.name}
        </Text>
        <Group grow align="flex-start">
          <TextInput label="Origin" withAsterisk {...form.getInputProps('originLocation')} />
          <TextInput label="Destination" withAsterisk {...form.getInputProps('destinationLocation')} />
        </Group>
        <Group grow align="flex-start">
          <ProcurementDateInput
            label="Estimated Departure"
            withAsterisk
            {...form.getInputProps('estimatedDeparture')}
          />
          <ProcurementDateInput label="Estimated Arrival" withAsterisk {...form.getInputProps('estimatedArrival')} />
        </Group>
        <Textarea label="Cargo Description" withAsterisk rows={2} {...form.getInputProps('cargoDescription')} />
        <Select
          label="Logistics Company"
          data={carrierOptions}
          allowDeselect={false}
          disabled={carriers.isPending}
          {...form.getInputProps('logisticsOrgId')}
        />
        {form.values.logisticsOrgId !== OPEN_TENDER.value && (
          <Text size="sm" c="dimmed">
            {ARRANGE_NOTICES.termsOptional}
          </Text>
        )}
        <TenderTermsFields form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Arrange Shipment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The supplier arranges transport for a confirmed order: a tender to one carrier or to all, on its terms. */
export function ArrangeShipmentModal({ order, onClose }: { order: TOrder | null; onClose: () => void }) {
  return (
    <Modal opened={order !== null} onClose={onClose} title="Arrange Shipment" size="lg">
      {order && <ArrangeShipmentForm order={order} onArranged={onClose} />}
    </Modal>
  );
}
