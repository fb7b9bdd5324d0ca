import type { Language } from '@energy/i18n/languages';
import { Text } from '@mantine/core';
import { httpLink } from '@trpc/client';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders, createQueryClient } from '../components/AppProviders/AppProviders';
import { trpc } from '../trpc';
import { useStoryColorScheme } from './storyColorScheme';

/** Stands in for whatever page a screen navigates to, so a test or a story can show where it went. */
function NavigatedTo() {
  const location = useLocation();
  return <Text>Navigated to {location.pathname + location.search}</Text>;
}

interface ScreenHarnessProps {
  /** Where the tRPC client sends calls; msw answers them there. */
  trpcUrl: string;
  /** The history the screen opens with; the last entry is the current URL. */
  initialEntries: string[];
  /** The <Route> elements under test. */
  routes: ReactNode;
  /** 'test' under jsdom, which cannot run Mantine's transitions. */
  env?: 'default' | 'test';
  /** Any other path shows where the screen navigated to; off when the routes have their own fallback. */
  withNavigationProbe?: boolean;
  /** The language the screen speaks (the signed-in user's otherwise, English for a visitor in tests). */
  language?: Language;
}

/**
 * A screen as the app would mount it: a fresh query cache and tRPC client (httpLink, since msw-trpc does
 * not answer batches), Mantine, notices and an in-memory router. Shared by vitest and Storybook.
 */
export function ScreenHarness({
  trpcUrl,
  initialEntries,
  routes,
  env,
  withNavigationProbe = true,
  language,
}: ScreenHarnessProps) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(() => trpc.createClient({ links: [httpLink({ url: trpcUrl })] }));
  const colorScheme = useStoryColorScheme();
  return (
    <AppProviders
      trpcClient={trpcClient}
      queryClient={queryClient}
      env={env}
      language={language}
      colorScheme={colorScheme}
    >
      <MemoryRouter initialEntries={initialEntries}>
        <Routes>
          {routes}
          {withNavigationProbe && <Route path="*" element={<NavigatedTo />} />}
        </Routes>
      </MemoryRouter>
    </AppProviders>
  );
}
