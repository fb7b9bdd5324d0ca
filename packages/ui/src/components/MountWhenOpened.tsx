import { useState, type ReactNode } from 'react';

/**
 * A dialog drawn from the first time it is opened on, nothing before. A closed Mantine modal still mounts its
 * portal, and the portal's own update in its layout effect made React finish the dashboard's render synchronously,
 * its effects with it, in one task at a phone's speed. Once opened it stays mounted, so it closes with its transition.
 */
export function MountWhenOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  return wanted ? children : null;
}
