import { holds } from '@energy/domain/permissions';
import { ROLES, isRole } from '@energy/domain/roles';
import type { TSessionUser } from '@energy/domain/schemas/auth';
import {
  formatPhone as displayPhone,
  PHONE_CODE_LENGTH,
  ZPhoneVerifyInput,
  type TPhoneVerificationSent,
} from '@energy/domain/schemas/phone';
import { ZProfileInput, type TProfile, type TProfileInput } from '@energy/domain/schemas/settings';
import { Badge, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VerificationCard } from '../../../components/admin/VerificationCard';
import { QueryState } from '../../../components/fulfilment/QueryState';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors } from '../../../components/serverErrors';
import { useLabels } from '../../../i18n/labels';
import { trpc } from '../../../trpc';
import { EmailChangeCard } from './EmailChangeCard';

const FIELDS = ['firstName', 'lastName', 'phone'] as const;

/**
 * The saved phone's state: verified, or not yet, with "Send code", then the code and "Verify". A number typed but
 * not saved is verified after saving (the code goes to the saved number).
 */
function PhoneVerification({ profile, typed }: { profile: TProfile; typed: string }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [sent, setSent] = useState<TPhoneVerificationSent | null>(null);
  const form = useForm({
    initialValues: { code: '' },
    validate: schemaResolver(ZPhoneVerifyInput, { sync: true }),
  });
  const sendCode = trpc.phone.sendCode.useMutation({
    onSuccess: (answer) => {
      setSent(answer);
      form.reset();
    },
    onError: (error) =>
      showNotice({ title: t('sms.profile.sendFailed'), message: error.message, variant: 'destructive' }),
  });
  const verify = trpc.phone.verify.useMutation({
    onSuccess: (answer) => {
      utils.settings.profile.setData(undefined, (current) => current && { ...current, phoneVerified: true });
      setSent(null);
      showNotice({ title: t('sms.server.phoneVerified'), message: displayPhone(answer.phone) });
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, ['code']));
      showNotice({ title: t('sms.profile.verifyFailed'), message: error.message, variant: 'destructive' });
    },
  });
  const codeField = form.getInputProps('code');
  if (profile.phone === '') return null;
  if (typed.trim() !== displayPhone(profile.phone) && typed.trim() !== profile.phone)
    return (
      <Text size="sm" c="dimmed">
        {t('sms.profile.saveFirst')}
      </Text>
    );
  if (profile.phoneVerified)
    return (
      <Group gap="xs" role="status" aria-label={t('sms.profile.verified')}>
        <Badge color="green" variant="light">
          {t('sms.profile.verified')}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('sms.profile.verifiedText')}
        </Text>
      </Group>
    );
  const pending = sent?.phone === profile.phone ? sent : null;
  return (
    <Stack gap="xs" role="group" aria-label={t('sms.profile.notVerified')}>
      <Group gap="xs">
        <Badge color="gray" variant="light">
          {t('sms.profile.notVerified')}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('sms.profile.unverifiedText')}
        </Text>
      </Group>
      {pending ? (
        <form noValidate onSubmit={form.onSubmit((values) => verify.mutate(values))}>
          <Stack gap="xs">
            <Text size="sm" role="status">
              {t('sms.profile.codeSent', { phone: displayPhone(pending.phone) })}
            </Text>
            <Group align="flex-start">
              <TextInput
                label={t('sms.profile.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={PHONE_CODE_LENGTH}
                w={200}
                {...codeField}
              />
              <Button type="submit" mt={25} loading={verify.isPending}>
                {t('sms.profile.verify')}
              </Button>
              <Button variant="default" mt={25} loading={sendCode.isPending} onClick={() => sendCode.mutate()}>
                {t('sms.profile.resendCode')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group>
          <Button variant="light" loading={sendCode.isPending} onClick={() => sendCode.mutate()}>
            {t('sms.profile.sendCode')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function ProfileForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const utils = trpc.useUtils();
  const form = useForm<TProfileInput>({
    initialValues: { firstName: profile.firstName, lastName: profile.lastName, phone: displayPhone(profile.phone) },
    validate: schemaResolver(ZProfileInput, { sync: true }),
  });
  const save = trpc.settings.saveProfile.useMutation({
    onSuccess: (saved) => {
      utils.settings.profile.setData(undefined, saved);
      form.setFieldValue('phone', displayPhone(saved.phone));
      // The shell shows the user's name from the session.
      void utils.auth.me.invalidate();
      showNotice({ title: t('sms.profile.saved'), message: `${saved.firstName} ${saved.lastName}` });
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, FIELDS));
      showNotice({ title: t('sms.profile.failed'), message: error.message, variant: 'destructive' });
    },
  });
  const field = {
    firstName: form.getInputProps('firstName'),
    lastName: form.getInputProps('lastName'),
    phone: form.getInputProps('phone'),
  };
  return (
    <Stack maw={640}>
      <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('sms.profile.firstName')} withAsterisk {...field.firstName} />
            <TextInput label={t('sms.profile.lastName')} withAsterisk {...field.lastName} />
          </SimpleGrid>
          <TextInput
            label={t('sms.profile.phone')}
            type="tel"
            autoComplete="tel"
            placeholder={t('sms.profile.phoneHint')}
            {...field.phone}
          />
          {/* A user cannot change their own role: shown, not editable. */}
          <Select
            label={t('sms.profile.role')}
            disabled
            value={profile.role}
            data={isRole(profile.role) ? labels.options('role', ROLES) : [profile.role]}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('sms.profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <PhoneVerification profile={profile} typed={form.values.phone} />
    </Stack>
  );
}

/**
 * Settings > Profile: first and last name, phone (in E.164, verified by a code sent by SMS); the role read-only; the
 * email, changed only through a link to the new address. Below, the user's own KYC card (Verified badge, latest
 * review, Submit KYC) for every role that submits reviews: all but admin.
 */
export function ProfileTab({ user }: { user: TSessionUser }) {
  const { t } = useTranslation();
  const profile = trpc.settings.profile.useQuery();
  const submitsKyc = holds(user.role, 'review:submit');
  return (
    <Stack gap="xl">
      <QueryState
        isPending={profile.isPending}
        error={profile.error}
        isEmpty={false}
        loadingText={t('sms.profile.loading')}
        errorTitle={t('sms.profile.loadFailed')}
        emptyTitle=""
        emptyText=""
      >
        {profile.data && <ProfileForm profile={profile.data} />}
        {profile.data && <EmailChangeCard profile={profile.data} />}
      </QueryState>
      {submitsKyc && <VerificationCard kind="kyc" user={user} />}
    </Stack>
  );
}
