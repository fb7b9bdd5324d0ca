import { Paper } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import type { ListColumn } from './columns';

interface DataTableCardsProps<T> {
  rows: T[];
  columns: ListColumn<T>[];
  rowKey: (row: T) => string;
  rowActions?: ((row: T) => ReactNode) | undefined;
  rowHighlight?: ((row: T) => boolean) | undefined;
}

/*
 * A card's own layout is plain elements styled as Mantine's Stack, Group and Text draw them (the theme's variables):
 * each of those is a component with its theme, props and class names to resolve, and a card of six facts held about
 * twenty of them. On a phone React built and took over twelve such cards while the page started (Lighthouse's
 * Total Blocking Time); the cells' own contents (badges, amounts) stay Mantine's.
 */
const column = (gap: string): CSSProperties => ({ display: 'flex', flexDirection: 'column', gap });
const row = (gap: string): CSSProperties => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap,
});
// Mantine's Text inside a cell without a size of its own reads the size from these two variables, as it did from
// the Text around it.
const text = (size: 'xs' | 'sm'): CSSProperties =>
  ({
    margin: 0,
    fontSize: `var(--mantine-font-size-${size})`,
    lineHeight: `var(--mantine-line-height-${size})`,
    '--text-fz': `var(--mantine-font-size-${size})`,
    '--text-lh': `var(--mantine-line-height-${size})`,
  }) as CSSProperties;
const CARDS: CSSProperties = column('var(--mantine-spacing-sm)');
const HEAD: CSSProperties = { ...row('var(--mantine-spacing-xs)'), marginBottom: 'var(--mantine-spacing-xs)' };
const HEADLINE: CSSProperties = { ...text('sm'), fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' };
const ACTIONS: CSSProperties = { ...row('var(--mantine-spacing-xs)'), justifyContent: 'flex-start' };
const FACTS: CSSProperties = column('calc(0.25rem * var(--mantine-scale))');
const FACT: CSSProperties = row('var(--mantine-spacing-xs)');
const LABEL: CSSProperties = { ...text('xs'), color: 'var(--mantine-color-dimmed)', flexShrink: 0 };
// A value too wide beside its label (a long badge on a narrow phone) goes under it, on the right.
const VALUE: CSSProperties = {
  ...text('sm'),
  minWidth: 0,
  marginInlineStart: 'auto',
  overflowWrap: 'anywhere',
  textAlign: 'right',
};
const HIGHLIGHT: CSSProperties = {
  borderColor: 'var(--mantine-color-green-filled)',
  background: 'var(--mantine-color-green-light)',
};

/** Phones: each row is a card, its columns as label and value, its actions at the top where a thumb reaches. */
export function DataTableCards<T>({ rows, columns, rowKey, rowActions, rowHighlight }: DataTableCardsProps<T>) {
  const [headline, ...facts] = columns;
  return (
    <div style={CARDS} data-testid="data-table-cards">
      {rows.map((record) => (
        <Paper
          key={rowKey(record)}
          withBorder
          radius="md"
          p="sm"
          component="article"
          style={rowHighlight?.(record) ? HIGHLIGHT : undefined}
        >
          {/* Many actions wrap under the headline rather than push the card past the screen's edge. */}
          <div style={HEAD}>
            {headline && <div style={HEADLINE}>{headline.render(record)}</div>}
            {rowActions && (
              <div style={ACTIONS} data-row-actions="">
                {rowActions(record)}
              </div>
            )}
          </div>
          <div style={FACTS}>
            {facts.map((fact) => (
              <div key={fact.key} style={FACT}>
                <p style={LABEL}>{fact.title}</p>
                <div style={VALUE}>{fact.render(record)}</div>
              </div>
            ))}
          </div>
        </Paper>
      ))}
    </div>
  );
}
