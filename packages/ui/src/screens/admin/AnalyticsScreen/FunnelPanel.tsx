import type { TAnalyticsFunnel } from '@energy/domain/schemas/analytics';
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../../i18n/useDisplay';

/** The stages in the spec's order: each stage's count, its share of RFQs created, and its rate against the previous stage. */
export function FunnelPanel({
  stages,
  overall,
}: {
  stages: TAnalyticsFunnel['funnel_conversion'];
  overall: number | null;
}) {
  const { t } = useTranslation();
  const display = useDisplay();
  const percentText = (value: number | null) => (value === null ? '—' : t('admin.analytics.funnel.percent', { value }));
  const first = stages[0]?.count ?? 0;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('admin.analytics.funnel.title')}
        </Title>
        <Text fw={600} aria-label={t('admin.analytics.funnel.overallLabel')}>
          {t('admin.analytics.funnel.overall', { value: percentText(overall) })}
        </Text>
      </Group>
      <Stack
        gap="sm"
        component="ol"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={t('admin.analytics.funnel.stages')}
      >
        {stages.map(({ stage, count, rate }) => (
          <li key={stage} aria-label={t(`admin.analytics.funnel.stage.${stage}`)}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={500}>
                {t(`admin.analytics.funnel.stage.${stage}`)}
              </Text>
              <Text size="sm">
                {t('admin.analytics.funnel.stageFigures', { count: display.number(count), rate: percentText(rate) })}
              </Text>
            </Group>
            <Progress
              value={first > 0 ? (count / first) * 100 : 0}
              size="lg"
              radius="sm"
              aria-label={t('admin.analytics.funnel.share', { stage: t(`admin.analytics.funnel.stage.${stage}`) })}
            />
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
