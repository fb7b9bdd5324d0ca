import { driverName } from '@energy/domain/drivers';
import {
  FLEET_MESSAGES,
  ZAssignmentInput,
  type TAssignmentInput,
  type TDriver,
  type TExcludedResource,
  type TJob,
} from '@energy/domain/schemas/fleet';
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Fact } from '../../../components/Fact';
import { QueryState } from '../../../components/fulfilment/QueryState';
import { serverFieldErrors, type ServerError } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';

export const ASSIGN_TEXTS = {
  loading: 'Loading drivers and vehicles...',
  loadFailed: 'Failed to load drivers and vehicles',
  unavailable: (drivers: boolean, vehicles: boolean) =>
    `No ${drivers && vehicles ? 'driver or vehicle' : drivers ? 'driver' : 'vehicle'} can take this job on its scheduled date. Why each one is excluded is listed below.`,
  excludedTitle: 'Not available for this job',
  excludedDrivers: 'Excluded drivers',
  excludedVehicles: 'Excluded vehicles',
  noneAtAll: (kind: 'drivers' | 'vehicles') => `Your fleet has no ${kind} yet.`,
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
        ★ {driver.rating.toFixed(1)}
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
      loadingText={ASSIGN_TEXTS.loading}
      errorTitle={ASSIGN_TEXTS.loadFailed}
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
            {job.jobNumber}: {job.origin} to {job.destination}
            {job.hazardous ? ' (hazardous: ADR drivers only)' : ''}
          </Text>
          {unavailable && (
            <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={FLEET_MESSAGES.resourceUnavailable}>
              {ASSIGN_TEXTS.unavailable(noDriver, noVehicle)}
              {noDriver && excludedDrivers.length === 0 && <Text size="sm">{ASSIGN_TEXTS.noneAtAll('drivers')}</Text>}
              {noVehicle && excludedVehicles.length === 0 && (
                <Text size="sm">{ASSIGN_TEXTS.noneAtAll('vehicles')}</Text>
              )}
            </Alert>
          )}
          <Select
            label="Driver"
            withAsterisk
            placeholder="Select a driver"
            searchable
            data={drivers.map((candidate) => ({ value: candidate.id, label: driverName(candidate) }))}
            renderOption={({ option }) => {
              const candidate = driversById.get(option.value);
              return candidate ? <DriverOption driver={candidate} /> : option.label;
            }}
            {...form.getInputProps('driverId')}
          />
          {driver && (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" aria-label="Driver details">
              <Fact label="Phone">{driver.phone ?? '—'}</Fact>
              <Fact label="Email">{driver.email ?? '—'}</Fact>
              <Fact label="License Class">{driver.licenseClass}</Fact>
              <Fact label="License Number">{driver.licenseNumber}</Fact>
            </SimpleGrid>
          )}
          <Select
            label="Vehicle"
            withAsterisk
            placeholder="Select a vehicle"
            searchable
            data={vehicles.map((vehicle) => ({
              value: vehicle.id,
              label: `${vehicle.registrationNumber} · ${vehicle.make} ${vehicle.model} (${vehicle.year})`,
            }))}
            {...form.getInputProps('vehicleId')}
          />
          <Textarea label="Notes" rows={3} {...form.getInputProps('notes')} />
          {(excludedDrivers.length > 0 || excludedVehicles.length > 0) && (
            <Stack gap="xs" component="section" aria-label={ASSIGN_TEXTS.excludedTitle}>
              <Title order={5}>{ASSIGN_TEXTS.excludedTitle}</Title>
              <ExcludedList title={ASSIGN_TEXTS.excludedDrivers} rows={excludedDrivers} />
              <ExcludedList title={ASSIGN_TEXTS.excludedVehicles} rows={excludedVehicles} />
            </Stack>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={assigning} disabled={unavailable}>
              Assign
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
  return (
    <Modal
      opened={job !== null}
      onClose={onClose}
      title={job ? `Assign Driver: ${job.title}` : 'Assign Driver'}
      size="lg"
    >
      {job && <AssignForm key={job.id} job={job} {...form} />}
    </Modal>
  );
}
