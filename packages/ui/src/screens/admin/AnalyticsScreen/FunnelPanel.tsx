import { formatCount } from '@energy/domain/intl';
import { FUNNEL_STAGE_LABELS, type TAnalyticsFunnel } from '@energy/domain/schemas/analytics';
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';

const percentText = (value: number | null) => (value === null ? '—' : `${value}%`);

/** The stages in the spec's order: each stage's count, its share of RFQs created, and its rate against the previous stage. */
export function FunnelPanel({
  stages,
  overall,
}: {
  stages: TAnalyticsFunnel['funnel_conversion'];
  overall: number | null;
}) {
  const first = stages[0]?.count ?? 0;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Conversion Funnel
        </Title>
        <Text fw={600} aria-label="Overall conversion">
          Overall conversion: {percentText(overall)}
        </Text>
      </Group>
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Funnel stages">
        {stages.map(({ stage, count, rate }) => (
          <li key={stage} aria-label={FUNNEL_STAGE_LABELS[stage]}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={500}>
                {FUNNEL_STAGE_LABELS[stage]}
              </Text>
              <Text size="sm">
                {formatCount(count)} · {percentText(rate)} of previous
              </Text>
            </Group>
            <Progress
              value={first > 0 ? (count / first) * 100 : 0}
              size="lg"
              radius="sm"
              aria-label={`${FUNNEL_STAGE_LABELS[stage]} share of RFQs created`}
            />
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
