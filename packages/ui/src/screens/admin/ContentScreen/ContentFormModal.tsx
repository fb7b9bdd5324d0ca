import {
  CONTENT_STATUSES,
  CONTENT_TYPES,
  ZContentInput,
  type TContentInput,
  type TContentItem,
} from '@energy/domain/schemas/content';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { serverFieldErrors } from '../../../components/serverErrors';
import { useLabels } from '../../../i18n/labels';
import { trpc } from '../../../trpc';
import { RecordFormDialog } from '../../../components/forms/RecordFormDialog';

interface ContentFormValues {
  title: string;
  content: string;
  type: string;
  status: string;
}

const EMPTY: ContentFormValues = { title: '', content: '', type: '', status: 'draft' };
const payload = (values: ContentFormValues): TContentInput => ({
  title: values.title,
  content: values.content,
  type: (values.type || undefined) as TContentInput['type'],
  status: values.status as TContentInput['status'],
});
const resolve = schemaResolver(ZContentInput, { sync: true });

function ContentForm({ item, onDone }: { item: TContentItem | null; onDone: () => void }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const utils = trpc.useUtils();
  const form = useForm<ContentFormValues>({
    initialValues: item ? { title: item.title, content: item.content, type: item.type, status: item.status } : EMPTY,
    validate: (values) => resolve(payload(values)),
  });
  const saved = (message: string) => () => {
    showNotice({ title: t('admin.notices.success'), message });
    void utils.content.invalidate();
    onDone();
  };
  const failed = (error: Parameters<typeof failureMessage>[0]) => {
    form.setErrors(serverFieldErrors(error, Object.keys(EMPTY)));
    showNotice({
      title: t('admin.notices.error'),
      message: failureMessage(error, t('admin.contentScreen.form.saveFailed')),
      variant: 'destructive',
    });
  };
  const create = trpc.content.create.useMutation({
    onSuccess: saved(t('admin.contentScreen.form.created')),
    onError: failed,
  });
  const update = trpc.content.update.useMutation({
    onSuccess: saved(t('admin.contentScreen.form.updated')),
    onError: failed,
  });
  const pending = create.isPending || update.isPending;
  const inputs = {
    title: form.getInputProps('title'),
    type: form.getInputProps('type'),
    status: form.getInputProps('status'),
    content: form.getInputProps('content'),
  };
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        item ? update.mutate({ id: item.id, ...payload(values) }) : create.mutate(payload(values)),
      )}
    >
      <Stack>
        <TextInput label={t('admin.contentScreen.form.title')} withAsterisk {...inputs.title} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('admin.contentScreen.form.type')}
            withAsterisk
            data={labels.options('contentType', CONTENT_TYPES)}
            {...inputs.type}
            onChange={(value) => form.setFieldValue('type', value ?? '')}
          />
          <Select
            label={t('admin.contentScreen.form.status')}
            data={labels.options('status', CONTENT_STATUSES)}
            allowDeselect={false}
            {...inputs.status}
            onChange={(value) => form.setFieldValue('status', value ?? 'draft')}
          />
        </SimpleGrid>
        <Textarea label={t('admin.contentScreen.form.content')} withAsterisk rows={8} {...inputs.content} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {item ? t('admin.common.saveChanges') : t('admin.common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit a content item (spec 001 §5: title, content body and type required; status draft by default). */
export function ContentFormModal({
  opened,
  item,
  onClose,
}: {
  opened: boolean;
  item: TContentItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <RecordFormDialog
      opened={opened}
      record={item}
      onClose={onClose}
      titles={{ create: t('admin.contentScreen.form.createTitle'), edit: t('admin.contentScreen.form.editTitle') }}
    >
      {(record) => <ContentForm item={record} onDone={onClose} />}
    </RecordFormDialog>
  );
}
