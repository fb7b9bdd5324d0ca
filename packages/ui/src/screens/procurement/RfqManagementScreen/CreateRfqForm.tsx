import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, REFINED_PRODUCTS, UNITS } from '@energy/domain/constants';
import { holds } from '@energy/domain/permissions';
import { RFQ_MESSAGES, rfqCreateSchema } from '@energy/domain/schemas/rfq';
import { moneyAmount } from '@energy/domain/schemas/primitives';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useDirtyForm, useFormDialog } from '../../../components/forms/FormDialog';
import { KeyValueRows, keyValueErrors, recordOf, type KeyValueRow } from '../../../components/forms/KeyValueRows';
import { showNotice } from '../../../components/notices';
import { BUDGET_TEXTS, budgetWarnings } from '../../../components/procurement/budgets';
import { ProcurementDateInput } from '../../../components/procurement/ProcurementDateInput';
import { failureMessage } from '../../../components/errors/serverFailure';
import { serverFieldErrors } from '../../../components/serverErrors';
import { useSessionParty } from '../../../session/useSessionParty';
import { trpc } from '../../../trpc';
import { BuyerOrganizationSelect } from './BuyerOrganizationSelect';

export const RFQ_NOTICES = {
  created: 'RFQ Created',
  createdText: 'Your request for quote has been created successfully.',
  createFailed: 'Error Creating RFQ',
  createFailedFallback: 'Failed to create RFQ',
} as const;

export const SEALED_BIDS_LABEL = 'Sealed bids (prices hidden until the close date)';

/** The form's labels, also naming the fields in a refusal's notice. */
export const RFQ_FIELD_LABELS = {
  buyerOrgId: 'Buyer Organization',
  title: 'Title',
  description: 'Description',
  productType: 'Product Type',
  refinedProductType: 'Refined Product Type',
  quantity: 'Quantity',
  unit: 'Unit',
  deliveryLocation: 'Delivery Location',
  deliveryDate: 'Delivery Date',
  closeDate: 'Close Date',
  specifications: 'Specifications',
  terms: 'Terms',
  estimate: 'Estimated Value (₦)',
} as const;

export const RFQ_FORM_TEXTS = {
  specificationsHint: 'Grade, quality limits and other product details, as name and value.',
  termsHint: 'Incoterms, inspection, payment and other conditions, as name and value.',
  estimateHint: 'Checked against your budget; not sent to suppliers.',
} as const;

export interface RfqFormValues {
  title: string;
  description: string;
  productType: string;
  refinedProductType: string;
  quantity: number | string;
  unit: string;
  deliveryLocation: string;
  deliveryDate: string | null;
  closeDate: string | null;
  sealedBids: boolean;
  /** Admins only: the buyer organization the RFQ is for. */
  buyerOrgId: string;
  /** Free-form records as name–value rows; the refined product type stays its own field. */
  specifications: KeyValueRow[];
  terms: KeyValueRow[];
  /** The buyer's estimate of the RFQ's value, major units, for the budget warning only. */
  estimate: number | string;
}

const EMPTY_RFQ: RfqFormValues = {
  title: '',
  description: '',
  productType: '',
  refinedProductType: '',
  quantity: '',
  unit: '',
  deliveryLocation: '',
  deliveryDate: null,
  closeDate: null,
  sealedBids: false,
  buyerOrgId: '',
  specifications: [],
  terms: [],
  estimate: '',
};

/** The create payload (spec 000 §7): empty optional fields left out; sealed bids travel in terms, beside the terms rows. */
function rfqPayload(values: RfqFormValues) {
  const {
    sealedBids,
    description,
    refinedProductType,
    buyerOrgId,
    specifications,
    terms,
    estimate: _estimate,
    ...rfq
  } = values;
  const specs = recordOf(specifications);
  return {
    ...rfq,
    ...(buyerOrgId ? { buyerOrgId } : {}),
    ...(description.trim() ? { description } : {}),
    ...(rfq.productType === 'refined-products' && refinedProductType ? { refinedProductType } : {}),
    ...(Object.keys(specs).length > 0 ? { specifications: specs } : {}),
    terms: { ...recordOf(terms), sealedBids },
  };
}

const resolveRfq = schemaResolver(rfqCreateSchema(), { sync: true });
const estimateMinor = moneyAmount({ required: 'Enter an estimate', invalid: 'Enter an estimate greater than 0' });

/** The estimate in minor units, or null when empty or unreadable. */
function estimateOf(value: number | string): number | null {
  if (String(value).trim() === '') return null;
  const parsed = estimateMinor.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * zod runs the schema's cross-field rule (the refined product type) only once every field passes; the form
 * shows that message with the others so the user fixes everything in one go.
 */
function validateRfq(values: RfqFormValues): FormErrors {
  const errors: FormErrors = {
    ...resolveRfq(rfqPayload(values)),
    ...keyValueErrors('specifications', values.specifications, ['refinedProductType']),
    ...keyValueErrors('terms', values.terms, ['sealedBids']),
  };
  if (values.productType === 'refined-products' && !values.refinedProductType && !errors.refinedProductType) {
    return { ...errors, refinedProductType: RFQ_MESSAGES.refinedProductRequired };
  }
  return errors;
}

const productTypeOptions = PRODUCT_TYPES.map((value) => ({ value, label: PRODUCT_TYPE_LABELS[value] }));

/**
 * The remaining budgets the estimate would pass: a warning, never a block. Measured against the
 * current period's budgets, the remaining the Budget Status panel shows.
 */
function BudgetWarning({ values, canRead }: { values: RfqFormValues; canRead: boolean }) {
  const budgets = trpc.budget.list.useQuery(undefined, { enabled: canRead });
  const warnings = budgetWarnings(budgets.data ?? [], {
    estimate: estimateOf(values.estimate),
    productType: values.productType,
    day: null,
    organizationId: values.buyerOrgId || null,
  });
  if (warnings.length === 0) return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={BUDGET_TEXTS.warningTitle} role="alert">
      <Stack gap={4}>
        {warnings.map((w) => (
          <span key={w.budget.id}>{w.message}</span>
        ))}
      </Stack>
    </Alert>
  );
}

/** The RFQ form of the Create RFQ dialog (spec 000 §5); Cancel leaves it without sending (asking first when it has changes). */
export function CreateRfqForm({ onCreated, onCancel }: { onCreated: () => void; onCancel: () => void }) {
  const utils = trpc.useUtils();
  const dialog = useFormDialog();
  const { role } = useSessionParty();
  const isAdmin = role === 'admin';
  const form = useForm<RfqFormValues>({
    initialValues: EMPTY_RFQ,
    validate: (values) => ({
      ...validateRfq(values),
      ...(isAdmin && !values.buyerOrgId ? { buyerOrgId: 'Choose the buyer organization this RFQ is for' } : {}),
    }),
  });
  useDirtyForm(form.isDirty());
  const create = trpc.rfq.create.useMutation({
    onSuccess: () => {
      showNotice({ title: RFQ_NOTICES.created, message: RFQ_NOTICES.createdText });
      form.reset();
      void utils.rfq.list.invalidate();
      void utils.budget.list.invalidate();
      onCreated();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, Object.keys(EMPTY_RFQ)));
      showNotice({
        title: RFQ_NOTICES.createFailed,
        message: failureMessage(error, RFQ_NOTICES.createFailedFallback, RFQ_FIELD_LABELS),
        variant: 'destructive',
      });
    },
  });
  const isRefined = form.values.productType === 'refined-products';
  const rows = (field: 'specifications' | 'terms', label: string, description: string) => (
    <KeyValueRows
      label={label}
      description={description}
      field={field}
      rows={form.values[field]}
      errors={form.errors}
      onAdd={() => form.insertListItem(field, { key: '', value: '' })}
      onRemove={(i) => form.removeListItem(field, i)}
      onChange={(i, part, value) => form.setFieldValue(`${field}.${i}.${part}`, value)}
    />
  );

  return (
    <form noValidate onSubmit={form.onSubmit((values) => create.mutate(rfqCreateSchema().parse(rfqPayload(values))))}>
      <Stack>
        {isAdmin && (
          <BuyerOrganizationSelect
            {...form.getInputProps('buyerOrgId')}
            onChange={(value) => form.setFieldValue('buyerOrgId', value ?? '')}
          />
        )}
        <TextInput label={RFQ_FIELD_LABELS.title} withAsterisk {...form.getInputProps('title')} />
        <Textarea label={RFQ_FIELD_LABELS.description} rows={3} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={RFQ_FIELD_LABELS.productType}
            withAsterisk
            data={productTypeOptions}
            {...form.getInputProps('productType')}
            onChange={(value) => {
              form.setFieldValue('productType', value ?? '');
              if (value !== 'refined-products') form.setFieldValue('refinedProductType', '');
            }}
          />
          {isRefined && (
            <Select
              label={RFQ_FIELD_LABELS.refinedProductType}
              withAsterisk
              data={[...REFINED_PRODUCTS]}
              {...form.getInputProps('refinedProductType')}
              onChange={(value) => form.setFieldValue('refinedProductType', value ?? '')}
            />
          )}
          <NumberInput
            label={RFQ_FIELD_LABELS.quantity}
            withAsterisk
            thousandSeparator=","
            min={0}
            {...form.getInputProps('quantity')}
          />
          <Select
            label={RFQ_FIELD_LABELS.unit}
            withAsterisk
            data={[...UNITS]}
            {...form.getInputProps('unit')}
            onChange={(value) => form.setFieldValue('unit', value ?? '')}
          />
        </SimpleGrid>
        <TextInput label={RFQ_FIELD_LABELS.deliveryLocation} withAsterisk {...form.getInputProps('deliveryLocation')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ProcurementDateInput
            label={RFQ_FIELD_LABELS.deliveryDate}
            withAsterisk
            {...form.getInputProps('deliveryDate')}
          />
          <ProcurementDateInput label={RFQ_FIELD_LABELS.closeDate} withAsterisk {...form.getInputProps('closeDate')} />
        </SimpleGrid>
        {rows('specifications', RFQ_FIELD_LABELS.specifications, RFQ_FORM_TEXTS.specificationsHint)}
        {rows('terms', RFQ_FIELD_LABELS.terms, RFQ_FORM_TEXTS.termsHint)}
        <Checkbox label={SEALED_BIDS_LABEL} {...form.getInputProps('sealedBids', { type: 'checkbox' })} />
        <NumberInput
          label={RFQ_FIELD_LABELS.estimate}
          description={RFQ_FORM_TEXTS.estimateHint}
          thousandSeparator=","
          decimalScale={2}
          min={0}
          {...form.getInputProps('estimate')}
        />
        <BudgetWarning values={form.values} canRead={role !== null && holds(role, 'budget:read')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={dialog?.requestClose ?? onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Submit RFQ
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
