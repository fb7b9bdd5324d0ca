import type { Priority } from '@energy/domain/constants';
import { Badge } from '@mantine/core';
import { useLabels } from '../../i18n/labels';

/** Tender and job priorities: urgent stands out, low recedes (the theme keeps outline text readable). */
const PRIORITY_COLORS: Record<Priority, string> = { urgent: 'red', high: 'orange', medium: 'blue', low: 'gray' };

export function PriorityBadge({ priority }: { priority: Priority }) {
  const labels = useLabels();
  return (
    <Badge variant="outline" color={PRIORITY_COLORS[priority]} style={{ flexShrink: 0 }}>
      {labels.of('priority', priority)}
    </Badge>
  );
}
