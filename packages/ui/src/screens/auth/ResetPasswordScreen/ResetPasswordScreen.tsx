import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CenteredPanel } from '../../../components/CenteredPanel';
import { resetLinkLifetime } from '../resetLinkLifetime';
import { ResetPasswordForm } from './ResetPasswordForm';

export function InvalidResetLink() {
  return (
    <Stack align="center" ta="center">
      <ThemeIcon size={56} radius="xl" color="red" variant="light">
        <IconAlertTriangle size={30} />
      </ThemeIcon>
      <Title order={1} size="h2">
        Invalid Reset Link
      </Title>
      <Text>
        This password reset link is incomplete. Request a new one: each link works once and expires after{' '}
        {resetLinkLifetime()}.
      </Text>
      <Group justify="center">
        <Button component={Link} to="/forgot-password">
          Request New Reset Link
        </Button>
        <Button component={Link} to="/auth" variant="default">
          Back to Login
        </Button>
      </Group>
    </Stack>
  );
}

export function PasswordResetComplete() {
  return (
    <Stack align="center" ta="center">
      <ThemeIcon size={56} radius="xl" color="green" variant="light">
        <IconCircleCheck size={30} />
      </ThemeIcon>
      <Title order={1} size="h2">
        Password Reset Complete
      </Title>
      <Text>Your password has been changed. Sign in with your new password.</Text>
      <Button component={Link} to="/auth">
        Go to Login
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
