import { tokenRolesFor } from '@energy/domain/api-tokens';
import type { TApiTokenCreated } from '@energy/domain/schemas/api-token';
import { Alert, Button, Code, CopyButton, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import type { FormErrors } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../components/errors/serverFailure';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors } from '../../../components/serverErrors';
import { useLabels } from '../../../i18n/labels';
import { useSessionParty } from '../../../session/useSessionParty';
import { trpc } from '../../../trpc';

/** The lifetimes offered, in days: a year at most (the server's limit). */
export const TOKEN_LIFETIMES = [30, 90, 180, 365] as const;

const DAY_MS = 86_400_000;

/** The expiry of a token created now that lives `days` days. */
function expiryAfter(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString();
}

function TokenForm({ onCreated, onCancel }: { onCreated: (token: TApiTokenCreated) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const { role } = useSessionParty();
  const roles = tokenRolesFor(role ?? '');
  const utils = trpc.useUtils();
  const [name, setName] = useState('');
  const [tokenRole, setTokenRole] = useState<string | null>(roles[0] ?? null);
  const [days, setDays] = useState<string | null>('90');
  const [errors, setErrors] = useState<FormErrors>({});
  const create = trpc.apiToken.create.useMutation({
    onSuccess: (token) => {
      void utils.apiToken.invalidate();
      onCreated(token);
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error, ['name', 'role', 'expiresAt']));
      showNotice({
        title: t('settings.apiTokens.form.failed'),
        message: failureMessage(error, t('settings.apiTokens.form.failed')),
        variant: 'destructive',
      });
    },
  });
  const submit = () => {
    if (!name.trim()) return setErrors({ name: t('settings.apiTokens.form.nameRequired') });
    const role = roles.find((r) => r === tokenRole);
    if (!role) return setErrors({ role: t('settings.apiTokens.form.roleRequired') });
    create.mutate({ name: name.trim(), role, expiresAt: expiryAfter(Number(days ?? '90')) });
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <TextInput
          label={t('settings.apiTokens.form.name')}
          withAsterisk
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Select
          label={t('settings.apiTokens.form.role')}
          description={t('settings.apiTokens.form.roleHint')}
          withAsterisk
          data={roles.map((r) => ({ value: r, label: labels.of('role', r) }))}
          value={tokenRole}
          error={errors.role}
          onChange={setTokenRole}
          allowDeselect={false}
        />
        <Select
          label={t('settings.apiTokens.form.expiry')}
          withAsterisk
          data={TOKEN_LIFETIMES.map((d) => ({
            value: String(d),
            label: t('settings.apiTokens.form.days', { count: d }),
          }))}
          value={days}
          error={errors.expiresAt}
          onChange={setDays}
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            {t('settings.apiTokens.form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('settings.apiTokens.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The new token, shown this once with a copy button. */
function ShownOnce({ token, onDone }: { token: TApiTokenCreated; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert color="yellow" title={t('settings.apiTokens.shown.title')}>
        {t('settings.apiTokens.shown.once')}
      </Alert>
      <Code block aria-label={t('settings.apiTokens.shown.label')}>
        {token.token}
      </Code>
      <Text size="sm" c="dimmed">
        {t('settings.apiTokens.shown.usage')}
      </Text>
      <Group justify="flex-end">
        <CopyButton value={token.token}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('settings.apiTokens.shown.copied') : t('settings.apiTokens.shown.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('settings.apiTokens.shown.done')}</Button>
      </Group>
    </Stack>
  );
}

/** Create a token: its name, its role (no stronger than the caller's) and its lifetime; then the token, once. */
export function CreateApiTokenModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<TApiTokenCreated | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <DeferredModal
      opened={opened}
      onClose={close}
      title={created ? t('settings.apiTokens.shown.heading') : t('settings.apiTokens.form.title')}
      closeOnClickOutside={created === null}
    >
      {created ? (
        <ShownOnce token={created} onDone={close} />
      ) : (
        opened && <TokenForm onCreated={setCreated} onCancel={close} />
      )}
    </DeferredModal>
  );
}
