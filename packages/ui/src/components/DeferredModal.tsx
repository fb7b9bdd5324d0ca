import { Modal, type ModalProps } from '@mantine/core';
import { startTransition, useLayoutEffect, useState } from 'react';

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
    // Opened in a render of its own: the transition inside must exist closed first to play its opening. Scheduled
    // from the commit that mounted it closed (React renders it right after; tests' act flushes it
    // before the click that opened it returns); queued as a microtask, the next step sometimes found no dialog yet.
    if (mounting === 'opening') startTransition(() => setMounting('mounted'));
  }, [mounting]);
  if (mounting === 'never-opened') return null;
  return <Modal opened={opened && mounting === 'mounted'} {...modal} />;
}
