import { DEFAULT_SIGNUP_ROLE, isRole, ROLES } from '@energy/domain/roles';
import { ZRegisterInput, type TRegisterInput } from '@energy/domain/schemas/auth';
import type { TInvitationPreview } from '@energy/domain/schemas/invitation';
import { en } from '@energy/i18n/messages/en/screens';
import { Alert, Anchor, Button, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showNotice } from '../../../components/notices';
import { useLabels } from '../../../i18n/labels';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';
import type { SignedInHandler } from './SignInForm';

/** The English texts tests read; the form speaks the page's language. */
export const SIGN_UP_TEXTS = { checkEmail: en.auth.signUp.checkEmail } as const;

/** An invitation link's token and what the server says it is for. */
export interface SignUpInvitation {
  token: string;
  preview: TInvitationPreview;
}

function initialValues(invitation: SignUpInvitation | undefined): TRegisterInput {
  return {
    username: '',
    email: invitation?.preview.email ?? '',
    password: '',
    confirmPassword: '',
    firstName: '',
    lastName: '',
    role: invitation?.preview.role ?? DEFAULT_SIGNUP_ROLE,
    ...(invitation ? { invitationToken: invitation.token } : {}),
  };
}

/**
 * Every field of the registration payload (spec 000 §3) except the organization: a new account gets its
 * own organization, or joins one through an invitation, whose organization, role and email are then fixed.
 * "Administrator" is offered only while the server would accept it. An account joining by invitation goes to /;
 * any other is told to follow the link mailed to its address, then sign in.
 */
export function SignUpForm({ onSignedIn, invitation }: { onSignedIn: SignedInHandler; invitation?: SignUpInvitation }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const form = useForm<TRegisterInput>({
    initialValues: initialValues(invitation),
    validate: schemaResolver(ZRegisterInput, { sync: true }),
  });
  const options = trpc.auth.signupOptions.useQuery(undefined, { enabled: !invitation });
  const roles = ROLES.filter((role) => role !== 'admin' || options.data?.adminSignupOpen === true);
  // Set when the server mailed a link: the same answer whether or not the address already had an account.
  const [sent, setSent] = useState<string | null>(null);
  const register = trpc.auth.register.useMutation({
    onSuccess: ({ message, user }) => {
      if (!user) {
        setSent(message);
        return;
      }
      showNotice({
        title: t('auth.notices.accountCreated'),
        message: t('auth.notices.welcomeLine', { firstName: user.firstName }),
      });
      onSignedIn(user, '/');
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, Object.keys(form.getValues())));
      showNotice({ title: t('auth.notices.registrationFailed'), message: error.message });
    },
  });
  const invitedRole = invitation && isRole(invitation.preview.role) ? invitation.preview.role : undefined;
  if (sent) {
    return (
      <Alert color="green" title={t('auth.signUp.checkEmail')}>
        {sent}
      </Alert>
    );
  }

  const inputs = {
    firstName: form.getInputProps('firstName'),
    lastName: form.getInputProps('lastName'),
    username: form.getInputProps('username'),
    email: form.getInputProps('email'),
    password: form.getInputProps('password'),
    confirmPassword: form.getInputProps('confirmPassword'),
    role: form.getInputProps('role'),
  };
  return (
    <form noValidate onSubmit={form.onSubmit((values) => register.mutate(values))}>
      <Stack>
        {invitation && (
          <TextInput
            label={t('auth.fields.organization')}
            value={invitation.preview.organizationName}
            readOnly
            variant="filled"
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={t('auth.fields.firstName')} autoComplete="given-name" {...inputs.firstName} />
          <TextInput label={t('auth.fields.lastName')} autoComplete="family-name" {...inputs.lastName} />
        </SimpleGrid>
        <TextInput label={t('auth.fields.username')} autoComplete="username" {...inputs.username} />
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          readOnly={invitation !== undefined}
          variant={invitation ? 'filled' : 'default'}
          {...inputs.email}
        />
        <PasswordInput label={t('auth.fields.password')} autoComplete="new-password" {...inputs.password} />
        <PasswordInput
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          {...inputs.confirmPassword}
        />
        {invitedRole ? (
          <TextInput label={t('auth.fields.role')} value={labels.of('role', invitedRole)} readOnly variant="filled" />
        ) : (
          <Select
            label={t('auth.fields.role')}
            data={labels.options('role', roles)}
            allowDeselect={false}
            {...inputs.role}
          />
        )}
        <Text size="xs" c="dimmed">
          {t('auth.signUp.agreeBefore')}{' '}
          <Anchor component={Link} to="/terms" target="_blank" size="xs">
            {t('auth.signUp.terms')}
          </Anchor>
          {t('auth.signUp.agreeAfter')}
        </Text>
        <Button type="submit" loading={register.isPending} fullWidth>
          {t('auth.signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
