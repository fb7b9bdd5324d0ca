import { Center, Loader } from '@mantine/core';

/** Shown while the session is still unknown (spec 000 §2, Protected-route behaviour). */
export function FullPageLoader({ label = 'Loading session' }: { label?: string }) {
  return (
    <Center mih="100vh">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}
