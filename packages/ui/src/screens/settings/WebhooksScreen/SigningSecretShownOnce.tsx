import { Alert, Button, Code, CopyButton, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A new endpoint's signing secret (`whsec_…`), shown this once with a copy button: no call answers it again. */
export function SigningSecretShownOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert color="yellow" title={t('settings.webhooks.shown.title')}>
        {t('settings.webhooks.shown.once')}
      </Alert>
      <Code block aria-label={t('settings.webhooks.shown.label')}>
        {secret}
      </Code>
      <Group justify="flex-end">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('settings.webhooks.shown.copied') : t('settings.webhooks.shown.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('settings.webhooks.shown.done')}</Button>
      </Group>
    </Stack>
  );
}
