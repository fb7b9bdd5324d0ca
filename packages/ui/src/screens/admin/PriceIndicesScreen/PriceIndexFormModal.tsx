import { CURRENCIES } from '@energy/domain/money';
import { PRICE_MEASURES, ZPriceIndexInput, type TPriceIndex } from '@energy/domain/schemas/pricing';
import { Button, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../components/errors/serverFailure';
import { useForm } from '../../../components/forms/useForm';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';
import { useMeasureLabels } from './measureLabels';
import { RecordFormDialog } from '../../../components/forms/RecordFormDialog';

interface IndexFormValues {
  code: string;
  name: string;
  publisher: string;
  currency: string;
  unit: string;
  active: boolean;
}
const EMPTY: IndexFormValues = { code: '', name: '', publisher: '', currency: 'USD', unit: 'bbl', active: true };
const FIELDS = Object.keys(EMPTY);
const resolve = schemaResolver(ZPriceIndexInput, { sync: true });

function PriceIndexForm({ index, onDone }: { index: TPriceIndex | null; onDone: () => void }) {
  const { t } = useTranslation();
  const measures = useMeasureLabels();
  const utils = trpc.useUtils();
  const form = useForm<IndexFormValues>({
    initialValues: index
      ? {
          code: index.code,
          name: index.name,
          publisher: index.publisher,
          currency: index.currency,
          unit: index.unit,
          active: index.active,
        }
      : EMPTY,
    validate: (values) => resolve(values),
  });
  const saved = (message: string) => () => {
    showNotice({ title: t('admin.notices.success'), message });
    void utils.pricing.invalidate();
    onDone();
  };
  const failed = (error: Parameters<typeof failureMessage>[0]) => {
    form.setErrors(serverFieldErrors(error, FIELDS));
    showNotice({
      title: t('admin.notices.error'),
      message: failureMessage(error, t('admin.priceIndices.form.saveFailed')),
      variant: 'destructive',
    });
  };
  const create = trpc.pricing.createIndex.useMutation({
    onSuccess: saved(t('admin.priceIndices.form.created')),
    onError: failed,
  });
  const update = trpc.pricing.updateIndex.useMutation({
    onSuccess: saved(t('admin.priceIndices.form.updated')),
    onError: failed,
  });
  const pending = create.isPending || update.isPending;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        // The resolver has checked the values against the schema, so its currency and unit are the domain's.
        const checked = ZPriceIndexInput.parse(values);
        if (index) {
          const { code: _code, ...changes } = checked;
          update.mutate({ id: index.id, ...changes });
        } else create.mutate(checked);
      })}
    >
      <Stack>
        <TextInput
          label={t('admin.priceIndices.form.code')}
          withAsterisk
          placeholder={t('admin.priceIndices.form.codePlaceholder')}
          disabled={index !== null}
          description={index ? t('admin.priceIndices.form.codeFixed') : undefined}
          {...form.getInputProps('code')}
        />
        <TextInput label={t('admin.priceIndices.form.name')} withAsterisk {...form.getInputProps('name')} />
        <TextInput
          label={t('admin.priceIndices.form.publisher')}
          withAsterisk
          placeholder={t('admin.priceIndices.form.publisherPlaceholder')}
          {...form.getInputProps('publisher')}
        />
        <Group grow align="flex-start">
          <Select
            label={t('admin.priceIndices.form.currency')}
            withAsterisk
            allowDeselect={false}
            data={[...CURRENCIES]}
            {...form.getInputProps('currency')}
          />
          <Select
            label={t('admin.priceIndices.form.unit')}
            withAsterisk
            allowDeselect={false}
            data={PRICE_MEASURES.map((value) => ({ value, label: measures[value] }))}
            {...form.getInputProps('unit')}
          />
        </Group>
        <Switch label={t('admin.priceIndices.form.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {index ? t('admin.common.saveChanges') : t('admin.common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit a price index: the schema's messages on the fields, the server's (a taken code) too. */
export function PriceIndexFormModal({
  opened,
  index,
  onClose,
}: {
  opened: boolean;
  index: TPriceIndex | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <RecordFormDialog
      opened={opened}
      record={index}
      onClose={onClose}
      titles={{ create: t('admin.priceIndices.form.createTitle'), edit: t('admin.priceIndices.form.editTitle') }}
    >
      {(record) => <PriceIndexForm index={record} onDone={onClose} />}
    </RecordFormDialog>
  );
}
