import { ROLE_LABELS, type Role } from '@energy/domain/roles';
import { ZInviteMemberForm, type TInviteMemberForm } from '@energy/domain/schemas/invitation';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';

export const INVITE_TEXTS = {
  title: 'Invite Member',
  intro: (organization: string) => `We will email a link to join ${organization}. It works once and expires in 7 days.`,
  sent: 'Invitation sent',
  sentText: (email: string) => `An invitation was sent to ${email}.`,
  failed: 'Invitation failed',
} as const;

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
  const utils = trpc.useUtils();
  const form = useForm<TInviteMemberForm>({
    initialValues: { email: '', role: roles[0] ?? 'buyer' },
    validate: schemaResolver(ZInviteMemberForm, { sync: true }),
  });
  const create = trpc.invitation.create.useMutation({
    onSuccess: (invitation) => {
      showNotice({ title: INVITE_TEXTS.sent, message: INVITE_TEXTS.sentText(invitation.email) });
      void utils.invitation.list.invalidate({ organizationId });
      onClose();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, ['email', 'role']));
      showNotice({ title: INVITE_TEXTS.failed, message: error.message, variant: 'destructive' });
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => create.mutate({ ...values, organizationId }))}>
      <Stack>
        <Text size="sm">{INVITE_TEXTS.intro(organizationName)}</Text>
        <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
        <Select
          label="Role"
          withAsterisk
          allowDeselect={false}
          data={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          {...form.getInputProps('role')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Send Invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Invite someone by email into the caller's organization, with a role that fits its kind. */
export function InviteMemberModal({ opened, ...props }: InviteMemberModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={INVITE_TEXTS.title}>
      {opened && <InviteMemberForm {...props} />}
    </Modal>
  );
}
