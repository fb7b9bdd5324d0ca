import { holds } from '@energy/domain/permissions';
import { ROLE_LABELS, ROLES, isRole } from '@energy/domain/roles';
import type { TSessionUser } from '@energy/domain/schemas/auth';
import { SETTINGS_MESSAGES, ZProfileInput, type TProfile, type TProfileInput } from '@energy/domain/schemas/settings';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { VerificationCard } from '../../../components/admin/VerificationCard';
import { QueryState } from '../../../components/fulfilment/QueryState';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';
import { EmailChangeCard } from './EmailChangeCard';

export const PROFILE_TEXTS = {
  save: 'Save Profile',
  failed: 'Profile not saved',
  loadFailed: 'Your profile could not be loaded',
} as const;
const FIELDS = ['firstName', 'lastName', 'phone'] as const;

function ProfileForm({ profile }: { profile: TProfile }) {
  const utils = trpc.useUtils();
  const form = useForm<TProfileInput>({
    initialValues: { firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone },
    validate: schemaResolver(ZProfileInput, { sync: true }),
  });
  const save = trpc.settings.saveProfile.useMutation({
    onSuccess: (saved) => {
      utils.settings.profile.setData(undefined, saved);
      // The shell shows the user's name from the session.
      void utils.auth.me.invalidate();
      showNotice({ title: SETTINGS_MESSAGES.profileSaved, message: `${saved.firstName} ${saved.lastName}` });
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, FIELDS));
      showNotice({ title: PROFILE_TEXTS.failed, message: error.message, variant: 'destructive' });
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack maw={640}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First Name" withAsterisk {...form.getInputProps('firstName')} />
          <TextInput label="Last Name" withAsterisk {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
        {/* A user cannot change their own role: shown, not editable. */}
        <Select
          label="Role"
          disabled
          value={profile.role}
          data={
            isRole(profile.role) ? ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })) : [profile.role]
          }
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {PROFILE_TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Settings > Profile: first and last name, phone; the role read-only; the email, changed only through a link to the new address. Below, the user's own KYC card
 * (Verified badge, latest review, Submit KYC) for every role that submits reviews: all but admin.
 */
export function ProfileTab({ user }: { user: TSessionUser }) {
  const profile = trpc.settings.profile.useQuery();
  return (
    <Stack gap="xl">
      <QueryState
        isPending={profile.isPending}
        error={profile.error}
        isEmpty={false}
        loadingText="Loading your profile…"
        errorTitle={PROFILE_TEXTS.loadFailed}
        emptyTitle=""
        emptyText=""
      >
        {profile.data && <ProfileForm profile={profile.data} />}
        {profile.data && <EmailChangeCard profile={profile.data} />}
      </QueryState>
      {holds(user.role, 'review:submit') && <VerificationCard kind="kyc" user={user} />}
    </Stack>
  );
}
