import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ProcurementDateInput } from '../../../components/procurement/ProcurementDateInput';
import { newDeliverySlot, newPricingBand, type OfferFormValues } from './offerFormValues';

type OfferForm = UseFormReturnType<OfferFormValues>;

/** Volume pricing: each band a quantity range with its own unit price. */
export function PricingBandsFields({ form }: { form: OfferForm }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t('procurement.fields.pricingBands')}
      </Text>
      {form.values.pricingBands.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('procurement.offerForm.singlePrice')}
        </Text>
      )}
      {form.values.pricingBands.map((band, index) => (
        <Group key={band.key} align="flex-start" grow>
          <NumberInput
            label={t('procurement.fields.minQuantity')}
            thousandSeparator=","
            min={0}
            {...form.getInputProps(`pricingBands.${index}.minQuantity`)}
          />
          <NumberInput
            label={t('procurement.fields.maxQuantity')}
            thousandSeparator=","
            min={0}
            {...form.getInputProps(`pricingBands.${index}.maxQuantity`)}
          />
          <TextInput
            label={t('procurement.offerForm.bandUnitPrice')}
            {...form.getInputProps(`pricingBands.${index}.unitPrice`)}
          />
          <ActionIcon
            mt={28}
            flex={0}
            color="red"
            variant="subtle"
            aria-label={t('procurement.offerForm.removeBand', { index: index + 1 })}
            onClick={() => form.removeListItem('pricingBands', index)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {typeof form.errors.pricingBands === 'string' && (
        <Text size="sm" c="red">
          {form.errors.pricingBands}
        </Text>
      )}
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('pricingBands', newPricingBand())}
        >
          {t('procurement.offerForm.addBand')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Delivery windows the supplier commits to; none means flexible. */
export function DeliverySlotsFields({ form }: { form: OfferForm }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t('procurement.fields.deliverySlots')}
      </Text>
      {form.values.deliverySlots.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('procurement.offerForm.flexible')}
        </Text>
      )}
      {form.values.deliverySlots.map((slot, index) => (
        <Group key={slot.key} align="flex-start" grow>
          <ProcurementDateInput
            label={t('procurement.offerForm.slotStart')}
            {...form.getInputProps(`deliverySlots.${index}.startTime`)}
          />
          <ProcurementDateInput
            label={t('procurement.offerForm.slotEnd')}
            {...form.getInputProps(`deliverySlots.${index}.endTime`)}
          />
          <ActionIcon
            mt={28}
            flex={0}
            color="red"
            variant="subtle"
            aria-label={t('procurement.offerForm.removeSlot', { index: index + 1 })}
            onClick={() => form.removeListItem('deliverySlots', index)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('deliverySlots', newDeliverySlot())}
        >
          {t('procurement.offerForm.addSlot')}
        </Button>
      </Group>
    </Stack>
  );
}

/** An optional window in which the buyer may call off quantities, up to a maximum allocation. */
export function AllocationWindowFields({ form }: { form: OfferForm }) {
  const { t } = useTranslation();
  const start = form.getInputProps('allocationWindow.startTime');
  const end = form.getInputProps('allocationWindow.endTime');
  const maxAllocation = form.getInputProps('allocationWindow.maxAllocation');
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t('procurement.fields.allocationWindow')}
      </Text>
      <Group align="flex-start" grow>
        <ProcurementDateInput label={t('procurement.offerForm.allocationStart')} {...start} />
        <ProcurementDateInput label={t('procurement.offerForm.allocationEnd')} {...end} />
        <NumberInput
          label={t('procurement.offerForm.maxAllocation')}
          thousandSeparator=","
          min={0}
          {...maxAllocation}
        />
      </Group>
    </Stack>
  );
}
