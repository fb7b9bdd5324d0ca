import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@energy/i18n/languages';
import { en } from '@energy/i18n/messages/en/screens';
import { translatorFor } from '@energy/i18n/translator';
import {
  Alert,
  Center,
  Container,
  Group,
  List,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { chooseVisitorLanguage } from '../../../i18n/useUiLanguage';
import { useSessionUser } from '../../../session/useSessionUser';
import { trpc } from '../../../trpc';
import { SignInForm, type SignedInHandler } from './SignInForm';
import { SignUpForm } from './SignUpForm';

const english = translatorFor('en');

/** The invitation's texts in English (tests and stories read them); the screen speaks the page's language. */
export const INVITATION_TEXTS = {
  invalidTitle: en.auth.invitation.invalidTitle,
  joining: (organization: string) => english('auth.invitation.joining', { organization }),
  loading: en.auth.invitation.loading,
} as const;

/** What the sign-in screen promises, and its tagline (spec 000 §1), by their catalogue keys. */
const PROMISE_KEYS = ['rfq', 'tracking', 'payments', 'contracts'] as const;
/** The promises and the tagline in English (tests read them). */
export const PRODUCT_PROMISES = PROMISE_KEYS.map((key) => en.auth.promises[key]);
export const TAGLINE = en.auth.tagline;

export type AuthTab = 'login' | 'register';

function ProductPromises() {
  const { t } = useTranslation();
  return (
    <Stack justify="center" gap="lg">
      <Title order={1}>{t('auth.tagline.title')}</Title>
      <Text size="lg" c="dimmed">
        {t('auth.tagline.line')}
      </Text>
      <List
        spacing="sm"
        icon={
          <ThemeIcon size={22} radius="xl" variant="light">
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        {PROMISE_KEYS.map((key) => (
          <List.Item key={key}>{t(`auth.promises.${key}`)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * The visitor's language, each named in itself (English, Español, Français, Deutsch): the page speaks the one
 * chosen at once, and this browser remembers it until a signed-in user's own setting takes over.
 */
function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('common.language')}
      leftSection={<IconLanguage size={16} aria-hidden />}
      data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
      value={isLanguage(i18n.language) ? i18n.language : 'en'}
      onChange={(event) => {
        const language = event.currentTarget.value;
        if (isLanguage(language)) chooseVisitorLanguage(language);
      }}
      w={170}
    />
  );
}

/**
 * /auth: Sign In and Sign Up tabs. A user who is already signed in is sent to / (spec 000 §2).
 * `/auth?invite=TOKEN` (the link an invitation mails) opens Sign Up for that invitation's organization.
 */
export function AuthScreen({ initialTab = 'login' }: { initialTab?: AuthTab }) {
  const session = useSessionUser();
  const utils = trpc.useUtils();
  const [searchParams] = useSearchParams();
  const inviteToken = searchParams.get('invite') ?? '';
  const preview = trpc.invitation.preview.useQuery(
    { token: inviteToken },
    { enabled: inviteToken !== '', retry: false },
  );
  const [tab, setTab] = useState<AuthTab>(inviteToken ? 'register' : initialTab);
  // Where to go once a user is known: '/' for a visitor who was already signed in, the landing page for a
  // fresh sign-in. One redirect for both, so the two cannot race.
  const [destination, setDestination] = useState('/');
  const { t } = useTranslation();

  const onSignedIn: SignedInHandler = (user, path) => {
    setDestination(path);
    utils.auth.me.setData(undefined, user);
  };

  if (session.status === 'loading') return <FullPageLoader />;
  if (session.status === 'signed-in') return <Navigate to={destination} replace />;

  return (
    <Container component="main" size="lg" py="xl" mih="100vh" display="flex" style={{ alignItems: 'center' }}>
      <Stack w="100%" gap="md">
        <Group justify="flex-end">
          <LanguageSwitch />
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" w="100%">
          <ProductPromises />
          <Paper withBorder shadow="sm" radius="md" p="xl">
            <Tabs value={tab} onChange={(value) => setTab(value === 'register' ? 'register' : 'login')}>
              <Tabs.List grow mb="lg">
                <Tabs.Tab value="login">{t('auth.tabs.signIn')}</Tabs.Tab>
                <Tabs.Tab value="register">{t('auth.tabs.signUp')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="login">
                <SignInForm onSignedIn={onSignedIn} />
              </Tabs.Panel>
              <Tabs.Panel value="register">
                {inviteToken && preview.isPending ? (
                  <Center py="xl">
                    <Loader size="sm" role="status" aria-label={t('auth.invitation.loading')} />
                  </Center>
                ) : (
                  <Stack>
                    {preview.error && (
                      <Alert color="red" title={t('auth.invitation.invalidTitle')}>
                        {preview.error.message}
                      </Alert>
                    )}
                    {preview.data && (
                      <Text size="sm">
                        {t('auth.invitation.joining', { organization: preview.data.organizationName })}
                      </Text>
                    )}
                    <SignUpForm
                      key={preview.data ? 'invited' : 'own'}
                      onSignedIn={onSignedIn}
                      invitation={preview.data ? { token: inviteToken, preview: preview.data } : undefined}
                    />
                  </Stack>
                )}
              </Tabs.Panel>
            </Tabs>
          </Paper>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
