import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ProcurementDateInput } from '../../../components/procurement/ProcurementDateInput';
import { newDeliverySlot, newPricingBand, type OfferFormValues } from './offerFormValues';

type OfferForm = UseFormReturnType<OfferFormValues>;

/** Volume pricing: each band a quantity range with its own unit price. */
export function PricingBandsFields({ form }: { form: OfferForm }) {
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Pricing Bands
      </Text>
      {form.values.pricingBands.length === 0 && (
        <Text size="sm" c="dimmed">
          Single price for the whole quantity.
        </Text>
      )}
      {form.values.pricingBands.map((band, index) => (
        <Group key={band.key} align="flex-start" grow>
          <NumberInput
            label="Min Quantity"
            thousandSeparator=","
            min={0}
            {...form.getInputProps(`pricingBands.${index}.minQuantity`)}
          />
          <NumberInput
            label="Max Quantity"
            thousandSeparator=","
            min={0}
            {...form.getInputProps(`pricingBands.${index}.maxQuantity`)}
          />
          <TextInput label="Band Unit Price" {...form.getInputProps(`pricingBands.${index}.unitPrice`)} />
          <ActionIcon
            mt={28}
            flex={0}
            color="red"
            variant="subtle"
            aria-label={`Remove pricing band ${index + 1}`}
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
          Add pricing band
        </Button>
      </Group>
    </Stack>
  );
}

/** Delivery windows the supplier commits to; none means flexible. */
export function DeliverySlotsFields({ form }: { form: OfferForm }) {
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Delivery Slots
      </Text>
      {form.values.deliverySlots.length === 0 && (
        <Text size="sm" c="dimmed">
          Flexible delivery.
        </Text>
      )}
      {form.values.deliverySlots.map((slot, index) => (
        <Group key={slot.key} align="flex-start" grow>
          <ProcurementDateInput label="Slot Start" {...form.getInputProps(`deliverySlots.${index}.startTime`)} />
          <ProcurementDateInput label="Slot End" {...form.getInputProps(`deliverySlots.${index}.endTime`)} />
          <ActionIcon
            mt={28}
            flex={0}
            color="red"
            variant="subtle"
            aria-label={`Remove delivery slot ${index + 1}`}
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
          Add delivery slot
        </Button>
      </Group>
    </Stack>
  );
}

/** An optional window in which the buyer may call off quantities, up to a maximum allocation. */
export function AllocationWindowFields({ form }: { form: OfferForm }) {
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Allocation Window
      </Text>
      <Group align="flex-start" grow>
        <ProcurementDateInput label="Allocation Start" {...form.getInputProps('allocationWindow.startTime')} />
        <ProcurementDateInput label="Allocation End" {...form.getInputProps('allocationWindow.endTime')} />
        <NumberInput
          label="Maximum Allocation"
          thousandSeparator=","
          min={0}
          {...form.getInputProps('allocationWindow.maxAllocation')}
        />
      </Group>
    </Stack>
  );
}
