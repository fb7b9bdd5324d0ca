import { ORGANIZATION_TYPES } from '@energy/domain/roles';
import {
  ORGANIZATION_MESSAGES,
  ORGANIZATION_VERIFICATION_STATES,
  type OrganizationVerification,
  type TOrganizationEntry,
} from '@energy/domain/schemas/organization';
import type { OrganizationType } from '@energy/domain/roles';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { useLabels } from '../../../i18n/labels';
import { trpc } from '../../../trpc';

/** The form, mounted per organization so its fields start from that organization. */
function EditOrganizationForm({ organization, onClose }: { organization: TOrganizationEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const utils = trpc.useUtils();
  const [name, setName] = useState(organization.name);
  const [type, setType] = useState<OrganizationType>(organization.type);
  const [verification, setVerification] = useState<OrganizationVerification>(organization.verification);
  const update = trpc.organization.update.useMutation({
    onSuccess: () => {
      showNotice({ title: t('organizations.form.success'), message: t('organizations.form.updated') });
      void utils.organization.list.invalidate();
      onClose();
    },
    onError: (error) =>
      showNotice({
        title: t('organizations.form.error'),
        message: failureMessage(error, t('organizations.form.updateFailed')),
        variant: 'destructive',
      }),
  });
  const nameError = name.trim() === '' ? ORGANIZATION_MESSAGES.nameRequired : null;
  return (
    <Stack gap="md">
      <TextInput
        label={t('organizations.form.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={nameError}
        required
      />
      <Select
        label={t('organizations.form.type')}
        data={labels.options('organizationType', ORGANIZATION_TYPES)}
        value={type}
        onChange={(value) => value && setType(value as OrganizationType)}
        allowDeselect={false}
      />
      <Select
        label={t('organizations.form.verification')}
        data={labels.options('status', ORGANIZATION_VERIFICATION_STATES)}
        value={verification}
        onChange={(value) => value && setVerification(value as OrganizationVerification)}
        allowDeselect={false}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('organizations.form.cancel')}
        </Button>
        <Button
          loading={update.isPending}
          disabled={nameError !== null}
          onClick={() => update.mutate({ id: organization.id, name: name.trim(), type, verification })}
        >
          {t('organizations.form.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Admin: edit an organization's name, type and verification. */
export function EditOrganizationModal({
  organization,
  onClose,
}: {
  organization: TOrganizationEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DeferredModal
      opened={organization !== null}
      onClose={onClose}
      title={organization ? t('organizations.editNamed', { name: organization.name }) : ''}
    >
      {organization && <EditOrganizationForm key={organization.id} organization={organization} onClose={onClose} />}
    </DeferredModal>
  );
}
