import { en } from '@energy/i18n/messages/en/screens';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';
import { VehicleForm } from './VehicleForm';
import { EMPTY_VEHICLE, vehiclePayload } from './vehicleFormValues';

/** The English texts (tests read them); the screen speaks the user's language. */
export const ONBOARDING_TEXTS = en.fleet.onboarding;

/** /fleet/vehicles/onboard: registers a vehicle, then returns to the fleet list (spec 001 Vehicle Onboarding). */
export function VehicleOnboardingScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [serverErrors, setServerErrors] = useState<FormErrors>();
  const create = trpc.vehicle.create.useMutation({
    onSuccess: (vehicle) => {
      showNotice({
        title: t('fleet.vehicleNotices.registered'),
        message: t('fleet.vehicleNotices.registeredText', { registration: vehicle.registrationNumber }),
      });
      void utils.vehicle.list.invalidate();
      void navigate('/fleet/vehicles');
    },
    onError: (error) => {
      setServerErrors(serverFieldErrors(error, Object.keys(EMPTY_VEHICLE)));
      showNotice({
        title: t('fleet.vehicleNotices.registrationFailed'),
        message: failureMessage(error, t('fleet.vehicleNotices.registrationFailedFallback')),
        variant: 'destructive',
      });
    },
  });
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('fleet.onboarding.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('fleet.onboarding.intro')}
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <VehicleForm
          initialValues={EMPTY_VEHICLE}
          submitLabel={t('fleet.onboarding.submit')}
          pending={create.isPending}
          serverErrors={serverErrors}
          onSubmit={(values) => create.mutate(vehiclePayload(values))}
          onCancel={() => void navigate('/fleet/vehicles')}
        />
      </Paper>
    </Stack>
  );
}
