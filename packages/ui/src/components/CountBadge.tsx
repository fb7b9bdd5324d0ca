import { Badge, type BadgeProps } from '@mantine/core';

/** The most a number badge shows in full; above it the badge reads "99+". */
export const COUNT_SHOWN_MAX = 99;

/** A count as every number badge writes it: "7", "99", then "99+". */
export const countLabel = (count: number): string => (count > COUNT_SHOWN_MAX ? `${COUNT_SHOWN_MAX}+` : String(count));

/**
 * The one number badge: "99+" above 99, a circle for one or two digits and a pill for "99+", never cut
 * (the theme keeps badges at their text's width). The exact count is its title.
 */
export function CountBadge({ count, ...badge }: { count: number } & Omit<BadgeProps, 'children' | 'circle'>) {
  const label = countLabel(count);
  return (
    <Badge circle={label.length <= 2} title={String(count)} {...badge}>
      {label}
    </Badge>
  );
}
