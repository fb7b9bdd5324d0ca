import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ListScreenFrameProps {
  /** The page's heading (its h1). */
  title: ReactNode;
  /** A dimmed line under the title: what the page is for, or a note about it. */
  subtitle?: ReactNode;
  /** The subtitle's text size where it is a note rather than the page's description. */
  subtitleSize?: 'sm';
  /**
   * The page's own action at the right of the heading (Create, Upload, Refresh). Given, even as `false` for a
   * role without it, the heading is a row with the action's place.
   */
  actions?: ReactNode;
  /** Between the heading and the list: figures, tiles or a filter panel of the page. */
  above?: ReactNode;
  /** The list in its bordered panel: its toolbar, table or cards, load more and empty states. */
  children: ReactNode;
}

/**
 * The frame every list screen shares: the heading (title, subtitle, action), what stands above the list, and
 * the list in a bordered panel. The screen's dialogs go beside it; they open in a portal.
 */
export function ListScreenFrame({ title, subtitle, subtitleSize, actions, above, children }: ListScreenFrameProps) {
  const heading = <Title order={1} size="h2">{title}</Title>;
  const titleBlock = subtitle === undefined ? heading : (
    <Stack gap={4}>
      {heading}
      <Text c="dimmed" size={subtitleSize}>{subtitle}</Text>
    </Stack>
  );
  return (
    <Stack gap="lg">
      {actions === undefined ? titleBlock : (
        <Group justify="space-between" align={subtitle === undefined ? undefined : 'flex-start'}>
          {titleBlock}
          {actions}
        </Group>
      )}
      {above}
      <Paper withBorder radius="md" p="md">
        {children}
      </Paper>
    </Stack>
  );
}
