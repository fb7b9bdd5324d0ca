import { DEFAULT_BID_SHARE } from '@energy/domain/constants';
import { numberFormat } from '@energy/domain/intl';
import { majorToMinor, minorToMajor } from '@energy/domain/money';
import { FLEET_MESSAGES, ZBidInput, type TBidInput, type TTender } from '@energy/domain/schemas/fleet';
import { Button, Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/Fact';
import { serverFieldErrors } from '../../../components/serverErrors';
import { useDisplay } from '../../../i18n/useDisplay';
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
  const { t } = useTranslation();
  const display = useDisplay();
  const form = useForm<BidValues>({
    initialValues: { proposedRate: defaultBidDollars(tender), estimatedDeliveryTime: '', notes: '' },
    validate: (values) => validateBid(tender, values),
  });
  const fields = {
    proposedRate: form.getInputProps('proposedRate'),
    estimatedDeliveryTime: form.getInputProps('estimatedDeliveryTime'),
    notes: form.getInputProps('notes'),
  };
  // The amount typed as the user writes numbers: "12,500.00" in English, "12.500,00" in German.
  const english = display.language === 'en';
  const parts = numberFormat(display.locale).formatToParts(12345.6);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onSubmit(toBidInput(tender.id, values), (error) => form.setErrors(serverFieldErrors(error, FIELDS))),
      )}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label={t('fleet.tenders.maxRate')}>{display.money(tender.maxRate, 'USD')}</Fact>
          <Fact label={t('fleet.tenders.route')}>
            {t('fleet.tenders.routeText', { origin: tender.origin, destination: tender.destination })}
          </Fact>
          <Fact label={t('fleet.tenders.requiredDate')}>{display.date(tender.requiredDate)}</Fact>
        </SimpleGrid>
        <NumberInput
          label={t('fleet.tenders.proposedRate')}
          withAsterisk
          min={0}
          max={Number(minorToMajor(tender.maxRate))}
          clampBehavior="none"
          step={0.01}
          decimalScale={2}
          thousandSeparator={group}
          decimalSeparator={decimal}
          prefix={english ? '$' : undefined}
          suffix={english ? undefined : ' $'}
          {...fields.proposedRate}
        />
        <TextInput
          label={t('fleet.tenders.deliveryTime')}
          withAsterisk
          placeholder={t('fleet.tenders.deliveryTimeExample')}
          description={t('fleet.tenders.deliveryTimeExample')}
          {...fields.estimatedDeliveryTime}
        />
        <Textarea label={t('fleet.tenders.notes')} rows={3} {...fields.notes} />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t('fleet.tenders.submitBid')}
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
  const { t } = useTranslation();
  return (
    <DeferredModal
      opened={tender !== null}
      onClose={onClose}
      title={tender ? t('fleet.tenders.placeBidOn', { title: tender.title }) : t('fleet.tenders.placeBid')}
      size="lg"
    >
      {tender && <BidForm key={tender.id} tender={tender} {...form} />}
    </DeferredModal>
  );
}
