import { FLEET_MESSAGES, ZAssignmentInput, type TAssignmentInput, type TDriver, type TJob } from '@energy/domain/schemas/fleet';
import { Alert, Badge, Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Fact } from '../../../components/fleet/Fact';
import { QueryState } from '../../../components/fulfilment/QueryState';
import { serverFieldErrors, type ServerError } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';

export const ASSIGN_TEXTS = {
  loading: 'Loading drivers and vehicles...',
  loadFailed: 'Failed to load drivers and vehicles',
  unavailableText: 'No driver or vehicle is free for this job on its scheduled date. Free one up or check blackout dates, then try again.',
} as const;

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

const driverName = (driver: TDriver) => `${driver.firstName} ${driver.lastName}`;

function DriverOption({ driver }: { driver: TDriver }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{driverName(driver)}</Text>
      {driver.hasADR && <Badge size="xs" color="orange" variant="light">ADR</Badge>}
      {driver.hasHSE && <Badge size="xs" color="teal" variant="light">HSE</Badge>}
      <Text size="xs" c="dimmed">★ {driver.rating.toFixed(1)}</Text>
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
  const unavailable = options.isSuccess && (drivers.length === 0 || vehicles.length === 0);
  const driver = drivers.find((candidate) => candidate.id === form.values.driverId);
  const driversById = new Map(drivers.map((candidate) => [candidate.id, candidate]));
  return (
    <QueryState
      isPending={options.isPending} error={options.error} isEmpty={false} loadingText={ASSIGN_TEXTS.loading}
      errorTitle={ASSIGN_TEXTS.loadFailed} emptyTitle="" emptyText=""
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) => onAssign(ZAssignmentInput.parse(assignmentPayload(job.id, values)), (error) => form.setErrors(serverFieldErrors(error, FIELDS))))}
      >
        <Stack>
          <Text size="sm">{job.jobNumber}: {job.origin} to {job.destination}{job.hazardous ? ' (hazardous: ADR drivers only)' : ''}</Text>
          {unavailable && (
            <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={FLEET_MESSAGES.resourceUnavailable}>{ASSIGN_TEXTS.unavailableText}</Alert>
          )}
          <Select
            label="Driver" withAsterisk placeholder="Select a driver" searchable
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
              <Fact label="Licence Class">{driver.licenseClass}</Fact>
              <Fact label="Licence Number">{driver.licenseNumber}</Fact>
            </SimpleGrid>
          )}
          <Select
            label="Vehicle" withAsterisk placeholder="Select a vehicle" searchable
            data={vehicles.map((vehicle) => ({ value: vehicle.id, label: `${vehicle.registrationNumber} · ${vehicle.make} ${vehicle.model} (${vehicle.year})` }))}
            {...form.getInputProps('vehicleId')}
          />
          <Textarea label="Notes" rows={3} {...form.getInputProps('notes')} />
          <Group justify="flex-end">
            <Button type="submit" loading={assigning} disabled={unavailable}>Assign</Button>
          </Group>
        </Stack>
      </form>
    </QueryState>
  );
}

/** Assign a driver and a vehicle: only those every availability and compliance rule lets through (job.assignmentOptions). */
export function AssignDriverModal({ job, onClose, ...form }: Omit<AssignFormProps, 'job'> & { job: TJob | null; onClose: () => void }) {
  return (
    <Modal opened={job !== null} onClose={onClose} title={job ? `Assign Driver: ${job.title}` : 'Assign Driver'} size="lg">
      {job && <AssignForm key={job.id} job={job} {...form} />}
    </Modal>
  );
}
