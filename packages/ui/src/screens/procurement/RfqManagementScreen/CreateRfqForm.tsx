import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, REFINED_PRODUCTS, UNITS } from '@energy/domain/constants';
import { RFQ_MESSAGES, rfqCreateSchema } from '@energy/domain/schemas/rfq';
import { Button, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { showNotice } from '../../../components/notices';
import { ProcurementDateInput } from '../../../components/procurement/ProcurementDateInput';
import { failureMessage } from '../../../components/procurement/serverFailure';
import { serverFieldErrors } from '../../../components/serverErrors';
import { useSessionParty } from '../../../components/procurement/useSessionRole';
import { trpc } from '../../../trpc';
import { BuyerOrganizationSelect } from './BuyerOrganizationSelect';

export const RFQ_NOTICES = {
  created: 'RFQ Created',
  createdText: 'Your request for quote has been created successfully.',
  createFailed: 'Error Creating RFQ',
  createFailedFallback: 'Failed to create RFQ',
} as const;

export const SEALED_BIDS_LABEL = 'Sealed bids (prices hidden until the close date)';

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
}

const EMPTY_RFQ: RfqFormValues = {
  title: '', description: '', productType: '', refinedProductType: '', quantity: '', unit: '',
  deliveryLocation: '', deliveryDate: null, closeDate: null, sealedBids: false, buyerOrgId: '',
};

/** The create payload (spec 000 §7): empty optional fields left out; sealed bids travel in terms. */
function rfqPayload(values: RfqFormValues) {
  const { sealedBids, description, refinedProductType, buyerOrgId, ...rfq } = values;
  return {
    ...rfq,
    ...(buyerOrgId ? { buyerOrgId } : {}),
    ...(description.trim() ? { description } : {}),
    ...(rfq.productType === 'refined-products' && refinedProductType ? { refinedProductType } : {}),
    terms: { sealedBids },
  };
}

const resolveRfq = schemaResolver(rfqCreateSchema(), { sync: true });

/**
 * zod runs the schema's cross-field rule (the refined product type) only once every field passes; the form
 * shows that message with the others so the user fixes everything in one go.
 */
function validateRfq(values: RfqFormValues): FormErrors {
  const errors = resolveRfq(rfqPayload(values));
  if (values.productType === 'refined-products' && !values.refinedProductType && !errors.refinedProductType) {
    return { ...errors, refinedProductType: RFQ_MESSAGES.refinedProductRequired };
  }
  return errors;
}

const productTypeOptions = PRODUCT_TYPES.map((value) => ({ value, label: PRODUCT_TYPE_LABELS[value] }));

/** The RFQ form of the Create RFQ dialog (spec 000 §5); Cancel leaves it without sending. */
export function CreateRfqForm({ onCreated, onCancel }: { onCreated: () => void; onCancel: () => void }) {
  const utils = trpc.useUtils();
  const isAdmin = useSessionParty().role === 'admin';
  const form = useForm<RfqFormValues>({
    initialValues: EMPTY_RFQ,
    validate: (values) => ({
      ...validateRfq(values),
      ...(isAdmin && !values.buyerOrgId ? { buyerOrgId: 'Choose the buyer organization this RFQ is for' } : {}),
    }),
  });
  const create = trpc.rfq.create.useMutation({
    onSuccess: () => {
      showNotice({ title: RFQ_NOTICES.created, message: RFQ_NOTICES.createdText });
      form.reset();
      void utils.rfq.list.invalidate();
      onCreated();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, Object.keys(EMPTY_RFQ)));
      showNotice({ title: RFQ_NOTICES.createFailed, message: failureMessage(error, RFQ_NOTICES.createFailedFallback), variant: 'destructive' });
    },
  });
  const isRefined = form.values.productType === 'refined-products';

  return (
    <form noValidate onSubmit={form.onSubmit((values) => create.mutate(rfqCreateSchema().parse(rfqPayload(values))))}>
      <Stack>
        {isAdmin && (
          <BuyerOrganizationSelect {...form.getInputProps('buyerOrgId')} onChange={(value) => form.setFieldValue('buyerOrgId', value ?? '')} />
        )}
        <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
        <Textarea label="Description" rows={3} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label="Product Type" withAsterisk data={productTypeOptions} {...form.getInputProps('productType')}
            onChange={(value) => {
              form.setFieldValue('productType', value ?? '');
              if (value !== 'refined-products') form.setFieldValue('refinedProductType', '');
            }}
          />
          {isRefined && (
            <Select label="Refined Product Type" withAsterisk data={[...REFINED_PRODUCTS]} {...form.getInputProps('refinedProductType')}
              onChange={(value) => form.setFieldValue('refinedProductType', value ?? '')}
            />
          )}
          <NumberInput label="Quantity" withAsterisk thousandSeparator="," min={0} {...form.getInputProps('quantity')} />
          <Select label="Unit" withAsterisk data={[...UNITS]} {...form.getInputProps('unit')}
            onChange={(value) => form.setFieldValue('unit', value ?? '')}
          />
        </SimpleGrid>
        <TextInput label="Delivery Location" withAsterisk {...form.getInputProps('deliveryLocation')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ProcurementDateInput label="Delivery Date" withAsterisk {...form.getInputProps('deliveryDate')} />
          <ProcurementDateInput label="Close Date" withAsterisk {...form.getInputProps('closeDate')} />
        </SimpleGrid>
        <Checkbox label={SEALED_BIDS_LABEL} {...form.getInputProps('sealedBids', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
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
