import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Saves the codes as a text file, one per line under a header naming the account. */
function download(codes: readonly string[], header: string): void {
  const blob = new Blob([`${header}\n\n${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'energyhub-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten recovery codes, shown once after confirmation: copy or download them, then acknowledge. */
export function RecoveryCodes({
  codes,
  username,
  onDone,
}: {
  codes: readonly string[];
  username: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={4}>{t('twoFactor.recovery.title')}</Title>
      <Alert color="yellow">{t('twoFactor.recovery.intro')}</Alert>
      <SimpleGrid cols={2} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {codes.map((code) => (
          <Text component="li" key={code} ff="monospace" size="lg">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('twoFactor.recovery.copied') : t('twoFactor.recovery.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={() => download(codes, t('twoFactor.recovery.fileHeader', { username }))}>
          {t('twoFactor.recovery.download')}
        </Button>
        <Button onClick={onDone}>{t('twoFactor.recovery.done')}</Button>
      </Group>
    </Stack>
  );
}
