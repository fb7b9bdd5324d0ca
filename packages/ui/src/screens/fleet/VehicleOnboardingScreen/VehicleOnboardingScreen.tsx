import { Paper, Stack, Text, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { VEHICLE_NOTICES } from '../../../components/fleet/fleetNotices';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';
import { VehicleForm } from './VehicleForm';
import { EMPTY_VEHICLE, vehiclePayload } from './vehicleFormValues';

export const ONBOARDING_TEXTS = {
  title: 'Vehicle Onboarding',
  intro: 'Register a vehicle with its certifications, maintenance and technical details.',
  submit: 'Register Vehicle',
} as const;

/** /fleet/vehicles/onboard: registers a vehicle, then returns to the fleet list (spec 001 Vehicle Onboarding). */
export function VehicleOnboardingScreen() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [serverErrors, setServerErrors] = useState<FormErrors>();
  const create = trpc.vehicle.create.useMutation({
    onSuccess: (vehicle) => {
      showNotice({
        title: VEHICLE_NOTICES.registered,
        message: VEHICLE_NOTICES.registeredText(vehicle.registrationNumber),
      });
      void utils.vehicle.list.invalidate();
      void navigate('/fleet/vehicles');
    },
    onError: (error) => {
      setServerErrors(serverFieldErrors(error, Object.keys(EMPTY_VEHICLE)));
      showNotice({
        title: VEHICLE_NOTICES.registrationFailed,
        message: failureMessage(error, VEHICLE_NOTICES.registrationFailedFallback),
        variant: 'destructive',
      });
    },
  });
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {ONBOARDING_TEXTS.title}
        </Title>
        <Text c="dimmed" size="sm">
          {ONBOARDING_TEXTS.intro}
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <VehicleForm
          initialValues={EMPTY_VEHICLE}
          submitLabel={ONBOARDING_TEXTS.submit}
          pending={create.isPending}
          serverErrors={serverErrors}
          onSubmit={(values) => create.mutate(vehiclePayload(values))}
          onCancel={() => void navigate('/fleet/vehicles')}
        />
      </Paper>
    </Stack>
  );
}
