import type { TSessionUser } from '@energy/domain/schemas/auth';
import { Alert, Button, Group, Text } from '@mantine/core';
import { trpc } from '../../trpc';

export const VERIFY_BANNER_TEXTS = {
  title: 'Verify your email address',
  line: (email: string) =>
    `Follow the link we sent to ${email} to start trading. Until then you can look around and edit your settings.`,
  resend: 'Send the link again',
} as const;

/** The "verify your email" state of a signed-in account whose address is not yet proven; business calls answer 403 until then. */
export function VerifyEmailBanner({ user }: { user: TSessionUser }) {
  const resend = trpc.auth.resendVerification.useMutation();
  if (user.emailVerified) return null;
  return (
    <Alert color="yellow" title={VERIFY_BANNER_TEXTS.title} mb="md">
      <Text size="sm">{resend.data?.message ?? resend.error?.message ?? VERIFY_BANNER_TEXTS.line(user.email)}</Text>
      <Group mt="xs">
        <Button size="xs" variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
          {VERIFY_BANNER_TEXTS.resend}
        </Button>
      </Group>
    </Alert>
  );
}
