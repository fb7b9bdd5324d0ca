import { AUTH_NOTICES } from '@energy/domain/notices';
import { DEFAULT_SIGNUP_ROLE, isRole, ROLE_LABELS, ROLES } from '@energy/domain/roles';
import { ZRegisterInput, type TRegisterInput } from '@energy/domain/schemas/auth';
import type { TInvitationPreview } from '@energy/domain/schemas/invitation';
import { Alert, Anchor, Button, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';
import type { SignedInHandler } from './SignInForm';

export const SIGN_UP_TEXTS = { checkEmail: 'Check your email' } as const;

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
      showNotice({ title: AUTH_NOTICES.accountCreated, message: AUTH_NOTICES.welcomeLine(user.firstName) });
      onSignedIn(user, '/');
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, Object.keys(form.getValues())));
      showNotice({ title: AUTH_NOTICES.registrationFailed, message: error.message });
    },
  });
  const invitedRole = invitation && isRole(invitation.preview.role) ? invitation.preview.role : undefined;
  if (sent) {
    return (
      <Alert color="green" title={SIGN_UP_TEXTS.checkEmail}>
        {sent}
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit((values) => register.mutate(values))}>
      <Stack>
        {invitation && (
          <TextInput label="Organization" value={invitation.preview.organizationName} readOnly variant="filled" />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="First Name" autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label="Last Name" autoComplete="family-name" {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label="Username" autoComplete="username" {...form.getInputProps('username')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          readOnly={invitation !== undefined}
          variant={invitation ? 'filled' : 'default'}
          {...form.getInputProps('email')}
        />
        <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        {invitedRole ? (
          <TextInput label="Role" value={ROLE_LABELS[invitedRole]} readOnly variant="filled" />
        ) : (
          <Select
            label="Role"
            data={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            allowDeselect={false}
            {...form.getInputProps('role')}
          />
        )}
        <Text size="xs" c="dimmed">
          By creating an account you agree to the{' '}
          <Anchor component={Link} to="/terms" target="_blank" size="xs">
            Terms of Service
          </Anchor>
          .
        </Text>
        <Button type="submit" loading={register.isPending} fullWidth>
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
