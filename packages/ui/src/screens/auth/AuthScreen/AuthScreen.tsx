import {
  Alert,
  Center,
  Container,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { useSessionUser } from '../../../session/useSessionUser';
import { trpc } from '../../../trpc';
import { SignInForm, type SignedInHandler } from './SignInForm';
import { SignUpForm } from './SignUpForm';

export const INVITATION_TEXTS = {
  invalidTitle: 'Invitation not valid',
  joining: (organization: string) => `You are invited to join ${organization}.`,
  loading: 'Checking your invitation…',
} as const;

/** What the sign-in screen promises, and its tagline (spec 000 §1). */
export const PRODUCT_PROMISES = [
  'Real-time RFQ and quote management',
  'End-to-end order tracking',
  'Secure payment and escrow services',
  'Digital contract management',
] as const;
export const TAGLINE = { title: 'Trusted Petroleum Procurement', line: 'Transparent. Compliant. Scalable.' } as const;

export type AuthTab = 'login' | 'register';

function ProductPromises() {
  return (
    <Stack justify="center" gap="lg">
      <Title order={1}>{TAGLINE.title}</Title>
      <Text size="lg" c="dimmed">
        {TAGLINE.line}
      </Text>
      <List
        spacing="sm"
        icon={
          <ThemeIcon size={22} radius="xl" variant="light">
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        {PRODUCT_PROMISES.map((promise) => (
          <List.Item key={promise}>{promise}</List.Item>
        ))}
      </List>
    </Stack>
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

  const onSignedIn: SignedInHandler = (user, path) => {
    setDestination(path);
    utils.auth.me.setData(undefined, user);
  };

  if (session.status === 'loading') return <FullPageLoader />;
  if (session.status === 'signed-in') return <Navigate to={destination} replace />;

  return (
    <Container component="main" size="lg" py="xl" mih="100vh" display="flex" style={{ alignItems: 'center' }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" w="100%">
        <ProductPromises />
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Tabs value={tab} onChange={(value) => setTab(value === 'register' ? 'register' : 'login')}>
            <Tabs.List grow mb="lg">
              <Tabs.Tab value="login">Sign In</Tabs.Tab>
              <Tabs.Tab value="register">Sign Up</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="login">
              <SignInForm onSignedIn={onSignedIn} />
            </Tabs.Panel>
            <Tabs.Panel value="register">
              {inviteToken && preview.isPending ? (
                <Center py="xl">
                  <Loader size="sm" aria-label={INVITATION_TEXTS.loading} />
                </Center>
              ) : (
                <Stack>
                  {preview.error && (
                    <Alert color="red" title={INVITATION_TEXTS.invalidTitle}>
                      {preview.error.message}
                    </Alert>
                  )}
                  {preview.data && <Text size="sm">{INVITATION_TEXTS.joining(preview.data.organizationName)}</Text>}
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
    </Container>
  );
}
