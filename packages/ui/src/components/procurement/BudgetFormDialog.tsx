import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES } from '@energy/domain/constants';
import { minorToMajor } from '@energy/domain/money';
import { BUDGET_MESSAGES, periodsOfDay, type BudgetPeriodType, type TBudget } from '@energy/domain/schemas/budget';
import { moneyAmount } from '@energy/domain/schemas/primitives';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { FormDialog, useDirtyForm, useFormDialog } from '../forms/FormDialog';
import { showNotice } from '../notices';
import { serverFieldErrors, type ServerError } from '../serverErrors';
import { trpc } from '../../trpc';
import { BUDGET_TEXTS, budgetName, periodLabel } from './budgets';
import { failureMessage } from '../errors/serverFailure';

export const BUDGET_FORM_TEXTS = {
  createTitle: 'Set Budget',
  editTitle: 'Edit Budget',
  save: 'Save Budget',
  saved: 'Budget Saved',
  savedText: (what: string) => `The budget for ${what} has been saved.`,
  saveFailed: 'Budget Not Saved',
  saveFailedFallback: 'Failed to save the budget',
} as const;

const LABELS = {
  periodType: 'Period Type',
  period: 'Period',
  productType: 'Product Type',
  amount: 'Amount (₦)',
} as const;

interface BudgetFormValues {
  periodType: BudgetPeriodType;
  period: string;
  productType: string;
  amount: number | string;
}

const toMinor = moneyAmount({ required: BUDGET_MESSAGES.amountRequired, invalid: BUDGET_MESSAGES.amountPositive });

/** The months (this one and the next eleven) or quarters (this one and the next three) a budget can be set for. */
export function periodOptions(periodType: BudgetPeriodType, today = new Date()): { value: string; label: string }[] {
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
  return [...new Set(values)].map((value) => ({ value, label: periodLabel(value) }));
}

const productOptions = [
  { value: '', label: BUDGET_TEXTS.allProducts },
  ...PRODUCT_TYPES.map((value) => ({ value, label: PRODUCT_TYPE_LABELS[value] })),
];

function BudgetForm({ budget, onDone }: { budget: TBudget | null; onDone: () => void }) {
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
    showNotice({ title: BUDGET_FORM_TEXTS.saved, message: BUDGET_FORM_TEXTS.savedText(budgetName(result)) });
    void utils.budget.list.invalidate();
    onDone();
  };
  const failed = (error: ServerError) => {
    form.setErrors(serverFieldErrors(error, Object.keys(LABELS)));
    showNotice({
      title: BUDGET_FORM_TEXTS.saveFailed,
      message: failureMessage(error, BUDGET_FORM_TEXTS.saveFailedFallback, LABELS),
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

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={LABELS.periodType}
            withAsterisk
            allowDeselect={false}
            disabled={budget !== null}
            data={[
              { value: 'month', label: 'Month' },
              { value: 'quarter', label: 'Quarter' },
            ]}
            {...form.getInputProps('periodType')}
            onChange={(value) => {
              const periodType = (value ?? 'month') as BudgetPeriodType;
              form.setFieldValue('periodType', periodType);
              form.setFieldValue('period', periodOptions(periodType)[0]?.value ?? '');
            }}
          />
          <Select
            label={LABELS.period}
            withAsterisk
            allowDeselect={false}
            disabled={budget !== null}
            data={
              budget
                ? [{ value: budget.period, label: periodLabel(budget.period) }]
                : periodOptions(form.values.periodType)
            }
            {...form.getInputProps('period')}
            onChange={(value) => form.setFieldValue('period', value ?? '')}
          />
          <Select
            label={LABELS.productType}
            allowDeselect={false}
            disabled={budget !== null}
            data={productOptions}
            {...form.getInputProps('productType')}
            onChange={(value) => form.setFieldValue('productType', value ?? '')}
          />
          <NumberInput
            label={LABELS.amount}
            withAsterisk
            thousandSeparator=","
            decimalScale={2}
            min={0}
            {...form.getInputProps('amount')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={dialog?.requestClose ?? onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {BUDGET_FORM_TEXTS.save}
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
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={budget ? BUDGET_FORM_TEXTS.editTitle : BUDGET_FORM_TEXTS.createTitle}
      size="lg"
    >
      {opened && <BudgetForm key={budget?.id ?? 'new'} budget={budget} onDone={onClose} />}
    </FormDialog>
  );
}
