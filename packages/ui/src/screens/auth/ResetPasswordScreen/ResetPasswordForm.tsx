import { AUTH_MESSAGES, ZResetPasswordInput, type TResetPasswordInput } from '@energy/domain/schemas/auth';
import { Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const form = useForm<NewPassword>({
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => validateResetInput({ ...values, token }),
  });
  const resetPassword = trpc.auth.resetPassword.useMutation({
    onSuccess: () => {
      showNotice({
        title: t('auth.notices.passwordResetSuccessful'),
        message: t('auth.notices.passwordResetText'),
      });
      onReset();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, Object.keys(form.getValues())));
      showNotice({ title: t('auth.notices.genericError'), message: error.message });
    },
  });

  const submit = form.onSubmit(
    (values) => resetPassword.mutate({ ...values, token }),
    // A missing token has no field to show its error on, so it becomes the spec's notice instead.
    (errors) => {
      if ('token' in errors)
        showNotice({ title: t('auth.notices.invalidRequest'), message: AUTH_MESSAGES.resetTokenMissing });
    },
  );

  const inputs = {
    password: form.getInputProps('password'),
    confirmPassword: form.getInputProps('confirmPassword'),
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <Title order={1} size="h2">
          {t('auth.reset.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.reset.intro')}
        </Text>
        <PasswordInput label={t('auth.fields.newPassword')} autoComplete="new-password" {...inputs.password} />
        <PasswordInput
          label={t('auth.fields.confirmNewPassword')}
          autoComplete="new-password"
          {...inputs.confirmPassword}
        />
        <Button type="submit" loading={resetPassword.isPending} fullWidth>
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
