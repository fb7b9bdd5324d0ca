import type { TSessionUser } from '@energy/domain/schemas/auth';
import { en } from '@energy/i18n/messages/en/screens';
import { translatorFor } from '@energy/i18n/translator';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../trpc';

const english = translatorFor('en');

/** The banner's texts in English (tests read them); the banner speaks the page's language. */
export const VERIFY_BANNER_TEXTS = {
  title: en.auth.verifyBanner.title,
  line: (email: string) => english('auth.verifyBanner.line', { email }),
  resend: en.auth.verifyBanner.resend,
} as const;

/** The "verify your email" state of a signed-in account whose address is not yet proven; business calls answer 403 until then. */
export function VerifyEmailBanner({ user }: { user: TSessionUser }) {
  const resend = trpc.auth.resendVerification.useMutation();
  const { t } = useTranslation();
  if (user.emailVerified) return null;
  return (
    <Alert color="yellow" title={t('auth.verifyBanner.title')} mb="md">
      <Text size="sm">
        {resend.data?.message ?? resend.error?.message ?? t('auth.verifyBanner.line', { email: user.email })}
      </Text>
      <Group mt="xs">
        <Button size="xs" variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
          {t('auth.verifyBanner.resend')}
        </Button>
      </Group>
    </Alert>
  );
}
