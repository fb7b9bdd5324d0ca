import type { TSessionUser } from '@energy/domain/schemas/auth';
import { ZTwoFactorDisableInput, type TTwoFactorDisableInput } from '@energy/domain/schemas/two-factor';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors } from '../../../components/serverErrors';
import { TwoFactorEnrolment } from '../../../components/two-factor/TwoFactorEnrolment';
import { useDisplay } from '../../../i18n/useDisplay';
import { trpc } from '../../../trpc';

/** Turning two-factor sign-in off: the password and a current code. */
function DisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useForm<TTwoFactorDisableInput>({
    initialValues: { password: '', code: '' },
    validate: schemaResolver(ZTwoFactorDisableInput, { sync: true }),
  });
  const disable = trpc.twoFactor.disable.useMutation({
    onSuccess: () => {
      showNotice({ title: t('twoFactor.card.disabled'), message: t('twoFactor.card.offText') });
      onDone();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, ['password', 'code']));
      showNotice({ title: t('twoFactor.card.disableFailed'), message: error.message, variant: 'destructive' });
    },
  });
  const inputs = { password: form.getInputProps('password'), code: form.getInputProps('code') };
  return (
    <form noValidate onSubmit={form.onSubmit((values) => disable.mutate(values))}>
      <Stack>
        <Text size="sm">{t('twoFactor.card.disableIntro')}</Text>
        <PasswordInput
          label={t('twoFactor.security.currentPassword')}
          withAsterisk
          autoComplete="current-password"
          {...inputs.password}
        />
        <TextInput
          label={t('twoFactor.enrol.code')}
          withAsterisk
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          w={200}
          {...inputs.code}
        />
        <Group>
          <Button type="submit" color="red" loading={disable.isPending}>
            {t('twoFactor.card.disableSubmit')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('twoFactor.card.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The organization's rule, for its managers: every member must use two-factor sign-in. */
function OrganizationRule({ required, organization }: { required: boolean; organization: string }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const save = trpc.twoFactor.setOrganizationRule.useMutation({
    onSuccess: (status) => {
      utils.twoFactor.status.setData(undefined, status);
      void utils.auth.me.invalidate();
      showNotice({
        title: t('twoFactor.card.organizationRuleSaved'),
        message: t('twoFactor.card.organizationRule', { organization }),
      });
    },
    onError: (error) =>
      showNotice({ title: t('twoFactor.card.organizationRuleFailed'), message: error.message, variant: 'destructive' }),
  });
  return (
    <Switch
      checked={required}
      disabled={save.isPending}
      onChange={(event) => save.mutate({ required: event.currentTarget.checked })}
      label={t('twoFactor.card.organizationRule', { organization })}
    />
  );
}

/**
 * Settings > Security: whether two-factor sign-in is on; turning it on (QR code, secret, first code, recovery
 * codes shown once) and off (password and code); the organization's rule for its managers.
 */
export function TwoFactorCard({ user }: { user: TSessionUser }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const utils = trpc.useUtils();
  const titleId = useId();
  const status = trpc.twoFactor.status.useQuery();
  const [mode, setMode] = useState<'view' | 'enrol' | 'disable'>('view');
  const changed = () => {
    setMode('view');
    void utils.twoFactor.status.invalidate();
    void utils.auth.me.invalidate();
  };
  const data = status.data;
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Stack>
        <Group justify="space-between">
          <Title order={4} id={titleId}>
            {t('twoFactor.card.title')}
          </Title>
          {data ? (
            <Badge color={data.enabled ? 'green' : 'gray'}>
              {data.enabled ? t('twoFactor.card.on') : t('twoFactor.card.off')}
            </Badge>
          ) : null}
        </Group>
        {status.isError ? <Alert color="red">{t('twoFactor.card.loadFailed')}</Alert> : null}
        {status.isPending ? <Loader size="sm" /> : null}
        {data && data.required && !data.enabled ? <Alert color="yellow">{t('twoFactor.card.required')}</Alert> : null}
        {data?.enabled && mode === 'view' ? (
          <>
            <Text size="sm">
              {t('twoFactor.card.onSince', { date: data.confirmedAt ? display.date(data.confirmedAt) : '' })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('twoFactor.card.recoveryLeft', { count: data.recoveryCodesLeft })}
            </Text>
            <Group>
              <Button variant="default" color="red" onClick={() => setMode('disable')}>
                {t('twoFactor.card.disable')}
              </Button>
            </Group>
          </>
        ) : null}
        {data && !data.enabled && mode === 'view' ? (
          <>
            <Text size="sm">{t('twoFactor.card.offText')}</Text>
            <Group>
              <Button onClick={() => setMode('enrol')}>{t('twoFactor.card.enable')}</Button>
            </Group>
          </>
        ) : null}
        {mode === 'enrol' ? (
          <TwoFactorEnrolment username={user.username} onDone={changed} onCancel={() => setMode('view')} />
        ) : null}
        {mode === 'disable' ? <DisableForm onDone={changed} onCancel={() => setMode('view')} /> : null}
        {data?.canSetOrganizationRule && user.organizationName ? (
          <OrganizationRule required={data.organizationRequires === true} organization={user.organizationName} />
        ) : null}
      </Stack>
    </Card>
  );
}
