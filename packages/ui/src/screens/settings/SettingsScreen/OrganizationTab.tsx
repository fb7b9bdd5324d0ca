import {
  SETTINGS_MESSAGES,
  ZOrganizationSettingsInput,
  type TOrganizationSettings,
  type TOrganizationSettingsInput,
} from '@energy/domain/schemas/settings';
import type { TSessionUser } from '@energy/domain/schemas/auth';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES } from '@energy/domain/constants';
import { Alert, Button, Group, MultiSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { QueryState } from '../../../components/fulfilment/QueryState';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';
import { OrganizationMembersCard } from './OrganizationMembersCard';
import { VerificationCard } from '../../../components/admin/VerificationCard';

export const ORGANIZATION_TEXTS = {
  save: 'Save Organization',
  failed: 'Organization not saved',
  loadFailed: 'The organization could not be loaded',
  readOnly: 'Only members of this organization other than finance may edit its details.',
  productTypes: 'Products We Supply',
  productTypesHint: 'New RFQs of these product types are announced to your team; none chosen: every new RFQ.',
  allProducts: 'Every product type',
} as const;
const FIELDS = ['name', 'address', 'phone', 'taxId', 'productTypes'] as const;
const PRODUCT_OPTIONS = PRODUCT_TYPES.map((value) => ({ value, label: PRODUCT_TYPE_LABELS[value] }));

function OrganizationForm({ organization, supplier }: { organization: TOrganizationSettings; supplier: boolean }) {
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
      showNotice({ title: SETTINGS_MESSAGES.organizationSaved, message: saved.name });
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, FIELDS));
      showNotice({ title: ORGANIZATION_TEXTS.failed, message: error.message, variant: 'destructive' });
    },
  });
  const readOnly = !organization.editable;
  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate({ ...values, organizationId: organization.id }))}>
      <Stack maw={640}>
        {readOnly && <Alert color="gray">{ORGANIZATION_TEXTS.readOnly}</Alert>}
        <TextInput label="Company Name" withAsterisk readOnly={readOnly} {...form.getInputProps('name')} />
        <Textarea label="Address" rows={2} readOnly={readOnly} {...form.getInputProps('address')} />
        <TextInput label="Phone" type="tel" readOnly={readOnly} {...form.getInputProps('phone')} />
        <TextInput label="Tax ID" readOnly={readOnly} {...form.getInputProps('taxId')} />
        {supplier && (
          <MultiSelect
            label={ORGANIZATION_TEXTS.productTypes}
            description={ORGANIZATION_TEXTS.productTypesHint}
            data={PRODUCT_OPTIONS}
            placeholder={form.values.productTypes?.length ? undefined : ORGANIZATION_TEXTS.allProducts}
            readOnly={readOnly}
            clearable
            {...form.getInputProps('productTypes')}
          />
        )}
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {ORGANIZATION_TEXTS.save}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** Settings > Organization: company name, address, phone, tax id (editable by members other than finance), its KYB verification, then the members. */
export function OrganizationTab({ user }: { user: TSessionUser }) {
  const organization = trpc.settings.organization.useQuery(undefined, { enabled: user.organizationId !== null });
  return (
    <Stack gap="xl">
      {user.organizationId !== null && (
        <QueryState
          isPending={organization.isPending}
          error={organization.error}
          isEmpty={false}
          loadingText="Loading the organization…"
          errorTitle={ORGANIZATION_TEXTS.loadFailed}
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
