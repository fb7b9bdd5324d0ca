import { AUTH_MESSAGES, ZResetPasswordInput, type TResetPasswordInput } from '@energy/domain/schemas/auth';
import { AUTH_NOTICES } from '@energy/domain/notices';
import { Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';

type NewPassword = Omit<TResetPasswordInput, 'token'>;

const validateResetInput = schemaResolver(ZResetPasswordInput, { sync: true });

interface ResetPasswordFormProps {
  /** The token from the emailed link; validated with the passwords by the one domain schema. */
  token: string;
  onReset: () => void;
}

/** The new password and its confirmation, sent with the link's token. */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const form = useForm<NewPassword>({
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => validateResetInput({ ...values, token }),
  });
  const resetPassword = trpc.auth.resetPassword.useMutation({
    onSuccess: () => {
      showNotice({
        title: AUTH_NOTICES.passwordResetSuccessful,
        message: 'You can now sign in with your new password.',
      });
      onReset();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, Object.keys(form.getValues())));
      showNotice({ title: AUTH_NOTICES.genericError, message: error.message });
    },
  });

  const submit = form.onSubmit(
    (values) => resetPassword.mutate({ ...values, token }),
    // A missing token has no field to show its error on, so it becomes the spec's notice instead.
    (errors) => {
      if ('token' in errors)
        showNotice({ title: AUTH_NOTICES.invalidRequest, message: AUTH_MESSAGES.resetTokenMissing });
    },
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <Title order={1} size="h2">
          Set a new password
        </Title>
        <Text c="dimmed" size="sm">
          Choose a new password for your account.
        </Text>
        <PasswordInput label="New Password" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={resetPassword.isPending} fullWidth>
          Reset Password
        </Button>
      </Stack>
    </form>
  );
}
