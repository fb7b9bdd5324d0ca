import { ZTwoFactorCodeInput, type TTwoFactorCodeInput } from '@energy/domain/schemas/two-factor';
import { Button, Code, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useForm } from '../forms/useForm';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../notices';
import { serverFieldErrors } from '../serverErrors';
import { trpc } from '../../trpc';
import { RecoveryCodes } from './RecoveryCodes';

/**
 * Turning two-factor sign-in on: starts enrolment (a new secret), shows its QR code (drawn here, the secret never
 * leaves the page) and the secret, takes the first code, then shows the recovery codes once. `onDone` runs when
 * the user has acknowledged them; `onCancel`, when given, offers to stop before confirming.
 */
export function TwoFactorEnrolment({
  username,
  onDone,
  onCancel,
}: {
  username: string;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const start = trpc.twoFactor.start.useMutation({
    onError: (error) =>
      showNotice({ title: t('twoFactor.enrol.startFailed'), message: error.message, variant: 'destructive' }),
  });
  const form = useForm<TTwoFactorCodeInput>({
    initialValues: { code: '' },
    validate: schemaResolver(ZTwoFactorCodeInput, { sync: true }),
  });
  const confirm = trpc.twoFactor.confirm.useMutation({
    onSuccess: (result) => {
      setRecoveryCodes(result.recoveryCodes);
      showNotice({ title: t('twoFactor.enrol.enabled'), message: t('twoFactor.recovery.title') });
      void utils.twoFactor.status.invalidate();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, ['code']));
      showNotice({ title: t('twoFactor.enrol.confirmFailed'), message: error.message, variant: 'destructive' });
    },
  });
  const { mutate: begin } = start;
  useEffect(() => begin(), [begin]);

  const inputs = { code: form.getInputProps('code') };
  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} username={username} onDone={onDone} />;
  if (!start.data) return start.isError ? null : <Loader size="sm" />;
  return (
    <form noValidate onSubmit={form.onSubmit((values) => confirm.mutate(values))}>
      <Stack>
        <Text size="sm">{t('twoFactor.enrol.scan')}</Text>
        <QRCodeSVG
          value={start.data.otpauthUrl}
          size={176}
          marginSize={2}
          role="img"
          aria-label={t('twoFactor.enrol.qrLabel')}
        />
        <div>
          <Text size="sm" fw={500}>
            {t('twoFactor.enrol.secret')}
          </Text>
          <Code fz="md" data-testid="two-factor-secret">
            {start.data.secret}
          </Code>
        </div>
        <TextInput
          label={t('twoFactor.enrol.code')}
          withAsterisk
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          w={200}
          {...inputs.code}
        />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            {t('twoFactor.enrol.confirm')}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('twoFactor.card.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
