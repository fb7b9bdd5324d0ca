import type { TTender } from '@energy/domain/schemas/fleet';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplay, type Display } from '../../../i18n/useDisplay';
import { Fact } from '../../../components/Fact';
import { PriorityBadge } from '../../../components/fleet/PriorityBadge';
import { StatusBadge } from '../../../components/StatusBadge';
import { canBid, canReject, isExpired } from './tenderRules';
import { RouteLine } from '../../../components/fleet/RouteLine';
import { OrgName } from '../../../components/admin/OrgName';

const formatAmount = (value: number | null, unit: string, display: Display) =>
  value === null ? '—' : `${display.number(value)} ${unit}`;

/** Units: the same symbols in every language. */
const KG = 'kg';
const M3 = 'm3';

interface TenderCardProps {
  tender: TTender;
  onView: () => void;
  onBid: () => void;
  onReject: () => void;
}

/** The company's own answer: its rate and whether it won, or its decline. */
function MyBid({ bid }: { bid: NonNullable<TTender['myBid']> }) {
  const { t } = useTranslation();
  const display = useDisplay();
  if (bid.status === 'declined' || bid.proposedRate === null)
    return <Text size="sm">{t('fleet.tenders.youDeclined')}</Text>;
  return (
    <Text size="sm">
      {t('fleet.tenders.yourBid')} <strong>{display.money(bid.proposedRate, 'USD')}</strong> ·{' '}
      {t(`fleet.tenders.myBidStatuses.${bid.status}`)}
      {bid.estimatedDeliveryTime ? ` · ${bid.estimatedDeliveryTime}` : ''}
    </Text>
  );
}

/** One tender (spec 001, Tender Inbox): urgent ones highlighted, expired ones dimmed and badged. */
export function TenderCard({ tender, onView, onBid, onReject }: TenderCardProps) {
  const { t } = useTranslation();
  const display = useDisplay();
  const expired = isExpired(tender);
  const mayReject = canReject(tender);
  const mayBid = canBid(tender);
  const urgent = tender.priority === 'urgent';
  const headingId = `tender-${tender.id}`;
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="md"
      data-expired={expired || undefined}
      data-urgent={urgent || undefined}
      bg={expired ? 'var(--mantine-color-gray-1)' : undefined}
      style={urgent ? { borderColor: 'var(--mantine-color-red-7)', borderLeftWidth: 4 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" id={headingId}>
            {tender.title}
          </Title>
          <Group gap={6} wrap="wrap" justify="flex-end">
            <StatusBadge status={tender.status} label={t(`fleet.tenders.statuses.${tender.status}`)} />
            <PriorityBadge priority={tender.priority} />
            {expired && tender.status !== 'expired' && (
              <Badge color="gray" variant="filled">
                {t('fleet.tenders.expired')}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">{tender.description}</Text>
        <RouteLine origin={tender.origin} destination={tender.destination} />
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          <Fact label={t('fleet.tenders.requiredDate')}>{display.date(tender.requiredDate)}</Fact>
          <Fact label={t('fleet.tenders.maxRate')}>{display.money(tender.maxRate, 'USD')}</Fact>
          <Fact label={t('fleet.tenders.weight')}>{formatAmount(tender.weight, KG, display)}</Fact>
          <Fact label={t('fleet.tenders.volume')}>{formatAmount(tender.volume, M3, display)}</Fact>
          <Fact label={t('fleet.tenders.client')}>
            <OrgName name={tender.clientCompany} verified={tender.clientCompanyVerified} decision />
          </Fact>
          <Fact label={t('fleet.tenders.bidDeadline')}>{display.dateTime(tender.bidDeadline)}</Fact>
        </SimpleGrid>
        {tender.myBid && <MyBid bid={tender.myBid} />}
        <Group gap="xs" justify="flex-end">
          <Button
            size="xs"
            variant="default"
            aria-label={t('fleet.tenders.viewOf', { title: tender.title })}
            onClick={onView}
          >
            {t('fleet.tenders.view')}
          </Button>
          {mayReject && (
            <Button
              size="xs"
              variant="light"
              color="red"
              aria-label={t('fleet.tenders.rejectOf', { title: tender.title })}
              onClick={onReject}
            >
              {t('fleet.tenders.reject')}
            </Button>
          )}
          {mayBid && (
            <Button size="xs" aria-label={t('fleet.tenders.bidOn', { title: tender.title })} onClick={onBid}>
              {t('fleet.tenders.bid')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
