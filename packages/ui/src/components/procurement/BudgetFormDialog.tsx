import { PRODUCT_TYPES } from '@energy/domain/constants';
import { en } from '@energy/i18n/messages/en/screens';
import { translatorFor } from '@energy/i18n/translator';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../i18n/labels';
import { useDisplay } from '../../i18n/useDisplay';
import { minorToMajor } from '@energy/domain/money';
import type { TBudget } from '@energy/domain/schemas/budget';
import { BUDGET_MESSAGES, periodsOfDay, type BudgetPeriodType } from '@energy/domain/schemas/budget-periods';
import { moneyAmount } from '@energy/domain/schemas/primitives';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '../forms/useForm';
import dayjs from 'dayjs';
import { FormDialog, useDirtyForm, useFormDialog } from '../forms/FormDialog';
import { showNotice } from '../notices';
import { serverFieldErrors, type ServerError } from '../serverErrors';
import { trpc } from '../../trpc';
import { budgetName, periodLabel, type PeriodWords } from './budgets';
import { failureMessage } from '../errors/serverFailure';

/** The dialog's English texts (tests read them); the dialog speaks procurement.budgetForm.* in the page's language. */
export const BUDGET_FORM_TEXTS = {
  ...en.procurement.budgetForm,
  savedText: (what: string) => translatorFor('en')('procurement.budgetForm.savedText', { what }),
} as const;

/** The fields' labels, as catalogue keys (also naming the fields in a refusal's notice). */
const LABELS = {
  periodType: 'procurement.budgetForm.periodType',
  period: 'procurement.budgetForm.period',
  productType: 'procurement.fields.productType',
  amount: 'procurement.budgetForm.amount',
} as const;

interface BudgetFormValues {
  periodType: BudgetPeriodType;
  period: string;
  productType: string;
  amount: number | string;
}

const toMinor = moneyAmount({ required: BUDGET_MESSAGES.amountRequired, invalid: BUDGET_MESSAGES.amountPositive });

/** The months (this one and the next eleven) or quarters (this one and the next three) a budget can be set for. */
export function periodOptions(
  periodType: BudgetPeriodType,
  today = new Date(),
  words?: PeriodWords,
): { value: string; label: string }[] {
  const values =
    periodType === 'month'
      ? Array.from({ length: 12 }, (_, i) => periodsOfDay(dayjs(today).startOf('month').add(i, 'month').toDate()).month)
      : Array.from(
          { length: 4 },
          (_, i) =>
            periodsOfDay(
              dayjs(today)
                .startOf('month')
                .add(i * 3, 'month')
                .toDate(),
            ).quarter,
        );
  return [...new Set(values)].map((value) => ({ value, label: periodLabel(value, words) }));
}

function BudgetForm({ budget, onDone }: { budget: TBudget | null; onDone: () => void }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const display = useDisplay();
  const fieldLabels = {
    periodType: t(LABELS.periodType),
    period: t(LABELS.period),
    productType: t(LABELS.productType),
    amount: t(LABELS.amount),
  };
  const productOptions = [
    { value: '', label: t('procurement.budget.allProducts') },
    ...labels.options('productType', PRODUCT_TYPES),
  ];
  const utils = trpc.useUtils();
  const dialog = useFormDialog();
  const form = useForm<BudgetFormValues>({
    initialValues: budget
      ? {
          periodType: budget.periodType,
          period: budget.period,
          productType: budget.productType ?? '',
          amount: minorToMajor(budget.amount),
        }
      : { periodType: 'month', period: periodsOfDay(new Date()).month, productType: '', amount: '' },
    validate: {
      period: (value) => (value ? null : BUDGET_MESSAGES.periodRequired),
      amount: (value) => {
        const parsed = toMinor.safeParse(value);
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? BUDGET_MESSAGES.amountPositive);
      },
    },
  });
  useDirtyForm(form.isDirty());
  const saved = (result: TBudget) => {
    showNotice({
      title: t('procurement.budgetForm.saved'),
      message: t('procurement.budgetForm.savedText', { what: budgetName(result, { t, labels, display }) }),
    });
    void utils.budget.list.invalidate();
    onDone();
  };
  const failed = (error: ServerError) => {
    form.setErrors(serverFieldErrors(error, Object.keys(LABELS)));
    showNotice({
      title: t('procurement.budgetForm.saveFailed'),
      message: failureMessage(error, t('procurement.budgetForm.saveFailedFallback'), fieldLabels),
      variant: 'destructive',
    });
  };
  const create = trpc.budget.create.useMutation({ onSuccess: saved, onError: failed });
  const update = trpc.budget.update.useMutation({ onSuccess: saved, onError: failed });
  const pending = create.isPending || update.isPending;
  const submit = (values: BudgetFormValues) => {
    const amount = toMinor.parse(values.amount);
    if (budget) update.mutate({ id: budget.id, amount });
    else
      create.mutate({
        period: values.period,
        productType: values.productType ? (values.productType as TBudget['productType']) : null,
        amount,
        currency: 'NGN',
      });
  };

  const inputs = {
    periodType: form.getInputProps('periodType'),
    period: form.getInputProps('period'),
    productType: form.getInputProps('productType'),
    amount: form.getInputProps('amount'),
  };
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={fieldLabels.periodType}
            withAsterisk
            allowDeselect={false}
            disabled={budget !== null}
            data={[
              { value: 'month', label: t('procurement.budgetForm.month') },
              { value: 'quarter', label: t('procurement.budgetForm.quarter') },
            ]}
            {...inputs.periodType}
            onChange={(value) => {
              const periodType = (value ?? 'month') as BudgetPeriodType;
              form.setFieldValue('periodType', periodType);
              form.setFieldValue('period', periodOptions(periodType, new Date(), { t, display })[0]?.value ?? '');
            }}
          />
          <Select
            label={fieldLabels.period}
            withAsterisk
            allowDeselect={false}
            disabled={budget !== null}
            data={
              budget
                ? [{ value: budget.period, label: periodLabel(budget.period, { t, display }) }]
                : periodOptions(form.values.periodType, new Date(), { t, display })
            }
            {...inputs.period}
            onChange={(value) => form.setFieldValue('period', value ?? '')}
          />
          <Select
            label={fieldLabels.productType}
            allowDeselect={false}
            disabled={budget !== null}
            data={productOptions}
            {...inputs.productType}
            onChange={(value) => form.setFieldValue('productType', value ?? '')}
          />
          <NumberInput
            label={fieldLabels.amount}
            withAsterisk
            thousandSeparator=","
            decimalScale={2}
            min={0}
            {...inputs.amount}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={dialog?.requestClose ?? onDone} disabled={pending}>
            {t('procurement.actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('procurement.budgetForm.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Set a budget for a month or quarter, or change one's amount; buyers and finance of a buyer organization. */
export function BudgetFormDialog({
  opened,
  budget,
  onClose,
}: {
  opened: boolean;
  budget: TBudget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t(budget ? 'procurement.budgetForm.editTitle' : 'procurement.budgetForm.createTitle')}
      size="lg"
    >
      {opened && <BudgetForm key={budget?.id ?? 'new'} budget={budget} onDone={onClose} />}
    </FormDialog>
  );
}
