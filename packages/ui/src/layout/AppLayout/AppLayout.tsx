import { AppShell, TooltipGroup } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LazyTwoFactorEnrolmentScreen } from '../../screens/auth/TwoFactorEnrolmentScreen/LazyTwoFactorEnrolmentScreen';
import { VerifyEmailBanner } from '../../screens/auth/VerifyEmailBanner';
import { useSessionUser } from '../../session/useSessionUser';
import { RecordNameProvider } from './recordName';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { UnreadCountProvider } from './unreadCount';

interface AppLayoutProps {
  /** Unread notifications, for the sidebar badge and the bell's dot; read from the server unless given. */
  unreadCount?: number;
  /** The page; defaults to the nested routes. */
  children?: ReactNode;
}

/** The signed-in shell: sidebar and top bar around the page (spec 000 §2, Layout). */
export function AppLayout({ unreadCount: given, children }: AppLayoutProps) {
  const [navigationOpened, navigation] = useDisclosure(false);
  const session = useSessionUser();
  // Mounted under ProtectedRoute, so the user is there; render nothing in the instant after sign-out.
  if (session.status !== 'signed-in') return null;
  // A user who must set up a second factor sees only its enrolment (the server refuses everything else meanwhile).
  if (session.user.twoFactorEnrolmentRequired) return <LazyTwoFactorEnrolmentScreen user={session.user} />;

  // Tooltips shown in quick succession open without a second delay (moved here from AppProviders, so that
  // floating-ui loads with the signed-in shell rather than on the sign-in page).
  return (
    <TooltipGroup>
      <UnreadCountProvider given={given}>
        <RecordNameProvider>
          <AppShell
            header={{ height: 60 }}
            navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !navigationOpened } }}
            padding="md"
          >
            <AppShell.Header>
              <TopBar user={session.user} navigationOpened={navigationOpened} onToggleNavigation={navigation.toggle} />
            </AppShell.Header>
            <AppShell.Navbar>
              <Sidebar user={session.user} onNavigate={navigation.close} />
            </AppShell.Navbar>
            <AppShell.Main>
              <VerifyEmailBanner user={session.user} />
              {children ?? <Outlet />}
            </AppShell.Main>
          </AppShell>
        </RecordNameProvider>
      </UnreadCountProvider>
    </TooltipGroup>
  );
}
