import { Center, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

interface CenteredPanelProps {
  children: ReactNode;
  maw?: number;
  /** Inside the app layout the panel centers in the content area rather than in the whole window. */
  inLayout?: boolean;
}

/** The single card in the middle of the page used by the public and status screens. */
export function CenteredPanel({ children, maw = 460, inLayout = false }: CenteredPanelProps) {
  return (
    // Outside the app layout the panel is the page, so it is the main landmark; inside, AppShell's is.
    <Center component={inLayout ? 'div' : 'main'} mih={inLayout ? '60vh' : '100vh'} p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={maw}>
        {children}
      </Paper>
    </Center>
  );
}
