import { Modal, type ModalProps } from '@mantine/core';
import { useLayoutEffect, useState } from 'react';

type Mounting = 'never-opened' | 'opening' | 'mounted';

/**
 * Mantine's Modal, mounted at its first opening instead of with the page, and kept from then on (its closing
 * transition and the focus it returns stay Mantine's). A closed Modal still mounts a portal, which renders the
 * dialog's frame a second time in the commit that mounted it: with four dialogs on each row of the logistics list
 * that was about 2,000 components rendered right after the page's data arrived (bench/profile-page.ts).
 * On its first opening it mounts closed for one commit and opens in the next, so the opening transition plays as before.
 */
export function DeferredModal({ opened, ...modal }: ModalProps) {
  const [mounting, setMounting] = useState<Mounting>(opened ? 'mounted' : 'never-opened');
  if (opened && mounting === 'never-opened') setMounting('opening');
  useLayoutEffect(() => {
    // Opened in a render of its own: the transition inside must exist closed first to play its opening. A layout
    // effect's update is drawn before the browser paints (and before the click that opened it has returned, in tests):
    // queued as a microtask, the dialog was sometimes not there yet when the next step looked for it.
    // One deliberate second render, once in a dialog's life (the cascade the rule guards against cannot recur).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (mounting === 'opening') setMounting('mounted');
  }, [mounting]);
  if (mounting === 'never-opened') return null;
  return <Modal opened={opened && mounting === 'mounted'} {...modal} />;
}
