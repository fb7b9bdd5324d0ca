import { useState, type ReactNode } from 'react';

/**
 * A dialog drawn from the first time it is opened on, nothing before; once opened it stays mounted, so it closes with
 * its transition. Only for a dialog loaded from its own chunk (lazyNamed, the budget form and Process Payment; lazyDialog): a lazy
 * component starts loading its chunk when first rendered, closed or not. A dialog that is a DeferredModal already
 * mounts nothing before its first opening and needs no wrapper.
 */
export function MountWhenOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  return wanted ? children : null;
}
