import { EMAIL_MESSAGES } from '@energy/domain/schemas/auth';
import { en } from '@energy/i18n/messages/en/screens';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CenteredPanel } from '../../../components/CenteredPanel';
import { trpc } from '../../../trpc';

export type EmailLinkKind = 'verify' | 'confirm' | 'undo';

/** What each mailed link's page says, and the button that uses it, in English (tests read them). */
export const EMAIL_LINK_TEXTS: Record<EmailLinkKind, { title: string; line: string; action: string }> =
  en.auth.emailLink;

function useLinkMutation(kind: EmailLinkKind) {
  const verify = trpc.auth.verifyEmail.useMutation();
  const confirm = trpc.auth.confirmEmailChange.useMutation();
  const undo = trpc.auth.undoEmailChange.useMutation();
  return { verify, confirm, undo }[kind];
}

/**
 * The page a mailed link opens (/verify-email, /email-change/confirm, /email-change/undo). It acts only on
 * the button, not on load, so a mail scanner that opens the link changes nothing; the token goes in the
 * body of the call, never in an API path.
 */
export function EmailLinkScreen({ kind }: { kind: EmailLinkKind }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { t } = useTranslation();
  const texts = {
    title: t(`auth.emailLink.${kind}.title`),
    line: t(`auth.emailLink.${kind}.line`),
    action: t(`auth.emailLink.${kind}.action`),
  };
  const use = useLinkMutation(kind);
  const utils = trpc.useUtils();

  let content = (
    <>
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconMail size={30} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {texts.title}
      </Title>
      <Text>{texts.line}</Text>
      <Button
        loading={use.isPending}
        onClick={() => use.mutate({ token }, { onSuccess: () => void utils.auth.me.invalidate() })}
      >
        {texts.action}
      </Button>
    </>
  );
  if (!token || use.error) {
    content = (
      <>
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <IconAlertTriangle size={30} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {texts.title}
        </Title>
        <Text>{use.error?.message ?? EMAIL_MESSAGES.tokenMissing}</Text>
        <Button component={Link} to="/" variant="default">
          {t('auth.emailLink.goHome')}
        </Button>
      </>
    );
  } else if (use.data) {
    content = (
      <>
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCircleCheck size={30} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {texts.title}
        </Title>
        <Text>{use.data.message}</Text>
        <Button component={Link} to="/">
          {t('auth.emailLink.goHome')}
        </Button>
      </>
    );
  }
  return (
    <CenteredPanel>
      <Stack align="center" ta="center">
        {content}
      </Stack>
    </CenteredPanel>
  );
}

export const VerifyEmailScreen = () => <EmailLinkScreen kind="verify" />;
export const ConfirmEmailChangeScreen = () => <EmailLinkScreen kind="confirm" />;
export const UndoEmailChangeScreen = () => <EmailLinkScreen kind="undo" />;
