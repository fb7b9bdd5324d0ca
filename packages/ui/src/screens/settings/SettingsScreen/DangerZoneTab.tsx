import {
  DELETE_CONFIRMATION,
  SETTINGS_MESSAGES,
  ZDeleteAccountInput,
  type TDeleteAccountInput,
} from '@energy/domain/schemas/settings';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';

export const DANGER_TEXTS = {
  title: 'Delete Account',
  warning:
    'Deleting your account signs you out everywhere and you can no longer sign in. Your organization keeps the records you took part in, for audit.',
  confirm: `Type ${DELETE_CONFIRMATION} to confirm`,
  failed: 'Account not deleted',
} as const;

function DeleteAccountForm({ onClose }: { onClose: () => void }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const form = useForm<TDeleteAccountInput>({
    initialValues: { confirmation: '' as TDeleteAccountInput['confirmation'], currentPassword: '' },
    validate: schemaResolver(ZDeleteAccountInput, { sync: true }),
  });
  const remove = trpc.settings.deleteAccount.useMutation({
    onSuccess: async () => {
      showNotice({ title: DANGER_TEXTS.title, message: SETTINGS_MESSAGES.accountDeleted });
      utils.auth.me.setData(undefined, undefined);
      await utils.invalidate();
      void navigate('/auth');
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, ['confirmation', 'currentPassword']));
      showNotice({ title: DANGER_TEXTS.failed, message: error.message, variant: 'destructive' });
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => remove.mutate(values))}>
      <Stack>
        <Text size="sm">{DANGER_TEXTS.warning}</Text>
        <TextInput label={DANGER_TEXTS.confirm} withAsterisk {...form.getInputProps('confirmation')} />
        <PasswordInput
          label="Current Password"
          withAsterisk
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={remove.isPending}>
            {DANGER_TEXTS.title}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Settings > Danger Zone: delete the account after confirmation (deactivated, signed out, records kept). */
export function DangerZoneTab() {
  const [opened, dialog] = useDisclosure(false);
  return (
    <Stack maw={640}>
      <Alert color="red" title={DANGER_TEXTS.title}>
        {DANGER_TEXTS.warning}
      </Alert>
      <Group>
        <Button color="red" onClick={dialog.open}>
          {DANGER_TEXTS.title}
        </Button>
      </Group>
      <Modal opened={opened} onClose={dialog.close} title={DANGER_TEXTS.title}>
        {opened && <DeleteAccountForm onClose={dialog.close} />}
      </Modal>
    </Stack>
  );
}
