import {
  CONTENT_MESSAGES,
  CONTENT_STATUSES,
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  ZContentInput,
  type TContentInput,
  type TContentItem,
} from '@energy/domain/schemas/content';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { statusLabel } from '../../../components/StatusBadge';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { serverFieldErrors } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';

export const CONTENT_FORM_TEXTS = {
  createTitle: 'Create Content',
  editTitle: 'Edit Content',
  create: 'Create',
  save: 'Save Changes',
  success: 'Success',
} as const;

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
const TYPE_OPTIONS = CONTENT_TYPES.map((value) => ({ value, label: CONTENT_TYPE_LABELS[value] }));
const STATUS_OPTIONS = CONTENT_STATUSES.map((value) => ({ value, label: statusLabel(value) }));

function ContentForm({ item, onDone }: { item: TContentItem | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm<ContentFormValues>({
    initialValues: item ? { title: item.title, content: item.content, type: item.type, status: item.status } : EMPTY,
    validate: (values) => resolve(payload(values)),
  });
  const saved = (message: string) => () => {
    showNotice({ title: CONTENT_FORM_TEXTS.success, message });
    void utils.content.invalidate();
    onDone();
  };
  const failed = (error: Parameters<typeof failureMessage>[0]) => {
    form.setErrors(serverFieldErrors(error, Object.keys(EMPTY)));
    showNotice({ title: 'Error', message: failureMessage(error, CONTENT_MESSAGES.saveFailed), variant: 'destructive' });
  };
  const create = trpc.content.create.useMutation({ onSuccess: saved(CONTENT_MESSAGES.created), onError: failed });
  const update = trpc.content.update.useMutation({ onSuccess: saved(CONTENT_MESSAGES.updated), onError: failed });
  const pending = create.isPending || update.isPending;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        item ? update.mutate({ id: item.id, ...payload(values) }) : create.mutate(payload(values)),
      )}
    >
      <Stack>
        <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Type"
            withAsterisk
            data={TYPE_OPTIONS}
            {...form.getInputProps('type')}
            onChange={(value) => form.setFieldValue('type', value ?? '')}
          />
          <Select
            label="Status"
            data={STATUS_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('status')}
            onChange={(value) => form.setFieldValue('status', value ?? 'draft')}
          />
        </SimpleGrid>
        <Textarea label="Content" withAsterisk rows={8} {...form.getInputProps('content')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {item ? CONTENT_FORM_TEXTS.save : CONTENT_FORM_TEXTS.create}
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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={item ? CONTENT_FORM_TEXTS.editTitle : CONTENT_FORM_TEXTS.createTitle}
      size="lg"
    >
      {opened && <ContentForm key={item?.id ?? 'new'} item={item} onDone={onClose} />}
    </Modal>
  );
}
