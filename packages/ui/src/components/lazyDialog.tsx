import type { ComponentType, ReactNode } from 'react';
import { lazyPreloaded } from './lazyPreloaded';
import { MountWhenOpened } from './MountWhenOpened';

/**
 * A dialog whose module loads at its first opening, not with the screen that can open it. A form's module builds its
 * zod schemas when it is evaluated, and a screen importing its dialogs' forms built them all on its first load: 1,420
 * schemas on /logistics, the longest task of its load on a phone. Until first opened the dialog renders nothing; from
 * then on it stays mounted (MountWhenOpened), so its closing transition and the focus it returns are kept. `isOpen`
 * reads whether the props open it (`opened`, or a record to act on). A screen may `preload` it on an intent.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): { Dialog: (props: P) => ReactNode; preload: () => Promise<ComponentType<P>> } {
  const { Component, preload } = lazyPreloaded(load, null);
  function Dialog(props: P) {
    return (
      <MountWhenOpened opened={isOpen(props)}>
        <Component {...props} />
      </MountWhenOpened>
    );
  }
  return { Dialog, preload };
}
