import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the session is still unknown (spec 000 §2, Protected-route behaviour). */
export function FullPageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh">
      <Loader role="status" aria-label={label ?? t('components.fullPageLoader.loading')} />
    </Center>
  );
}
