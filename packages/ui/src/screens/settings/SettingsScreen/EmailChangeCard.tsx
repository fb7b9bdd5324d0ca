import { ZEmailChangeInput, type TEmailChangeInput, type TProfile } from '@energy/domain/schemas/settings';
import { Alert, Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';

export const EMAIL_CHANGE_TEXTS = {
  title: 'Email address',
  newAddress: 'New email address',
  currentPassword: 'Current password',
  submit: 'Change email',
  failed: 'Email not changed',
  pendingTitle: (email: string) => `Confirmation sent to ${email}`,
  pendingLine:
    'Your address changes when you follow the link in that message. Your current address was told, and can undo the change for 7 days.',
} as const;

/**
 * The address changes only through the link mailed to the new one, after the current password.
 * While a change waits, the card says where the confirmation went.
 */
export function EmailChangeCard({ profile }: { profile: TProfile }) {
  const utils = trpc.useUtils();
  const form = useForm<TEmailChangeInput>({
    initialValues: { email: '', currentPassword: '' },
    validate: schemaResolver(ZEmailChangeInput, { sync: true }),
  });
  const change = trpc.settings.changeEmail.useMutation({
    onSuccess: ({ message, pendingEmail }) => {
      utils.settings.profile.setData(undefined, { ...profile, pendingEmail });
      form.reset();
      showNotice({ title: EMAIL_CHANGE_TEXTS.pendingTitle(pendingEmail), message });
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, ['email', 'currentPassword']));
      showNotice({ title: EMAIL_CHANGE_TEXTS.failed, message: error.message, variant: 'destructive' });
    },
  });
  return (
    <Stack maw={640} gap="sm">
      <Title order={4}>{EMAIL_CHANGE_TEXTS.title}</Title>
      <TextInput label="Email" value={profile.email} readOnly variant="filled" />
      {profile.pendingEmail && (
        <Alert color="blue" title={EMAIL_CHANGE_TEXTS.pendingTitle(profile.pendingEmail)}>
          {EMAIL_CHANGE_TEXTS.pendingLine}
        </Alert>
      )}
      <form noValidate onSubmit={form.onSubmit((values) => change.mutate(values))}>
        <Stack gap="sm">
          <TextInput
            label={EMAIL_CHANGE_TEXTS.newAddress}
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={EMAIL_CHANGE_TEXTS.currentPassword}
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" variant="default" loading={change.isPending}>
              {EMAIL_CHANGE_TEXTS.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
