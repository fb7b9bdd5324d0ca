import { AUTH_NOTICES } from '@energy/domain/notices';
import { DEFAULT_SIGNUP_ROLE, ROLE_LABELS, ROLES } from '@energy/domain/roles';
import { ZRegisterInput, type TRegisterInput } from '@energy/domain/schemas/auth';
import { Button, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';
import type { SignedInHandler } from './SignInForm';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

const EMPTY_REGISTRATION: TRegisterInput = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  role: DEFAULT_SIGNUP_ROLE,
  organizationId: '',
};

/** Every field of the registration payload (spec 000 §3); a new account goes to / and on to its dashboard. */
export function SignUpForm({ onSignedIn }: { onSignedIn: SignedInHandler }) {
  const form = useForm<TRegisterInput>({
    initialValues: EMPTY_REGISTRATION,
    validate: schemaResolver(ZRegisterInput, { sync: true }),
  });
  const register = trpc.auth.register.useMutation({
    onSuccess: (user) => {
      showNotice({ title: AUTH_NOTICES.accountCreated, message: AUTH_NOTICES.welcomeLine(user.firstName) });
      onSignedIn(user, '/');
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, Object.keys(form.getValues())));
      showNotice({ title: AUTH_NOTICES.registrationFailed, message: error.message });
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => register.mutate(values))}>
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="First Name" autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label="Last Name" autoComplete="family-name" {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label="Username" autoComplete="username" {...form.getInputProps('username')} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Select label="Role" data={ROLE_OPTIONS} allowDeselect={false} {...form.getInputProps('role')} />
        <TextInput
          label="Organization ID"
          description="Optional: the id of the organization you are joining"
          {...form.getInputProps('organizationId')}
        />
        <Button type="submit" loading={register.isPending} fullWidth>
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
