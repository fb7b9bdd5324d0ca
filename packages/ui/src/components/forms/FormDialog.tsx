import { Button, Group, Stack, Text, type ModalProps } from '@mantine/core';
import { en } from '@energy/i18n/messages/en/screens';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredModal } from '../DeferredModal';

/** The discard question of a form dialog with changes, in English (tests read it); the dialog speaks the page's language. */
export const FORM_DIALOG_TEXTS = en.components.formDialog;

interface FormDialogContextValue {
  /** A date picker inside the dialog opened or closed its dropdown: Escape then closes the picker, not the dialog. */
  pickerOpened: () => void;
  pickerClosed: () => void;
  /** The form inside reports whether it has changes. */
  setDirty: (dirty: boolean) => void;
  /** Close as Escape, the close button or a Cancel button would: asks first when the form has changes. */
  requestClose: () => void;
}

const FormDialogContext = createContext<FormDialogContextValue | null>(null);

/** The dialog around a form, if any (a form can render outside one too). */
export const useFormDialog = () => useContext(FormDialogContext);

/** Reports the form's changes to its dialog, so closing it asks before discarding them. */
export function useDirtyForm(dirty: boolean): void {
  const dialog = useFormDialog();
  useEffect(() => {
    dialog?.setDirty(dirty);
  }, [dialog, dirty]);
  useEffect(() => () => dialog?.setDirty(false), [dialog]);
}

/** Tells the dialog while a picker's dropdown is open (for pickers' `popoverProps`). */
export function usePickerPopover(): { onOpen: () => void; onClose: () => void } {
  const dialog = useFormDialog();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open || !dialog) return undefined;
    dialog.pickerOpened();
    return () => dialog.pickerClosed();
  }, [dialog, open]);
  return useMemo(() => ({ onOpen: () => setOpen(true), onClose: () => setOpen(false) }), []);
}

export interface FormDialogProps extends Omit<ModalProps, 'onClose' | 'closeOnEscape'> {
  /** Really closes it (the parent's state); called at once when nothing changed, after "Discard" otherwise. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A Mantine Modal for a form: Escape inside an open date picker closes the picker only,
 * and Escape, the close button, a click outside or Cancel on a form with changes ask before discarding them.
 * Forms inside report their changes with `useDirtyForm`; date fields register their pickers themselves.
 */
export function FormDialog({ opened, onClose, children, ...modal }: FormDialogProps) {
  const [openPickers, setOpenPickers] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Closed from outside (saved, navigated away): the next opening starts without a question or open pickers.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (!opened) {
      setConfirming(false);
      setOpenPickers(0);
    }
  }
  const requestClose = useCallback(() => {
    if (dirty) setConfirming(true);
    else onClose();
  }, [dirty, onClose]);
  const context = useMemo<FormDialogContextValue>(
    () => ({
      pickerOpened: () => setOpenPickers((n) => n + 1),
      pickerClosed: () => setOpenPickers((n) => Math.max(0, n - 1)),
      setDirty,
      requestClose,
    }),
    [requestClose],
  );
  const discard = () => {
    setConfirming(false);
    setDirty(false);
    onClose();
  };

  const { t } = useTranslation();
  return (
    <>
      <DeferredModal opened={opened} onClose={requestClose} closeOnEscape={openPickers === 0 && !confirming} {...modal}>
        <FormDialogContext.Provider value={context}>{children}</FormDialogContext.Provider>
      </DeferredModal>
      <DeferredModal
        opened={opened && confirming}
        onClose={() => setConfirming(false)}
        title={t('components.formDialog.discardTitle')}
        size="sm"
        zIndex={310}
        centered
      >
        <Stack>
          <Text size="sm">{t('components.formDialog.discardText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('components.formDialog.keepEditing')}
            </Button>
            <Button color="red" onClick={discard}>
              {t('components.formDialog.discard')}
            </Button>
          </Group>
        </Stack>
      </DeferredModal>
    </>
  );
}
