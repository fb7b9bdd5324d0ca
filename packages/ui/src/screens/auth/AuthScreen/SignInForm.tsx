import { AUTH_NOTICES } from '@energy/domain/notices';
import { isRole, LANDING_PATHS } from '@energy/domain/roles';
import { ZLoginInput, type TLoginInput, type TSessionUser } from '@energy/domain/schemas/auth';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';

export interface SignedInHandler {
  (user: TSessionUser, destination: string): void;
}

/** Username and password; on success the user lands on their role's page (spec 000 §2). */
export function SignInForm({ onSignedIn }: { onSignedIn: SignedInHandler }) {
  const form = useForm<TLoginInput>({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(ZLoginInput, { sync: true }),
  });
  const login = trpc.auth.login.useMutation({
    onSuccess: (user) => {
      showNotice({ title: AUTH_NOTICES.welcomeBack, message: AUTH_NOTICES.loggedInAs(user.firstName, user.lastName) });
      onSignedIn(user, isRole(user.role) ? LANDING_PATHS[user.role] : '/');
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, Object.keys(form.getValues())));
      showNotice({ title: AUTH_NOTICES.loginFailed, message: error.message, variant: 'destructive' });
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => login.mutate(values))}>
      <Stack>
        <TextInput label="Username" autoComplete="username" {...form.getInputProps('username')} />
        <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
