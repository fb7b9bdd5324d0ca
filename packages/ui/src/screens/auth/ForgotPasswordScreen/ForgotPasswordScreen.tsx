import { ZForgotPasswordInput, type TForgotPasswordInput } from '@energy/domain/schemas/auth';
import { Anchor, Button, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredPanel } from '../../../components/CenteredPanel';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';
import { resetLinkHours } from '../resetLinkLifetime';

/** The confirmation. It never says whether the address has an account, as the server does not either. */
export function ResetLinkSent({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconMail size={30} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('auth.forgot.checkEmail')}
      </Title>
      <Text>{t('auth.forgot.sentTo', { email })}</Text>
      <Text size="sm" c="dimmed">
        {t('auth.forgot.expires', { lifetime: t('auth.lifetime', { hours: resetLinkHours() }) })}
      </Text>
      <Button component={Link} to="/auth" variant="default">
        {t('auth.forgot.backToLogin')}
      </Button>
    </Stack>
  );
}

/** /forgot-password: asks for an email, then shows the 'Check your email' confirmation (spec 000 §2). */
export function ForgotPasswordScreen() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { t } = useTranslation();
  const form = useForm<TForgotPasswordInput>({
    initialValues: { email: '' },
    validate: schemaResolver(ZForgotPasswordInput, { sync: true }),
  });
  const forgotPassword = trpc.auth.forgotPassword.useMutation({
    // The card says it; a toast with the same words on top of it said it twice.
    onSuccess: (_answer, input) => setSentTo(input.email),
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, Object.keys(form.getValues())));
      showNotice({ title: t('auth.notices.genericError'), message: error.message });
    },
  });
  const inputs = {
    email: form.getInputProps('email'),
  };

  return (
    <CenteredPanel>
      {sentTo !== null ? (
        <ResetLinkSent email={sentTo} />
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => forgotPassword.mutate(values))}>
          <Stack>
            <Title order={1} size="h2">
              {t('auth.forgot.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('auth.forgot.intro')}
            </Text>
            <TextInput label={t('auth.fields.email')} type="email" autoComplete="email" {...inputs.email} />
            <Button type="submit" loading={forgotPassword.isPending} fullWidth>
              {t('auth.forgot.submit')}
            </Button>
            <Anchor component={Link} to="/auth" size="sm" ta="center">
              {t('auth.forgot.backToLogin')}
            </Anchor>
          </Stack>
        </form>
      )}
    </CenteredPanel>
  );
}
