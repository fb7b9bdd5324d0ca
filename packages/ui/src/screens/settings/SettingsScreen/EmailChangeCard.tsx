import { ZEmailChangeInput, type TEmailChangeInput, type TProfile } from '@energy/domain/schemas/settings';
import { Alert, Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';

/**
 * The address changes only through the link mailed to the new one, after the current password.
 * While a change waits, the card says where the confirmation went.
 */
export function EmailChangeCard({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const form = useForm<TEmailChangeInput>({
    initialValues: { email: '', currentPassword: '' },
    validate: schemaResolver(ZEmailChangeInput, { sync: true }),
  });
  const change = trpc.settings.changeEmail.useMutation({
    onSuccess: ({ message, pendingEmail }) => {
      utils.settings.profile.setData(undefined, { ...profile, pendingEmail });
      form.reset();
      showNotice({ title: t('settings.emailChange.pendingTitle', { email: pendingEmail }), message });
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, ['email', 'currentPassword']));
      showNotice({ title: t('settings.emailChange.failed'), message: error.message, variant: 'destructive' });
    },
  });
  const inputs = {
    email: form.getInputProps('email'),
    currentPassword: form.getInputProps('currentPassword'),
  };
  return (
    <Stack maw={640} gap="sm">
      <Title order={4}>{t('settings.emailChange.title')}</Title>
      <TextInput label={t('settings.common.email')} value={profile.email} readOnly variant="filled" />
      {profile.pendingEmail && (
        <Alert color="blue" title={t('settings.emailChange.pendingTitle', { email: profile.pendingEmail })}>
          {t('settings.emailChange.pendingLine')}
        </Alert>
      )}
      <form noValidate onSubmit={form.onSubmit((values) => change.mutate(values))}>
        <Stack gap="sm">
          <TextInput label={t('settings.emailChange.newAddress')} type="email" autoComplete="email" {...inputs.email} />
          <PasswordInput
            label={t('settings.emailChange.currentPassword')}
            autoComplete="current-password"
            {...inputs.currentPassword}
          />
          <Group justify="flex-end">
            <Button type="submit" variant="default" loading={change.isPending}>
              {t('settings.emailChange.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
