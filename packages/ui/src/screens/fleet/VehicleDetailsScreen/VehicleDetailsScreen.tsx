import { Alert, Button, Center, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { canDo } from '../../../components/allowedActions';
import { VEHICLE_NOTICES } from '../../../components/fleet/fleetNotices';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { serverFieldErrors } from '../../../components/serverErrors';
import { StatusBadge } from '../../../components/StatusBadge';
import { useNameRecord } from '../../../layout/AppLayout/recordName';
import { trpc } from '../../../trpc';
import { VehicleForm } from '../VehicleOnboardingScreen/VehicleForm';
import { EMPTY_VEHICLE, vehicleFormValues, vehiclePayload } from '../VehicleOnboardingScreen/vehicleFormValues';
import { VehicleFacts } from './VehicleFacts';

export const VEHICLE_DETAILS_TEXTS = {
  loading: 'Loading vehicle...',
  loadFailed: 'Failed to load vehicle',
  back: 'Back to vehicles',
  edit: 'Edit Vehicle',
  save: 'Save Changes',
} as const;

/** /fleet/vehicles/:id: every field, expiry warnings, maintenance, current driver, job history and blackouts; Edit if allowed. */
export function VehicleDetailsScreen() {
  const { id = '' } = useParams();
  const vehicle = trpc.vehicle.byId.useQuery({ vehicleId: id });
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>();
  useNameRecord(vehicle.data?.registrationNumber);
  const update = trpc.vehicle.update.useMutation({
    onSuccess: (saved) => {
      showNotice({ title: VEHICLE_NOTICES.saved, message: VEHICLE_NOTICES.savedText(saved.registrationNumber) });
      setEditing(false);
      void utils.vehicle.invalidate();
    },
    onError: (error) => {
      setServerErrors(serverFieldErrors(error, Object.keys(EMPTY_VEHICLE)));
      showNotice({
        title: VEHICLE_NOTICES.saveFailed,
        message: failureMessage(error, VEHICLE_NOTICES.saveFailedFallback),
        variant: 'destructive',
      });
    },
  });

  const back = (
    <Button
      component={Link}
      to="/fleet/vehicles"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} />}
      w="fit-content"
    >
      {VEHICLE_DETAILS_TEXTS.back}
    </Button>
  );
  if (vehicle.isPending) {
    return (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{VEHICLE_DETAILS_TEXTS.loading}</Text>
        </Group>
      </Center>
    );
  }
  if (vehicle.error) {
    return (
      <Stack>
        {back}
        <Alert color="red" title={VEHICLE_DETAILS_TEXTS.loadFailed}>
          {vehicle.error.message}
        </Alert>
      </Stack>
    );
  }
  const details = vehicle.data;
  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1} size="h2">
            {details.registrationNumber}
          </Title>
          <StatusBadge status={details.status} />
        </Group>
        {canDo(details, 'vehicle.update') && (
          <Button leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
            {VEHICLE_DETAILS_TEXTS.edit}
          </Button>
        )}
      </Group>
      <Text c="dimmed">
        {details.make} {details.model} · {details.year}
      </Text>
      <VehicleFacts vehicle={details} />
      <Modal opened={editing} onClose={() => setEditing(false)} title={VEHICLE_DETAILS_TEXTS.edit} size="xl">
        <VehicleForm
          initialValues={vehicleFormValues(details)}
          submitLabel={VEHICLE_DETAILS_TEXTS.save}
          pending={update.isPending}
          serverErrors={serverErrors}
          onSubmit={(values) => update.mutate({ vehicleId: details.id, ...vehiclePayload(values) })}
          onCancel={() => setEditing(false)}
        />
      </Modal>
    </Stack>
  );
}
