import { driverName } from '@energy/domain/drivers';
import {
  FLEET_MESSAGES,
  ZAssignmentInput,
  type TAssignmentInput,
  type TDriver,
  type TExcludedResource,
  type TJob,
} from '@energy/domain/schemas/fleet';
import { Alert, Badge, Button, Group, List, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { schemaResolver } from '@mantine/form';
import { en } from '@energy/i18n/messages/en/screens';
import { localizeMessage } from '@energy/i18n/localize';
import { translatorFor } from '@energy/i18n/translator';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../components/forms/useForm';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Fact } from '../../../components/Fact';
import { QueryState } from '../../../components/fulfilment/QueryState';
import { serverFieldErrors, type ServerError } from '../../../components/serverErrors';
import { currentLanguage } from '../../../i18n/currentLanguage';
import { useDisplay } from '../../../i18n/useDisplay';
import { trpc } from '../../../trpc';

/** What is missing for a job: no driver, no vehicle, or neither (the unavailable notice's select). */
const missingOf = (drivers: boolean, vehicles: boolean) =>
  drivers && vehicles ? 'both' : drivers ? 'driver' : 'vehicle';

/** The English texts (tests read them); the modal speaks the user's language. */
export const ASSIGN_TEXTS = {
  loading: en.fleet.assignment.optionsLoading,
  loadFailed: en.fleet.assignment.optionsLoadFailed,
  unavailable: (drivers: boolean, vehicles: boolean) =>
    translatorFor('en')('fleet.assignment.unavailable', { missing: missingOf(drivers, vehicles) }),
  excludedTitle: en.fleet.assignment.excludedTitle,
  excludedDrivers: en.fleet.assignment.excludedDrivers,
  excludedVehicles: en.fleet.assignment.excludedVehicles,
  noneAtAll: (kind: 'drivers' | 'vehicles') => translatorFor('en')('fleet.assignment.noneAtAll', { kind }),
} as const;

/** One list of the drivers or vehicles the job cannot have, each with the server's reasons (job.assignmentOptions). */
function ExcludedList({ title, rows }: { title: string; rows: TExcludedResource[] }) {
  if (rows.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm" spacing={4} aria-label={title}>
        {rows.map((row) => (
          <List.Item key={row.id} aria-label={row.name}>
            <Text size="sm" fw={500} span>
              {row.name}
            </Text>
            <Text size="sm" c="dimmed" span>{`: ${row.reasons.join('; ')}`}</Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

interface AssignValues {
  driverId: string | null;
  vehicleId: string | null;
  notes: string;
}

const FIELDS = ['driverId', 'vehicleId', 'notes'];
const resolveAssignment = schemaResolver(ZAssignmentInput, { sync: true });

function assignmentPayload(jobId: string, values: AssignValues) {
  const notes = values.notes.trim();
  return { jobId, driverId: values.driverId ?? '', vehicleId: values.vehicleId ?? '', ...(notes ? { notes } : {}) };
}

function DriverOption({ driver }: { driver: TDriver }) {
  const { t } = useTranslation();
  const display = useDisplay();
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{driverName(driver)}</Text>
      {driver.hasADR && (
        <Badge size="xs" color="orange" variant="light">
          ADR
        </Badge>
      )}
      {driver.hasHSE && (
        <Badge size="xs" color="teal" variant="light">
          HSE
        </Badge>
      )}
      <Text size="xs" c="dimmed">
        {t('fleet.assignment.rating', {
          rating: new Intl.NumberFormat(display.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
            driver.rating,
          ),
        })}
      </Text>
    </Group>
  );
}

interface AssignFormProps {
  job: TJob;
  assigning: boolean;
  onAssign: (input: TAssignmentInput, onRefused: (error: ServerError) => void) => void;
}

function AssignForm({ job, assigning, onAssign }: AssignFormProps) {
  const { t } = useTranslation();
  const options = trpc.job.assignmentOptions.useQuery({ jobId: job.id });
  const form = useForm<AssignValues>({
    initialValues: { driverId: null, vehicleId: null, notes: '' },
    validate: (values) => resolveAssignment(assignmentPayload(job.id, values)),
  });
  const drivers = options.data?.drivers ?? [];
  const vehicles = options.data?.vehicles ?? [];
  const excludedDrivers = options.data?.excludedDrivers ?? [];
  const excludedVehicles = options.data?.excludedVehicles ?? [];
  const noDriver = options.isSuccess && drivers.length === 0;
  const noVehicle = options.isSuccess && vehicles.length === 0;
  const unavailable = noDriver || noVehicle;
  const driver = drivers.find((candidate) => candidate.id === form.values.driverId);
  const driversById = new Map(drivers.map((candidate) => [candidate.id, candidate]));
  return (
    <QueryState
      isPending={options.isPending}
      error={options.error}
      isEmpty={false}
      loadingText={t('fleet.assignment.optionsLoading')}
      errorTitle={t('fleet.assignment.optionsLoadFailed')}
      emptyTitle=""
      emptyText=""
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          onAssign(ZAssignmentInput.parse(assignmentPayload(job.id, values)), (error) =>
            form.setErrors(serverFieldErrors(error, FIELDS)),
          ),
        )}
      >
        <Stack>
          <Text size="sm">
            {t('fleet.assignment.jobLine', {
              jobNumber: job.jobNumber,
              origin: job.origin,
              destination: job.destination,
            })}
            {job.hazardous ? t('fleet.assignment.hazardous') : ''}
          </Text>
          {unavailable && (
            <Alert
              color="orange"
              icon={<IconAlertTriangle size={18} />}
              title={localizeMessage(FLEET_MESSAGES.resourceUnavailable, currentLanguage())}
            >
              {t('fleet.assignment.unavailable', { missing: missingOf(noDriver, noVehicle) })}
              {noDriver && excludedDrivers.length === 0 && (
                <Text size="sm">{t('fleet.assignment.noneAtAll', { kind: 'drivers' })}</Text>
              )}
              {noVehicle && excludedVehicles.length === 0 && (
                <Text size="sm">{t('fleet.assignment.noneAtAll', { kind: 'vehicles' })}</Text>
              )}
            </Alert>
          )}
          <Select
            label={t('fleet.assignment.driver')}
            withAsterisk
            placeholder={t('fleet.assignment.selectDriver')}
            searchable
            data={drivers.map((candidate) => ({ value: candidate.id, label: driverName(candidate) }))}
            renderOption={({ option }) => {
              const candidate = driversById.get(option.value);
              return candidate ? <DriverOption driver={candidate} /> : option.label;
            }}
            {...form.getInputProps('driverId')}
          />
          {driver && (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" aria-label={t('fleet.assignment.driverDetails')}>
              <Fact label={t('fleet.assignment.phone')}>{driver.phone ?? '—'}</Fact>
              <Fact label={t('fleet.assignment.email')}>{driver.email ?? '—'}</Fact>
              <Fact label={t('fleet.assignment.licenseClass')}>{driver.licenseClass}</Fact>
              <Fact label={t('fleet.assignment.licenseNumber')}>{driver.licenseNumber}</Fact>
            </SimpleGrid>
          )}
          <Select
            label={t('fleet.assignment.vehicle')}
            withAsterisk
            placeholder={t('fleet.assignment.selectVehicle')}
            searchable
            data={vehicles.map((vehicle) => ({
              value: vehicle.id,
              label: `${vehicle.registrationNumber} · ${vehicle.make} ${vehicle.model} (${vehicle.year})`,
            }))}
            {...form.getInputProps('vehicleId')}
          />
          <Textarea label={t('fleet.assignment.notes')} rows={3} {...form.getInputProps('notes')} />
          {(excludedDrivers.length > 0 || excludedVehicles.length > 0) && (
            <Stack gap="xs" component="section" aria-label={t('fleet.assignment.excludedTitle')}>
              <Title order={5}>{t('fleet.assignment.excludedTitle')}</Title>
              <ExcludedList title={t('fleet.assignment.excludedDrivers')} rows={excludedDrivers} />
              <ExcludedList title={t('fleet.assignment.excludedVehicles')} rows={excludedVehicles} />
            </Stack>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={assigning} disabled={unavailable}>
              {t('fleet.assignment.assign')}
            </Button>
          </Group>
        </Stack>
      </form>
    </QueryState>
  );
}

/**
 * Assign a driver and a vehicle: only those every availability and compliance rule lets through (job.assignmentOptions);
 * every other driver and vehicle of the fleet is listed with the server's reasons, so a dead end says why.
 */
export function AssignDriverModal({
  job,
  onClose,
  ...form
}: Omit<AssignFormProps, 'job'> & { job: TJob | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DeferredModal
      opened={job !== null}
      onClose={onClose}
      title={job ? t('fleet.assignment.modalTitle', { title: job.title }) : t('fleet.assignment.modalTitleEmpty')}
      size="lg"
    >
      {job && <AssignForm key={job.id} job={job} {...form} />}
    </DeferredModal>
  );
}
