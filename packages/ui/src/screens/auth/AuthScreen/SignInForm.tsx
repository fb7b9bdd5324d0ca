import { isRole, LANDING_PATHS } from '@energy/domain/roles';
import { ZLoginInput, type TLoginInput, type TSessionUser } from '@energy/domain/schemas/auth';
import { needsSecondStep, ZTwoFactorLoginInput } from '@energy/domain/schemas/two-factor';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';

export interface SignedInHandler {
  (user: TSessionUser, destination: string): void;
}

/** Shows the welcome and lands the user on their role's page (spec 000 §2). */
function useSignedIn(onSignedIn: SignedInHandler) {
  const { t } = useTranslation();
  return (user: TSessionUser) => {
    showNotice({
      title: t('twoFactor.signIn.welcomeBack'),
      message: t('twoFactor.signIn.loggedInAs', { firstName: user.firstName, lastName: user.lastName }),
    });
    onSignedIn(user, isRole(user.role) ? LANDING_PATHS[user.role] : '/');
  };
}

interface CodeForm {
  code: string;
  recoveryCode: string;
}

/**
 * The second step, for an account with two-factor sign-in: the 6-digit code from the authenticator app, or one of
 * the recovery codes. The server holds the step open for a few minutes (its own cookie); "Back" starts over.
 */
function CodeStep({ onSignedIn, onBack }: { onSignedIn: SignedInHandler; onBack: () => void }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn(onSignedIn);
  const [recovery, setRecovery] = useState(false);
  const form = useForm<CodeForm>({
    initialValues: { code: '', recoveryCode: '' },
    validate: (values) => {
      const parsed = ZTwoFactorLoginInput.safeParse(
        recovery ? { recoveryCode: values.recoveryCode } : { code: values.code },
      );
      if (parsed.success) return {};
      const message = parsed.error.issues[0]?.message ?? '';
      return recovery ? { recoveryCode: message } : { code: message };
    },
  });
  const verify = trpc.auth.loginTwoFactor.useMutation({
    onSuccess: signedIn,
    onError: (error) => {
      const field = recovery ? 'recoveryCode' : 'code';
      const details = serverFieldErrors(error, [field]);
      form.setErrors(Object.keys(details).length > 0 ? details : { [field]: error.message });
      showNotice({ title: t('twoFactor.signIn.loginFailed'), message: error.message, variant: 'destructive' });
    },
  });
  const inputs = { code: form.getInputProps('code'), recoveryCode: form.getInputProps('recoveryCode') };
  const submit = (values: CodeForm) =>
    verify.mutate(recovery ? { recoveryCode: values.recoveryCode } : { code: values.code.replace(/\s+/g, '') });
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack>
        <Title order={3}>{t('twoFactor.signIn.codeTitle')}</Title>
        <Text size="sm">{recovery ? t('twoFactor.signIn.recoveryIntro') : t('twoFactor.signIn.codeIntro')}</Text>
        {recovery ? (
          <TextInput
            key="recovery"
            label={t('twoFactor.signIn.recoveryCode')}
            autoComplete="off"
            data-autofocus
            {...inputs.recoveryCode}
          />
        ) : (
          <TextInput
            key="code"
            label={t('twoFactor.signIn.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            data-autofocus
            {...inputs.code}
          />
        )}
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              form.clearErrors();
              setRecovery(!recovery);
            }}
          >
            {recovery ? t('twoFactor.signIn.useAuthenticator') : t('twoFactor.signIn.useRecoveryCode')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('twoFactor.signIn.back')}
          </Anchor>
        </Group>
        <Button type="submit" loading={verify.isPending} fullWidth>
          {t('twoFactor.signIn.verify')}
        </Button>
      </Stack>
    </form>
  );
}

/** Username and password; on success the user lands on their role's page, or is asked for the second factor's code. */
export function SignInForm({ onSignedIn }: { onSignedIn: SignedInHandler }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn(onSignedIn);
  const [secondStep, setSecondStep] = useState(false);
  const form = useForm<TLoginInput>({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(ZLoginInput, { sync: true }),
  });
  const login = trpc.auth.login.useMutation({
    onSuccess: (result) => {
      if (needsSecondStep(result)) setSecondStep(true);
      else signedIn(result);
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, Object.keys(form.getValues())));
      showNotice({ title: t('twoFactor.signIn.loginFailed'), message: error.message, variant: 'destructive' });
    },
  });
  const inputs = { username: form.getInputProps('username'), password: form.getInputProps('password') };

  if (secondStep)
    return (
      <CodeStep
        onSignedIn={onSignedIn}
        onBack={() => {
          form.setFieldValue('password', '');
          setSecondStep(false);
        }}
      />
    );
  return (
    <form noValidate onSubmit={form.onSubmit((values) => login.mutate(values))}>
      <Stack>
        <TextInput label={t('twoFactor.signIn.username')} autoComplete="username" {...inputs.username} />
        <PasswordInput label={t('twoFactor.signIn.password')} autoComplete="current-password" {...inputs.password} />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('twoFactor.signIn.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('twoFactor.signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
