import {
  ZOrganizationSettingsInput,
  type TOrganizationSettings,
  type TOrganizationSettingsInput,
} from '@energy/domain/schemas/settings';
import type { TSessionUser } from '@energy/domain/schemas/auth';
import { PRODUCT_TYPES } from '@energy/domain/constants';
import { Alert, Button, Group, MultiSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/fulfilment/QueryState';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors } from '../../../components/serverErrors';
import { useLabels } from '../../../i18n/labels';
import { trpc } from '../../../trpc';
import { OrganizationMembersCard } from './OrganizationMembersCard';
import { VerificationCard } from '../../../components/admin/VerificationCard';

const FIELDS = ['name', 'address', 'phone', 'taxId', 'productTypes'] as const;

function OrganizationForm({ organization, supplier }: { organization: TOrganizationSettings; supplier: boolean }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const utils = trpc.useUtils();
  const form = useForm<TOrganizationSettingsInput>({
    initialValues: {
      name: organization.name,
      address: organization.address,
      phone: organization.phone,
      taxId: organization.taxId,
      // Only a supplier names what it supplies (the server refuses it for other organizations).
      ...(supplier ? { productTypes: organization.productTypes } : {}),
    },
    validate: schemaResolver(ZOrganizationSettingsInput, { sync: true }),
  });
  const save = trpc.settings.saveOrganization.useMutation({
    onSuccess: (saved) => {
      utils.settings.organization.setData(undefined, saved);
      showNotice({ title: t('settings.organization.saved'), message: saved.name });
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, FIELDS));
      showNotice({ title: t('settings.organization.failed'), message: error.message, variant: 'destructive' });
    },
  });
  const readOnly = !organization.editable;
  const inputs = {
    name: form.getInputProps('name'),
    address: form.getInputProps('address'),
    phone: form.getInputProps('phone'),
    taxId: form.getInputProps('taxId'),
    productTypes: form.getInputProps('productTypes'),
  };
  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate({ ...values, organizationId: organization.id }))}>
      <Stack maw={640}>
        {readOnly && <Alert color="gray">{t('settings.organization.readOnly')}</Alert>}
        <TextInput label={t('settings.organization.name')} withAsterisk readOnly={readOnly} {...inputs.name} />
        <Textarea label={t('settings.organization.address')} rows={2} readOnly={readOnly} {...inputs.address} />
        <TextInput label={t('settings.organization.phone')} type="tel" readOnly={readOnly} {...inputs.phone} />
        <TextInput label={t('settings.organization.taxId')} readOnly={readOnly} {...inputs.taxId} />
        {supplier && (
          <MultiSelect
            label={t('settings.organization.productTypes')}
            description={t('settings.organization.productTypesHint')}
            data={labels.options('productType', PRODUCT_TYPES)}
            placeholder={form.values.productTypes?.length ? undefined : t('settings.organization.allProducts')}
            readOnly={readOnly}
            clearable
            {...inputs.productTypes}
          />
        )}
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('settings.organization.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** Settings > Organization: company name, address, phone, tax id (editable by members other than finance), its KYB verification, then the members. */
export function OrganizationTab({ user }: { user: TSessionUser }) {
  const { t } = useTranslation();
  const organization = trpc.settings.organization.useQuery(undefined, { enabled: user.organizationId !== null });
  return (
    <Stack gap="xl">
      {user.organizationId !== null && (
        <QueryState
          isPending={organization.isPending}
          error={organization.error}
          isEmpty={false}
          loadingText={t('settings.organization.loading')}
          errorTitle={t('settings.organization.loadFailed')}
          emptyTitle=""
          emptyText=""
        >
          {organization.data && (
            <OrganizationForm organization={organization.data} supplier={user.role === 'supplier'} />
          )}
        </QueryState>
      )}
      <VerificationCard kind="kyb" user={user} />
      <OrganizationMembersCard user={user} />
    </Stack>
  );
}
