import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageHeadingProps {
  /** The page's heading (its h1). */
  title: ReactNode;
  /** A dimmed line under the title: what the page is for, or a note about it. */
  subtitle?: ReactNode;
  /** The subtitle's text size where it is a note rather than the page's description. */
  subtitleSize?: 'sm';
  /**
   * The page's own controls at the right of the heading (Create, Upload, Refresh, a range picker). Given, even as
   * `false` for a role without them, the heading is a row with their place.
   */
  actions?: ReactNode;
  /** Where the controls sit against a title with a subtitle: level with the title (default) or with the subtitle. */
  actionsAlign?: 'flex-start' | 'flex-end';
}

/** The heading every page starts with: its title, the line under it and the page's own controls. */
export function PageHeading({ title, subtitle, subtitleSize, actions, actionsAlign = 'flex-start' }: PageHeadingProps) {
  const heading = (
    <Title order={1} size="h2">
      {title}
    </Title>
  );
  const titleBlock =
    subtitle === undefined ? (
      heading
    ) : (
      <Stack gap={4}>
        {heading}
        <Text c="dimmed" size={subtitleSize}>
          {subtitle}
        </Text>
      </Stack>
    );
  if (actions === undefined) return titleBlock;
  return (
    <Group justify="space-between" align={subtitle === undefined ? undefined : actionsAlign}>
      {titleBlock}
      {actions}
    </Group>
  );
}
