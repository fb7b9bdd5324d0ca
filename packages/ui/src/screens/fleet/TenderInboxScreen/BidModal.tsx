import { DEFAULT_BID_SHARE } from '@energy/domain/constants';
import { formatShortDate } from '@energy/domain/dates';
import { majorToMinor, minorToMajor } from '@energy/domain/money';
import { FLEET_MESSAGES, ZBidInput, type TBidInput, type TTender } from '@energy/domain/schemas/fleet';
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { formatDollars } from '../../../components/fleet/dollars';
import { Fact } from '../../../components/Fact';
import { serverFieldErrors } from '../../../components/serverErrors';
import type { ServerError } from '../../../components/serverErrors';

interface BidValues {
  proposedRate: number | string;
  estimatedDeliveryTime: string;
  notes: string;
}

const FIELDS = ['proposedRate', 'estimatedDeliveryTime', 'notes'];
const resolveBid = schemaResolver(ZBidInput, { sync: true });

/** What the server takes: the rate in cents, empty notes left out. */
export function toBidInput(tenderId: string, values: BidValues): TBidInput {
  const notes = values.notes.trim();
  return {
    id: tenderId,
    proposedRate: majorToMinor(values.proposedRate),
    estimatedDeliveryTime: values.estimatedDeliveryTime,
    ...(notes ? { notes } : {}),
  };
}

/** The spec's default: 90 percent of the maximum rate, in dollars. */
export const defaultBidDollars = (tender: TTender): number =>
  Number(minorToMajor(Math.round(tender.maxRate * DEFAULT_BID_SHARE)));

function validateBid(tender: TTender, values: BidValues) {
  if (values.proposedRate === '')
    return { ...resolveBid(toBidInput(tender.id, values)), proposedRate: FLEET_MESSAGES.rateRequired };
  const errors = resolveBid(toBidInput(tender.id, values));
  if (!errors.proposedRate && majorToMinor(values.proposedRate) > tender.maxRate)
    errors.proposedRate = FLEET_MESSAGES.rateAboveMax;
  return errors;
}

interface BidFormProps {
  tender: TTender;
  submitting: boolean;
  onSubmit: (input: TBidInput, onRefused: (error: ServerError) => void) => void;
}

function BidForm({ tender, submitting, onSubmit }: BidFormProps) {
  const form = useForm<BidValues>({
    initialValues: { proposedRate: defaultBidDollars(tender), estimatedDeliveryTime: '', notes: '' },
    validate: (values) => validateBid(tender, values),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onSubmit(toBidInput(tender.id, values), (error) => form.setErrors(serverFieldErrors(error, FIELDS))),
      )}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label="Max Rate">{formatDollars(tender.maxRate)}</Fact>
          <Fact label="Route">
            {tender.origin} to {tender.destination}
          </Fact>
          <Fact label="Required Date">{formatShortDate(tender.requiredDate)}</Fact>
        </SimpleGrid>
        <NumberInput
          label="Proposed Rate (USD)"
          withAsterisk
          min={0}
          max={Number(minorToMajor(tender.maxRate))}
          clampBehavior="none"
          step={0.01}
          decimalScale={2}
          thousandSeparator=","
          prefix="$"
          {...form.getInputProps('proposedRate')}
        />
        <TextInput
          label="Estimated Delivery Time"
          withAsterisk
          placeholder="e.g., 2-3 business days"
          description="e.g., 2-3 business days"
          {...form.getInputProps('estimatedDeliveryTime')}
        />
        <Textarea label="Additional Notes" rows={3} {...form.getInputProps('notes')} />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            Submit Bid
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Bid on a tender: proposed rate (default 90% of the maximum, not above it), delivery time and notes. */
export function BidModal({
  tender,
  onClose,
  ...form
}: Omit<BidFormProps, 'tender'> & { tender: TTender | null; onClose: () => void }) {
  return (
    <Modal
      opened={tender !== null}
      onClose={onClose}
      title={tender ? `Place Bid: ${tender.title}` : 'Place Bid'}
      size="lg"
    >
      {tender && <BidForm key={tender.id} tender={tender} {...form} />}
    </Modal>
  );
}
