import { en } from '@energy/i18n/messages/en/screens';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import type { FormErrors } from '@mantine/form';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { canDo } from '../../../components/allowedActions';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { serverFieldErrors } from '../../../components/serverErrors';
import { StatusBadge } from '../../../components/StatusBadge';
import { useNameRecord } from '../../../layout/AppLayout/recordName';
import { trpc } from '../../../trpc';
import { VehicleForm } from '../VehicleOnboardingScreen/VehicleForm';
import { EMPTY_VEHICLE, vehicleFormValues, vehiclePayload } from '../VehicleOnboardingScreen/vehicleFormValues';
import { VehicleFacts } from './VehicleFacts';

/** The English texts (tests read them); the screen speaks the user's language. */
export const VEHICLE_DETAILS_TEXTS = en.fleet.vehicleDetails;

/** /fleet/vehicles/:id: every field, expiry warnings, maintenance, current driver, job history and blackouts; Edit if allowed. */
export function VehicleDetailsScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const vehicle = trpc.vehicle.byId.useQuery({ vehicleId: id });
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>();
  useNameRecord(vehicle.data?.registrationNumber);
  const update = trpc.vehicle.update.useMutation({
    onSuccess: (saved) => {
      showNotice({
        title: t('fleet.vehicleNotices.saved'),
        message: t('fleet.vehicleNotices.savedText', { registration: saved.registrationNumber }),
      });
      setEditing(false);
      void utils.vehicle.invalidate();
    },
    onError: (error) => {
      setServerErrors(serverFieldErrors(error, Object.keys(EMPTY_VEHICLE)));
      showNotice({
        title: t('fleet.vehicleNotices.saveFailed'),
        message: failureMessage(error, t('fleet.vehicleNotices.saveFailedFallback')),
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
      {t('fleet.vehicleDetails.back')}
    </Button>
  );
  if (vehicle.isPending) {
    return (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('fleet.vehicleDetails.loading')}</Text>
        </Group>
      </Center>
    );
  }
  if (vehicle.error) {
    return (
      <Stack>
        {back}
        <Alert color="red" title={t('fleet.vehicleDetails.loadFailed')}>
          {vehicle.error.message}
        </Alert>
      </Stack>
    );
  }
  const details = vehicle.data;
  const editable = canDo(details, 'vehicle.update');
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
        {editable && (
          <Button leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
            {t('fleet.vehicleDetails.edit')}
          </Button>
        )}
      </Group>
      <Text c="dimmed">
        {details.make} {details.model} · {details.year}
      </Text>
      <VehicleFacts vehicle={details} />
      <DeferredModal
        opened={editing}
        onClose={() => setEditing(false)}
        title={t('fleet.vehicleDetails.edit')}
        size="xl"
      >
        <VehicleForm
          initialValues={vehicleFormValues(details)}
          submitLabel={t('fleet.vehicleDetails.save')}
          pending={update.isPending}
          serverErrors={serverErrors}
          onSubmit={(values) => update.mutate({ vehicleId: details.id, ...vehiclePayload(values) })}
          onCancel={() => setEditing(false)}
        />
      </DeferredModal>
    </Stack>
  );
}
