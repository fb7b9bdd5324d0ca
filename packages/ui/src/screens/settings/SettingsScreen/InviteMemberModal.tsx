import type { Role } from '@energy/domain/roles';
import { ZInviteMemberForm, type TInviteMemberForm } from '@energy/domain/schemas/invitation';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors } from '../../../components/serverErrors';
import { useLabels } from '../../../i18n/labels';
import { trpc } from '../../../trpc';

interface InviteMemberModalProps {
  opened: boolean;
  organizationId: string;
  organizationName: string;
  /** Only roles that fit the organization's kind. */
  roles: readonly Role[];
  onClose: () => void;
}

function InviteMemberForm({
  organizationId,
  organizationName,
  roles,
  onClose,
}: Omit<InviteMemberModalProps, 'opened'>) {
  const { t } = useTranslation();
  const labels = useLabels();
  const utils = trpc.useUtils();
  const form = useForm<TInviteMemberForm>({
    initialValues: { email: '', role: roles[0] ?? 'buyer' },
    validate: schemaResolver(ZInviteMemberForm, { sync: true }),
  });
  const create = trpc.invitation.create.useMutation({
    onSuccess: (invitation) => {
      showNotice({
        title: t('settings.invite.sent'),
        message: t('settings.invite.sentText', { email: invitation.email }),
      });
      void utils.invitation.list.invalidate({ organizationId });
      onClose();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, ['email', 'role']));
      showNotice({ title: t('settings.invite.failed'), message: error.message, variant: 'destructive' });
    },
  });
  const inputs = {
    email: form.getInputProps('email'),
    role: form.getInputProps('role'),
  };
  return (
    <form noValidate onSubmit={form.onSubmit((values) => create.mutate({ ...values, organizationId }))}>
      <Stack>
        <Text size="sm">{t('settings.invite.intro', { organization: organizationName })}</Text>
        <TextInput label={t('settings.common.email')} type="email" withAsterisk {...inputs.email} />
        <Select
          label={t('settings.common.role')}
          withAsterisk
          allowDeselect={false}
          data={labels.options('role', roles)}
          {...inputs.role}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('settings.common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('settings.invite.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Invite someone by email into the caller's organization, with a role that fits its kind. */
export function InviteMemberModal({ opened, ...props }: InviteMemberModalProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={opened} onClose={props.onClose} title={t('settings.invite.title')}>
      {opened && <InviteMemberForm {...props} />}
    </DeferredModal>
  );
}
