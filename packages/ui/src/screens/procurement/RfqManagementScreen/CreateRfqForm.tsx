import { PRODUCT_TYPES, REFINED_PRODUCTS, UNITS } from '@energy/domain/constants';
import { holds } from '@energy/domain/permissions';
import { RFQ_MESSAGES, rfqCreateSchema } from '@energy/domain/schemas/rfq';
import { moneyAmount } from '@energy/domain/schemas/primitives';
import { DELIVERY_TERMS_DEFAULTS, deliveryTermsInput } from '@energy/domain/schemas/delivery-terms-defaults';
import type { Translate } from '@energy/i18n/translator';
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
import { schemaResolver, type FormErrors } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDirtyForm, useFormDialog } from '../../../components/forms/FormDialog';
import { KeyValueRows, keyValueErrors, recordOf, type KeyValueRow } from '../../../components/forms/KeyValueRows';
import { showNotice } from '../../../components/notices';
import { budgetWarnings } from '../../../components/procurement/budgets';
import { useDisplay } from '../../../i18n/useDisplay';
import { ProcurementDateInput } from '../../../components/procurement/ProcurementDateInput';
import { failureMessage } from '../../../components/errors/serverFailure';
import { serverFieldErrors } from '../../../components/serverErrors';
import { useSessionParty } from '../../../session/useSessionParty';
import { trpc } from '../../../trpc';
import { BuyerOrganizationSelect } from './BuyerOrganizationSelect';
import { useLabels } from '../../../i18n/labels';
import {
  DeliveryTermsFields,
  deliveryTermsPayload,
  EMPTY_DELIVERY_TERMS,
  type DeliveryTermsValues,
} from '../../../components/procurement/DeliveryTermsFields';

/** The create notices, as catalogue keys. */
export const RFQ_NOTICES = {
  created: 'procurement.rfqForm.created',
  createdText: 'procurement.rfqForm.createdText',
  createFailed: 'procurement.rfqForm.createFailed',
  createFailedFallback: 'procurement.rfqForm.createFailedFallback',
} as const;

export const SEALED_BIDS_LABEL = 'procurement.rfqForm.sealedBids';

/** The form's labels (catalogue keys), also naming the fields in a refusal's notice. */
export const RFQ_FIELD_LABELS = {
  buyerOrgId: 'procurement.rfqForm.buyerOrganization',
  title: 'procurement.fields.title',
  description: 'procurement.rfqForm.description',
  productType: 'procurement.fields.productType',
  refinedProductType: 'procurement.fields.refinedProductType',
  quantity: 'procurement.fields.quantity',
  unit: 'procurement.fields.unit',
  deliveryLocation: 'procurement.fields.deliveryLocation',
  deliveryDate: 'procurement.fields.deliveryDate',
  closeDate: 'procurement.fields.closeDate',
  specifications: 'procurement.rfqForm.specifications',
  terms: 'procurement.rfqForm.terms',
  estimate: 'procurement.rfqForm.estimate',
} as const;

export const RFQ_FORM_TEXTS = {
  specificationsHint: 'procurement.rfqForm.specificationsHint',
  termsHint: 'procurement.rfqForm.termsHint',
  estimateHint: 'procurement.rfqForm.estimateHint',
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
  /** Optional: each left empty takes its default. */
  deliveryTerms: DeliveryTermsValues;
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
  deliveryTerms: EMPTY_DELIVERY_TERMS,
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
    deliveryTerms,
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
    ...deliveryTermsPayload(deliveryTerms),
  };
}

/** The validated RFQ sent as input: the demurrage rate back in major units. */
function rfqInput(values: RfqFormValues) {
  const parsed = rfqCreateSchema().parse(rfqPayload(values));
  return { ...parsed, deliveryTerms: parsed.deliveryTerms && deliveryTermsInput(parsed.deliveryTerms) };
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
function validateRfq(values: RfqFormValues, t: Translate): FormErrors {
  const errors: FormErrors = {
    ...resolveRfq(rfqPayload(values)),
    ...keyValueErrors('specifications', values.specifications, ['refinedProductType'], t),
    ...keyValueErrors('terms', values.terms, ['sealedBids'], t),
  };
  if (values.productType === 'refined-products' && !values.refinedProductType && !errors.refinedProductType) {
    return { ...errors, refinedProductType: RFQ_MESSAGES.refinedProductRequired };
  }
  return errors;
}

/**
 * The remaining budgets the estimate would pass: a warning, never a block. Measured against the
 * current period's budgets, the remaining the Budget Status panel shows.
 */
function BudgetWarning({ values, canRead }: { values: RfqFormValues; canRead: boolean }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const display = useDisplay();
  const budgets = trpc.budget.list.useQuery(undefined, { enabled: canRead });
  const warnings = budgetWarnings(
    budgets.data ?? [],
    {
      estimate: estimateOf(values.estimate),
      productType: values.productType,
      day: null,
      organizationId: values.buyerOrgId || null,
    },
    { t, labels, display },
  );
  if (warnings.length === 0) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={18} />}
      title={t('procurement.budget.warningTitle')}
      role="alert"
    >
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
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const dialog = useFormDialog();
  const { role } = useSessionParty();
  const isAdmin = role === 'admin';
  const valueLabels = useLabels();
  const labels = {} as Record<keyof typeof RFQ_FIELD_LABELS, string>;
  for (const field of Object.keys(RFQ_FIELD_LABELS) as (keyof typeof RFQ_FIELD_LABELS)[]) {
    labels[field] = t(RFQ_FIELD_LABELS[field]);
  }
  const form = useForm<RfqFormValues>({
    initialValues: EMPTY_RFQ,
    validate: (values) => ({
      ...validateRfq(values, t),
      ...(isAdmin && !values.buyerOrgId ? { buyerOrgId: t('procurement.rfqForm.buyerRequired') } : {}),
    }),
  });
  useDirtyForm(form.isDirty());
  const create = trpc.rfq.create.useMutation({
    onSuccess: () => {
      showNotice({ title: t(RFQ_NOTICES.created), message: t(RFQ_NOTICES.createdText) });
      form.reset();
      void utils.rfq.list.invalidate();
      void utils.budget.list.invalidate();
      onCreated();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, Object.keys(EMPTY_RFQ)));
      showNotice({
        title: t(RFQ_NOTICES.createFailed),
        message: failureMessage(error, t(RFQ_NOTICES.createFailedFallback), labels),
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

  const specificationRows = rows('specifications', labels.specifications, t(RFQ_FORM_TEXTS.specificationsHint));
  const termRows = rows('terms', labels.terms, t(RFQ_FORM_TEXTS.termsHint));
  // The fields' input props, read before the markup (field names are not texts).
  const inputs = {
    buyerOrgId: form.getInputProps('buyerOrgId'),
    title: form.getInputProps('title'),
    description: form.getInputProps('description'),
    productType: form.getInputProps('productType'),
    refinedProductType: form.getInputProps('refinedProductType'),
    quantity: form.getInputProps('quantity'),
    unit: form.getInputProps('unit'),
    deliveryLocation: form.getInputProps('deliveryLocation'),
    deliveryDate: form.getInputProps('deliveryDate'),
    closeDate: form.getInputProps('closeDate'),
    sealedBids: form.getInputProps('sealedBids', { type: 'checkbox' }),
    estimate: form.getInputProps('estimate'),
  };
  return (
    <form noValidate onSubmit={form.onSubmit((values) => create.mutate(rfqInput(values)))}>
      <Stack>
        {isAdmin && (
          <BuyerOrganizationSelect
            {...inputs.buyerOrgId}
            onChange={(value) => form.setFieldValue('buyerOrgId', value ?? '')}
          />
        )}
        <TextInput label={labels.title} withAsterisk {...inputs.title} />
        <Textarea label={labels.description} rows={3} {...inputs.description} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={labels.productType}
            withAsterisk
            data={valueLabels.options('productType', PRODUCT_TYPES)}
            {...inputs.productType}
            onChange={(value) => {
              form.setFieldValue('productType', value ?? '');
              if (value !== 'refined-products') form.setFieldValue('refinedProductType', '');
            }}
          />
          {isRefined && (
            <Select
              label={labels.refinedProductType}
              withAsterisk
              data={[...REFINED_PRODUCTS]}
              {...inputs.refinedProductType}
              onChange={(value) => form.setFieldValue('refinedProductType', value ?? '')}
            />
          )}
          <NumberInput label={labels.quantity} withAsterisk thousandSeparator="," min={0} {...inputs.quantity} />
          <Select
            label={labels.unit}
            withAsterisk
            data={valueLabels.options('unit', UNITS)}
            {...inputs.unit}
            onChange={(value) => form.setFieldValue('unit', value ?? '')}
          />
        </SimpleGrid>
        <TextInput label={labels.deliveryLocation} withAsterisk {...inputs.deliveryLocation} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ProcurementDateInput label={labels.deliveryDate} withAsterisk {...inputs.deliveryDate} />
          <ProcurementDateInput label={labels.closeDate} withAsterisk {...inputs.closeDate} />
        </SimpleGrid>
        {specificationRows}
        {termRows}
        <Checkbox label={t(SEALED_BIDS_LABEL)} {...inputs.sealedBids} />
        <DeliveryTermsFields
          inputProps={(name) => form.getInputProps(`deliveryTerms.${name}`)}
          onBasisChange={(value) => form.setFieldValue('deliveryTerms.quantityBasis', value)}
          applying={DELIVERY_TERMS_DEFAULTS}
          currency={null}
          hint={t('procurement.deliveryTerms.rfqHint')}
        />
        <NumberInput
          label={labels.estimate}
          description={t(RFQ_FORM_TEXTS.estimateHint)}
          thousandSeparator=","
          decimalScale={2}
          min={0}
          {...inputs.estimate}
        />
        <BudgetWarning values={form.values} canRead={role !== null && holds(role, 'budget:read')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={dialog?.requestClose ?? onCancel} disabled={create.isPending}>
            {t('procurement.actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('procurement.rfqForm.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
