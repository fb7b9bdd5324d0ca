import { DELETE_CONFIRMATION, ZDeleteAccountInput, type TDeleteAccountInput } from '@energy/domain/schemas/settings';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';

function DeleteAccountForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const form = useForm<TDeleteAccountInput>({
    initialValues: { confirmation: '' as TDeleteAccountInput['confirmation'], currentPassword: '' },
    validate: schemaResolver(ZDeleteAccountInput, { sync: true }),
  });
  const remove = trpc.settings.deleteAccount.useMutation({
    onSuccess: async () => {
      showNotice({ title: t('settings.danger.title'), message: t('settings.danger.deleted') });
      utils.auth.me.setData(undefined, undefined);
      await utils.invalidate();
      void navigate('/auth');
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, ['confirmation', 'currentPassword']));
      showNotice({ title: t('settings.danger.failed'), message: error.message, variant: 'destructive' });
    },
  });
  const inputs = {
    confirmation: form.getInputProps('confirmation'),
    currentPassword: form.getInputProps('currentPassword'),
  };
  return (
    <form noValidate onSubmit={form.onSubmit((values) => remove.mutate(values))}>
      <Stack>
        <Text size="sm">{t('settings.danger.warning')}</Text>
        <TextInput
          label={t('settings.danger.confirm', { word: DELETE_CONFIRMATION })}
          withAsterisk
          {...inputs.confirmation}
        />
        <PasswordInput
          label={t('settings.danger.currentPassword')}
          withAsterisk
          autoComplete="current-password"
          {...inputs.currentPassword}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('settings.common.cancel')}
          </Button>
          <Button type="submit" color="red" loading={remove.isPending}>
            {t('settings.danger.title')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Settings > Danger Zone: delete the account after confirmation (deactivated, signed out, records kept). */
export function DangerZoneTab() {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  return (
    <Stack maw={640}>
      <Alert color="red" title={t('settings.danger.title')}>
        {t('settings.danger.warning')}
      </Alert>
      <Group>
        <Button color="red" onClick={dialog.open}>
          {t('settings.danger.title')}
        </Button>
      </Group>
      <DeferredModal opened={opened} onClose={dialog.close} title={t('settings.danger.title')}>
        {opened && <DeleteAccountForm onClose={dialog.close} />}
      </DeferredModal>
    </Stack>
  );
}
