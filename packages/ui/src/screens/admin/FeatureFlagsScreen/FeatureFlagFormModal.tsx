import {
  FEATURE_FLAG_MESSAGES,
  ROLLOUT_MAX,
  ROLLOUT_STEP,
  ZFeatureFlagInput,
  type TFeatureFlag,
  type TFeatureFlagInput,
} from '@energy/domain/schemas/feature-flag';
import { Button, Group, Input, Modal, Slider, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';

export const FLAG_FORM_TEXTS = {
  createTitle: 'Create Feature Flag',
  editTitle: 'Edit Feature Flag',
  create: 'Create',
  save: 'Save Changes',
  rollout: 'Rollout Percentage',
  success: 'Success',
} as const;

type FlagFormValues = Required<Pick<TFeatureFlagInput, 'name' | 'description' | 'isEnabled' | 'rolloutPercentage'>>;
const EMPTY: FlagFormValues = { name: '', description: '', isEnabled: false, rolloutPercentage: 0 };
const resolve = schemaResolver(ZFeatureFlagInput, { sync: true });
const MARKS = [0, 25, 50, 75, 100].map((value) => ({ value, label: `${value}%` }));

function FeatureFlagForm({ flag, onDone }: { flag: TFeatureFlag | null; onDone: () => void }) {
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
    showNotice({ title: FLAG_FORM_TEXTS.success, message });
    void utils.featureFlag.invalidate();
    onDone();
  };
  const failed = (error: Parameters<typeof failureMessage>[0]) => {
    form.setErrors(serverFieldErrors(error, Object.keys(EMPTY)));
    showNotice({
      title: 'Error',
      message: failureMessage(error, FEATURE_FLAG_MESSAGES.saveFailed),
      variant: 'destructive',
    });
  };
  const create = trpc.featureFlag.create.useMutation({
    onSuccess: saved(FEATURE_FLAG_MESSAGES.created),
    onError: failed,
  });
  const update = trpc.featureFlag.update.useMutation({
    onSuccess: saved(FEATURE_FLAG_MESSAGES.updated),
    onError: failed,
  });
  const pending = create.isPending || update.isPending;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => (flag ? update.mutate({ id: flag.id, ...values }) : create.mutate(values)))}
    >
      <Stack>
        <TextInput label="Name" withAsterisk placeholder="e.g. live-job-tracking" {...form.getInputProps('name')} />
        <Textarea label="Description" rows={3} {...form.getInputProps('description')} />
        <Switch label="Enabled" {...form.getInputProps('isEnabled', { type: 'checkbox' })} />
        <Input.Wrapper
          label={`${FLAG_FORM_TEXTS.rollout}: ${form.values.rolloutPercentage}%`}
          error={form.errors.rolloutPercentage}
          mb="lg"
        >
          <Slider
            min={0}
            max={ROLLOUT_MAX}
            step={ROLLOUT_STEP}
            marks={MARKS}
            label={(value) => `${value}%`}
            thumbLabel={FLAG_FORM_TEXTS.rollout}
            value={form.values.rolloutPercentage}
            onChange={(value) => form.setFieldValue('rolloutPercentage', value)}
          />
        </Input.Wrapper>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {flag ? FLAG_FORM_TEXTS.save : FLAG_FORM_TEXTS.create}
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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={flag ? FLAG_FORM_TEXTS.editTitle : FLAG_FORM_TEXTS.createTitle}
      size="lg"
    >
      {opened && <FeatureFlagForm key={flag?.id ?? 'new'} flag={flag} onDone={onClose} />}
    </Modal>
  );
}
