import { ZPasswordChange } from '@energy/domain/schemas/auth';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors } from '../../../components/serverErrors';
import { useSessionUser } from '../../../session/useSessionUser';
import { trpc } from '../../../trpc';
import { TwoFactorCard } from './TwoFactorCard';

interface PasswordForm {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** Settings > Security: change the password (the current one is checked; other sessions end). */
function PasswordChangeForm() {
  const { t } = useTranslation();
  const form = useForm<PasswordForm>({
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validate: schemaResolver(ZPasswordChange, { sync: true }),
  });
  const change = trpc.settings.changePassword.useMutation({
    onSuccess: () => {
      form.reset();
      showNotice({
        title: t('twoFactor.security.passwordChanged'),
        message: t('twoFactor.security.otherSessions'),
      });
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, ['currentPassword', 'password', 'confirmPassword']));
      showNotice({ title: t('twoFactor.security.failed'), message: error.message, variant: 'destructive' });
    },
  });
  const inputs = {
    currentPassword: form.getInputProps('currentPassword'),
    password: form.getInputProps('password'),
    confirmPassword: form.getInputProps('confirmPassword'),
  };
  return (
    <form noValidate onSubmit={form.onSubmit((values) => change.mutate(values))}>
      <Stack>
        <PasswordInput
          label={t('twoFactor.security.currentPassword')}
          withAsterisk
          autoComplete="current-password"
          {...inputs.currentPassword}
        />
        <PasswordInput
          label={t('twoFactor.security.newPassword')}
          withAsterisk
          autoComplete="new-password"
          {...inputs.password}
        />
        <PasswordInput
          label={t('twoFactor.security.confirmPassword')}
          withAsterisk
          autoComplete="new-password"
          {...inputs.confirmPassword}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('twoFactor.security.update')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Settings > Security: the password, and two-factor sign-in (status, turning it on and off, the organization's rule). */
export function SecurityTab() {
  const session = useSessionUser();
  return (
    <Stack maw={560} gap="xl">
      <PasswordChangeForm />
      {session.status === 'signed-in' ? <TwoFactorCard user={session.user} /> : null}
    </Stack>
  );
}
