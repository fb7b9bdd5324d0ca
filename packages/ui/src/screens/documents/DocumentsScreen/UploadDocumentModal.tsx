import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_FILE_TYPES,
  type DocumentCategory,
  type DocumentRecordType,
} from '@energy/domain/schemas/document';
import { en } from '@energy/i18n/messages/en/screens';
import { Button, FileInput, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../i18n/labels';
import { showNotice } from '../../../components/notices';
import { sendUpload, uploadPayload } from './uploadDocument';

/** The dialog's English texts (tests read them); the dialog speaks the page's language. */
export const UPLOAD_TEXTS = {
  title: en.documents.upload,
  file: en.documents.uploadDialog.file,
  category: en.documents.fields.category,
  submit: en.documents.uploadDialog.submit,
  progress: en.documents.uploadDialog.progress,
  success: en.documents.notices.success,
  error: en.documents.notices.error,
} as const;

/** The accepted types as the file field's hint shows them. */
const FILE_TYPES_HINT = DOCUMENT_FILE_TYPES.join(', ');
const ACCEPT = DOCUMENT_FILE_TYPES.map((type) => `.${type}`).join(',');

/** The upload dialog (spec 001 §5): a file (required), a category (default other), a progress bar while it sends. */
export function UploadDocumentModal({
  opened,
  onClose,
  onUploaded,
  attachTo,
}: {
  opened: boolean;
  onClose: () => void;
  onUploaded: () => void;
  /** The record the upload is attached to (its parties then see it), e.g. the contract whose Documents tab uploads it. */
  attachTo?: { type: DocumentRecordType; id: string };
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState<DocumentCategory>('other');
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const close = () => {
    setFile(null);
    setCategory('other');
    setFileError(null);
    setProgress(null);
    onClose();
  };

  const submit = async () => {
    if (!file) {
      setFileError(t('documents.notices.fileRequired'));
      showNotice({
        title: t('documents.notices.error'),
        message: t('documents.notices.fileRequired'),
        variant: 'destructive',
      });
      return;
    }
    setProgress(0);
    try {
      await sendUpload({ ...(await uploadPayload(file, category)), ...(attachTo ? { attachTo } : {}) }, setProgress);
      showNotice({ title: t('documents.notices.success'), message: t('documents.notices.uploaded') });
      onUploaded();
      close();
    } catch (error) {
      setProgress(null);
      showNotice({
        title: t('documents.notices.error'),
        message: error instanceof Error ? error.message : t('documents.notices.uploadFailed'),
        variant: 'destructive',
      });
    }
  };

  const uploading = progress !== null;
  return (
    <DeferredModal opened={opened} onClose={close} title={t('documents.upload')}>
      <Stack gap="md">
        <FileInput
          label={t('documents.uploadDialog.file')}
          placeholder={FILE_TYPES_HINT}
          accept={ACCEPT}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setFileError(null);
          }}
          error={fileError}
          withAsterisk
          clearable
          disabled={uploading}
        />
        <Select
          label={t('documents.fields.category')}
          data={labels.options('documentCategory', DOCUMENT_CATEGORIES)}
          value={category}
          onChange={(value) => setCategory((value as DocumentCategory | null) ?? 'other')}
          allowDeselect={false}
          disabled={uploading}
        />
        {uploading && (
          <Stack gap={4}>
            <Progress value={progress} aria-label={t('documents.uploadDialog.progress')} animated={progress < 100} />
            <Text size="xs" c="dimmed">
              {progress}%
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={uploading}>
            {t('common.actions.cancel')}
          </Button>
          <Button leftSection={<IconUpload size={16} />} loading={uploading} onClick={() => void submit()}>
            {t('documents.uploadDialog.submit')}
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}
