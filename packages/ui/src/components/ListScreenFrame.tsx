import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeading, type PageHeadingProps } from './PageHeading';

export interface ListScreenFrameProps extends Omit<PageHeadingProps, 'actionsAlign'> {
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
  return (
    <Stack gap="lg">
      <PageHeading title={title} subtitle={subtitle} subtitleSize={subtitleSize} actions={actions} />
      {above}
      <Paper withBorder radius="md" p="md">
        {children}
      </Paper>
    </Stack>
  );
}
