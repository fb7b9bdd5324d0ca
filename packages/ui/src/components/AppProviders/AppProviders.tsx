import type { AppRouter } from '@energy/trpc/root';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { NotificationsProps } from '@mantine/notifications';
import { QUERY_DEFAULTS, TOAST_CONFIG } from '../../settings/behaviour';
import { accessibleColors } from '../../settings/contrast';
import type { Language } from '@energy/i18n/languages';
import { LanguageProvider } from '../../i18n/LanguageProvider';
import { SessionPreferencesProvider } from '../../session/sessionPreferences';
import { useUiLanguage } from '../../i18n/useUiLanguage';
import { useNoticeRaised } from '../notices';
import { theme } from '../../theme';
import { SpokenTheme } from './SpokenTheme';
import { colorSchemeManager, UserSettings } from './UserSettings';
import { trpc } from '../../trpc';

/** Data never goes stale, no refetch on focus, no polling and no retries (spec 000 §9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...QUERY_DEFAULTS }, mutations: { retry: QUERY_DEFAULTS.retry } },
  });
}

/**
 * The notice stack loads in its own chunk, when the page raises its first notice: with its transitions and portal
 * it is a tenth of the first page's JavaScript, and mounted with every page it cost three commits of its load
 * (its six empty position containers, then their transitions) for the few pages that ever show a notice.
 * The notice waits in Mantine's store meanwhile and appears once the stack mounts. Each renders as a
 * SwipeableNotice (the spec's swipe of 50 px to the right, the close button, Escape).
 */
const Notifications = lazy(() =>
  Promise.all([import('@mantine/notifications'), import('../SwipeableNotice')]).then(([m, notice]) => ({
    default: (props: NotificationsProps) => <m.Notifications {...props} renderNotification={notice.renderNotice} />,
  })),
);

/**
 * One notice at a time, 5 s each, inside a labelled region that F8 focuses (spec 000 §9). The region is ours
 * because Mantine spreads extra props onto each of its six position containers; the notices render inside
 * it (no portal) and still float, being position: fixed. The region is there from the first frame; the stack
 * inside it from the page's first notice (showNotice).
 */
function NoticeViewport() {
  const viewport = useRef<HTMLDivElement>(null);
  const raised = useNoticeRaised();
  // F8 alone, from anywhere: inside a form field too, where a notice usually follows a submit. A plain listener, not
  // Mantine's useHotkeys: its parser of key combinations was 0.9 KB gzip in the JavaScript every first page loads.
  useEffect(() => {
    const focusNotices = (event: KeyboardEvent) => {
      if (event.key !== TOAST_CONFIG.hotkey || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      viewport.current?.focus();
    };
    document.documentElement.addEventListener('keydown', focusNotices);
    return () => document.documentElement.removeEventListener('keydown', focusNotices);
  }, []);
  return (
    <div ref={viewport} role="region" aria-label={TOAST_CONFIG.viewportLabel} tabIndex={-1}>
      {raised && (
        <Suspense fallback={null}>
          <Notifications
            withinPortal={false}
            limit={TOAST_CONFIG.limit}
            autoClose={TOAST_CONFIG.durationMs}
            containerWidth={TOAST_CONFIG.maxViewportWidthPx}
            // The spec's swipe (50 px to the right) instead of Mantine's (a third of the width, either way).
            allowDragDismiss={false}
            allowScrollDismiss={false}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The interface's language for everything below: `language` when given (stories, tests), else useUiLanguage's. */
function SpokenLanguage({ language, children }: { language?: Language; children: ReactNode }) {
  const spoken = useUiLanguage();
  return <LanguageProvider language={language ?? spoken}>{children}</LanguageProvider>;
}

interface AppProvidersProps {
  trpcClient: TRPCClient<AppRouter>;
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals, which jsdom cannot run. */
  env?: 'default' | 'test';
  /** Speak this language whoever is signed in (a story's or a test's language). */
  language?: Language;
  /** Draw in this colour scheme whatever the user chose (a story's scheme). */
  colorScheme?: 'light' | 'dark';
  children: ReactNode;
}

/**
 * Everything a screen needs around it: the tRPC client, the query cache, the session's preferences (read by one
 * auth.me observer for the whole app: the language, the colour scheme, the zone and every date and amount below),
 * Mantine and the notice viewport.
 * The tooltip group lives in AppLayout, where the tooltips are, so the sign-in page does not load floating-ui.
 */
export function AppProviders({
  trpcClient,
  queryClient,
  env = 'default',
  language,
  colorScheme,
  children,
}: AppProvidersProps) {
  const [schemes] = useState(() => colorSchemeManager(queryClient));
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <SessionPreferencesProvider>
          <MantineProvider
            theme={theme}
            cssVariablesResolver={accessibleColors}
            env={env}
            colorSchemeManager={schemes}
            defaultColorScheme="light"
            forceColorScheme={colorScheme}
          >
            <SpokenLanguage language={language}>
              <SpokenTheme>
                <UserSettings>
                  <NoticeViewport />
                  {children}
                </UserSettings>
              </SpokenTheme>
            </SpokenLanguage>
          </MantineProvider>
        </SessionPreferencesProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
