import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CenteredPanel } from '../../../components/CenteredPanel';
import { resetLinkHours } from '../resetLinkLifetime';
import { ResetPasswordForm } from './ResetPasswordForm';

export function InvalidResetLink() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center">
      <ThemeIcon size={56} radius="xl" color="red" variant="light">
        <IconAlertTriangle size={30} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('auth.reset.invalidTitle')}
      </Title>
      <Text>{t('auth.reset.invalidText', { lifetime: t('auth.lifetime', { hours: resetLinkHours() }) })}</Text>
      <Group justify="center">
        <Button component={Link} to="/forgot-password">
          {t('auth.reset.requestNew')}
        </Button>
        <Button component={Link} to="/auth" variant="default">
          {t('auth.reset.backToLogin')}
        </Button>
      </Group>
    </Stack>
  );
}

export function PasswordResetComplete() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center">
      <ThemeIcon size={56} radius="xl" color="green" variant="light">
        <IconCircleCheck size={30} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('auth.reset.completeTitle')}
      </Title>
      <Text>{t('auth.reset.completeText')}</Text>
      <Button component={Link} to="/auth">
        {t('auth.reset.goToLogin')}
      </Button>
    </Stack>
  );
}

/** /reset-password?token=…: invalid link without a token, else the form, then the success screen. */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [complete, setComplete] = useState(false);

  let content = <ResetPasswordForm token={token ?? ''} onReset={() => setComplete(true)} />;
  if (!token) content = <InvalidResetLink />;
  else if (complete) content = <PasswordResetComplete />;
  return <CenteredPanel>{content}</CenteredPanel>;
}
