import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { lazyNamed } from '../../../components/lazyNamed';
import { FormDialog } from '../../../components/forms/FormDialog';
import { RFQ_DIALOG_SIZE } from '../../../components/procurement/rfqDialog';

/**
 * The Create RFQ form (its date pickers and band editors) and the date pickers' styles load when the form is
 * first wanted, not with the screens that open it (inserted after the first paint, the dates
 * styles made the browser restyle the whole page, one long task on a phone).
 */
const { Component: CreateRfqForm, preload } = lazyNamed(
  () => Promise.all([import('@mantine/dates/styles.css'), import('./CreateRfqForm')]).then(([, module]) => module),
  'CreateRfqForm',
);
export const preloadCreateRfqForm = preload;

interface CreateRfqDialogProps {
  opened: boolean;
  onClose: () => void;
  /** After the RFQ is created (the dialog does not close itself). */
  onCreated: () => void;
  title: string;
  /** The loader's accessible name while the form's chunk arrives. */
  loadingLabel: string;
}

/** The Create RFQ dialog of the RFQ list and the buyer's dashboard: the form, with a loader while its chunk arrives. */
export function CreateRfqDialog({ opened, onClose, onCreated, title, loadingLabel }: CreateRfqDialogProps) {
  return (
    <FormDialog opened={opened} onClose={onClose} title={title} size={RFQ_DIALOG_SIZE}>
      <Suspense
        fallback={
          <Center py="xl">
            <Loader role="status" aria-label={loadingLabel} />
          </Center>
        }
      >
        <CreateRfqForm onCreated={onCreated} onCancel={onClose} />
      </Suspense>
    </FormDialog>
  );
}
