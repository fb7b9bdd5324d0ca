import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

// Two contexts: the setter never changes, so a screen naming its record does not re-render on its own update.
const RecordNameContext = createContext<string | undefined>(undefined);
const SetRecordNameContext = createContext<((name: string | undefined) => void) | null>(null);

/** Holds the name of the record the current page shows, for the breadcrumb in the top bar. */
export function RecordNameProvider({ children }: { children: ReactNode }) {
  const [name, setName] = useState<string | undefined>(undefined);
  return (
    <SetRecordNameContext.Provider value={setName}>
      <RecordNameContext.Provider value={name}>{children}</RecordNameContext.Provider>
    </SetRecordNameContext.Provider>
  );
}

/** The record name the page gave, if any. */
export const useRecordName = (): string | undefined => useContext(RecordNameContext);

/**
 * A detail screen names its record (e.g. "RFQ-2026-000002") for the breadcrumb while it is shown; outside the
 * layout (stories, tests of one screen) this does nothing.
 */
export function useNameRecord(name: string | undefined): void {
  const setName = useContext(SetRecordNameContext);
  useEffect(() => {
    if (!setName) return undefined;
    setName(name);
    return () => setName(undefined);
  }, [setName, name]);
}
