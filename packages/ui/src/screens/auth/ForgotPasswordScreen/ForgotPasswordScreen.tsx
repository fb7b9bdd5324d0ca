import { AUTH_NOTICES } from '@energy/domain/notices';
import { ZForgotPasswordInput, type TForgotPasswordInput } from '@energy/domain/schemas/auth';
import { Anchor, Button, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CenteredPanel } from '../../../components/CenteredPanel';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';
import { resetLinkLifetime } from '../resetLinkLifetime';

/** The confirmation. It never says whether the address has an account, as the server does not either. */
export function ResetLinkSent({ email }: { email: string }) {
  return (
    <Stack align="center" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconMail size={30} />
      </ThemeIcon>
      <Title order={1} size="h2">
        Check your email
      </Title>
      <Text>If an account with {email} exists, a password reset link has been sent to it.</Text>
      <Text size="sm" c="dimmed">
        The link expires in {resetLinkLifetime()}.
      </Text>
      <Button component={Link} to="/auth" variant="default">
        Back to Login
      </Button>
    </Stack>
  );
}

/** /forgot-password: asks for an email, then shows the 'Check your email' confirmation (spec 000 §2). */
export function ForgotPasswordScreen() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<TForgotPasswordInput>({
    initialValues: { email: '' },
    validate: schemaResolver(ZForgotPasswordInput, { sync: true }),
  });
  const forgotPassword = trpc.auth.forgotPassword.useMutation({
    // The card says it; a toast with the same words on top of it said it twice.
    onSuccess: (_answer, input) => setSentTo(input.email),
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, Object.keys(form.getValues())));
      showNotice({ title: AUTH_NOTICES.genericError, message: error.message });
    },
  });

  return (
    <CenteredPanel>
      {sentTo !== null ? (
        <ResetLinkSent email={sentTo} />
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => forgotPassword.mutate(values))}>
          <Stack>
            <Title order={1} size="h2">
              Forgot your password?
            </Title>
            <Text c="dimmed" size="sm">
              Enter the email address of your account and we will send you a link to reset your password.
            </Text>
            <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
            <Button type="submit" loading={forgotPassword.isPending} fullWidth>
              Send Reset Link
            </Button>
            <Anchor component={Link} to="/auth" size="sm" ta="center">
              Back to Login
            </Anchor>
          </Stack>
        </form>
      )}
    </CenteredPanel>
  );
}
