import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_FILE_TYPES,
  DOCUMENT_MESSAGES,
  type DocumentCategory,
  type DocumentRecordType,
} from '@energy/domain/schemas/document';
import { Button, FileInput, Group, Modal, Progress, Select, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { showNotice } from '../../../components/notices';
import { sendUpload, uploadPayload } from './uploadDocument';

export const UPLOAD_TEXTS = {
  title: 'Upload Document',
  file: 'File',
  category: 'Category',
  submit: 'Upload',
  progress: 'Upload progress',
  success: 'Success',
  error: 'Error',
} as const;

const categoryOptions = DOCUMENT_CATEGORIES.map((value) => ({ value, label: DOCUMENT_CATEGORY_LABELS[value] }));
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
      setFileError(DOCUMENT_MESSAGES.fileRequired);
      showNotice({ title: UPLOAD_TEXTS.error, message: DOCUMENT_MESSAGES.fileRequired, variant: 'destructive' });
      return;
    }
    setProgress(0);
    try {
      await sendUpload({ ...(await uploadPayload(file, category)), ...(attachTo ? { attachTo } : {}) }, setProgress);
      showNotice({ title: UPLOAD_TEXTS.success, message: DOCUMENT_MESSAGES.uploaded });
      onUploaded();
      close();
    } catch (error) {
      setProgress(null);
      showNotice({
        title: UPLOAD_TEXTS.error,
        message: error instanceof Error ? error.message : DOCUMENT_MESSAGES.uploadFailed,
        variant: 'destructive',
      });
    }
  };

  const uploading = progress !== null;
  return (
    <Modal opened={opened} onClose={close} title={UPLOAD_TEXTS.title}>
      <Stack gap="md">
        <FileInput
          label={UPLOAD_TEXTS.file}
          placeholder="pdf, doc, docx, xls, xlsx, png, jpg, jpeg"
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
          label={UPLOAD_TEXTS.category}
          data={categoryOptions}
          value={category}
          onChange={(value) => setCategory((value as DocumentCategory | null) ?? 'other')}
          allowDeselect={false}
          disabled={uploading}
        />
        {uploading && (
          <Stack gap={4}>
            <Progress value={progress} aria-label={UPLOAD_TEXTS.progress} animated={progress < 100} />
            <Text size="xs" c="dimmed">
              {progress}%
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={uploading}>
            Cancel
          </Button>
          <Button leftSection={<IconUpload size={16} />} loading={uploading} onClick={() => void submit()}>
            {UPLOAD_TEXTS.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
