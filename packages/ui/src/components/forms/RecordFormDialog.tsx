import type { ReactNode } from 'react';
import { FormDialog } from './FormDialog';

/**
 * Create or edit one record in a form dialog: the edit title with a record, the create title without, and the form
 * mounted afresh for each record (keyed by its id) only while the dialog is open.
 */
export function RecordFormDialog<T extends { id: string }>({
  opened,
  record,
  onClose,
  titles,
  children,
}: {
  opened: boolean;
  record: T | null;
  onClose: () => void;
  titles: { create: string; edit: string };
  /** The form, given the record (null to create); it calls onClose when done. */
  children: (record: T | null) => ReactNode;
}) {
  return (
    <FormDialog opened={opened} onClose={onClose} title={record ? titles.edit : titles.create} size="lg">
      {opened && <div key={record?.id ?? 'new'}>{children(record)}</div>}
    </FormDialog>
  );
}
