import {
  ROLLOUT_MAX,
  ROLLOUT_STEP,
  ZFeatureFlagInput,
  type TFeatureFlag,
  type TFeatureFlagInput,
} from '@energy/domain/schemas/feature-flag';
import { Button, Group, Input, Slider, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';
import { RecordFormDialog } from '../../../components/forms/RecordFormDialog';

type FlagFormValues = Required<Pick<TFeatureFlagInput, 'name' | 'description' | 'isEnabled' | 'rolloutPercentage'>>;
const EMPTY: FlagFormValues = { name: '', description: '', isEnabled: false, rolloutPercentage: 0 };
const resolve = schemaResolver(ZFeatureFlagInput, { sync: true });
const MARK_VALUES = [0, 25, 50, 75, 100];

function FeatureFlagForm({ flag, onDone }: { flag: TFeatureFlag | null; onDone: () => void }) {
  const { t } = useTranslation();
  const percent = (value: number) => t('admin.flags.percent', { value });
  const utils = trpc.useUtils();
  const form = useForm<FlagFormValues>({
    initialValues: flag
      ? {
          name: flag.name,
          description: flag.description,
          isEnabled: flag.isEnabled,
          rolloutPercentage: flag.rolloutPercentage,
        }
      : EMPTY,
    validate: (values) => resolve(values),
  });
  const saved = (message: string) => () => {
    showNotice({ title: t('admin.notices.success'), message });
    void utils.featureFlag.invalidate();
    onDone();
  };
  const failed = (error: Parameters<typeof failureMessage>[0]) => {
    form.setErrors(serverFieldErrors(error, Object.keys(EMPTY)));
    showNotice({
      title: t('admin.notices.error'),
      message: failureMessage(error, t('admin.flags.form.saveFailed')),
      variant: 'destructive',
    });
  };
  const create = trpc.featureFlag.create.useMutation({
    onSuccess: saved(t('admin.flags.form.created')),
    onError: failed,
  });
  const update = trpc.featureFlag.update.useMutation({
    onSuccess: saved(t('admin.flags.form.updated')),
    onError: failed,
  });
  const pending = create.isPending || update.isPending;
  const inputs = {
    name: form.getInputProps('name'),
    description: form.getInputProps('description'),
    isEnabled: form.getInputProps('isEnabled', { type: 'checkbox' }),
  };
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => (flag ? update.mutate({ id: flag.id, ...values }) : create.mutate(values)))}
    >
      <Stack>
        <TextInput
          label={t('admin.flags.form.name')}
          withAsterisk
          placeholder={t('admin.flags.form.namePlaceholder')}
          {...inputs.name}
        />
        <Textarea label={t('admin.flags.form.description')} rows={3} {...inputs.description} />
        <Switch label={t('admin.flags.form.enabled')} {...inputs.isEnabled} />
        <Input.Wrapper
          label={t('admin.flags.form.rolloutValue', { value: form.values.rolloutPercentage })}
          error={form.errors.rolloutPercentage}
          mb="lg"
        >
          <Slider
            min={0}
            max={ROLLOUT_MAX}
            step={ROLLOUT_STEP}
            marks={MARK_VALUES.map((value) => ({ value, label: percent(value) }))}
            label={percent}
            thumbLabel={t('admin.flags.form.rollout')}
            value={form.values.rolloutPercentage}
            onChange={(value) => form.setFieldValue('rolloutPercentage', value)}
          />
        </Input.Wrapper>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {flag ? t('admin.common.saveChanges') : t('admin.common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit a flag (spec 001 §5, §9: a non-blank name; rollout slider 0 to 100, step 5). */
export function FeatureFlagFormModal({
  opened,
  flag,
  onClose,
}: {
  opened: boolean;
  flag: TFeatureFlag | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <RecordFormDialog
      opened={opened}
      record={flag}
      onClose={onClose}
      titles={{ create: t('admin.flags.form.createTitle'), edit: t('admin.flags.form.editTitle') }}
    >
      {(record) => <FeatureFlagForm flag={record} onDone={onClose} />}
    </RecordFormDialog>
  );
}
