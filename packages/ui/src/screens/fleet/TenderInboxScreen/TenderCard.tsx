import { formatCount } from '@energy/domain/intl';
import { formatShortDate } from '@energy/domain/dates';
import type { TTender } from '@energy/domain/schemas/fleet';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDollars } from '../../../components/fleet/dollars';
import { Fact } from '../../../components/Fact';
import { PriorityBadge } from '../../../components/fleet/PriorityBadge';
import { formatDateTime } from '../../../components/fulfilment/dateTime';
import { StatusBadge } from '../../../components/StatusBadge';
import { canBid, canReject, isExpired, MY_BID_LABELS, TENDER_STATUS_LABELS } from './tenderRules';
import { RouteLine } from '../../../components/fleet/RouteLine';
import { OrgName } from '../../../components/admin/OrgName';

const formatAmount = (value: number | null, unit: string) => (value === null ? '—' : `${formatCount(value)} ${unit}`);

interface TenderCardProps {
  tender: TTender;
  onView: () => void;
  onBid: () => void;
  onReject: () => void;
}

/** The company's own answer: its rate and whether it won, or its decline. */
function MyBid({ bid }: { bid: NonNullable<TTender['myBid']> }) {
  if (bid.status === 'declined' || bid.proposedRate === null) return <Text size="sm">You declined this tender.</Text>;
  return (
    <Text size="sm">
      Your bid: <strong>{formatDollars(bid.proposedRate)}</strong> · {MY_BID_LABELS[bid.status]}
      {bid.estimatedDeliveryTime ? ` · ${bid.estimatedDeliveryTime}` : ''}
    </Text>
  );
}

/** One tender (spec 001, Tender Inbox): urgent ones highlighted, expired ones dimmed and badged. */
export function TenderCard({ tender, onView, onBid, onReject }: TenderCardProps) {
  const expired = isExpired(tender);
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
            <StatusBadge status={tender.status} label={TENDER_STATUS_LABELS[tender.status]} />
            <PriorityBadge priority={tender.priority} />
            {expired && tender.status !== 'expired' && (
              <Badge color="gray" variant="filled">
                Expired
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">{tender.description}</Text>
        <RouteLine origin={tender.origin} destination={tender.destination} />
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          <Fact label="Required Date">{formatShortDate(tender.requiredDate)}</Fact>
          <Fact label="Max Rate">{formatDollars(tender.maxRate)}</Fact>
          <Fact label="Weight">{formatAmount(tender.weight, 'kg')}</Fact>
          <Fact label="Volume">{formatAmount(tender.volume, 'm3')}</Fact>
          <Fact label="Client">
            <OrgName name={tender.clientCompany} verified={tender.clientCompanyVerified} decision />
          </Fact>
          <Fact label="Bid Deadline">{formatDateTime(tender.bidDeadline)}</Fact>
        </SimpleGrid>
        {tender.myBid && <MyBid bid={tender.myBid} />}
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" aria-label={`View ${tender.title}`} onClick={onView}>
            View
          </Button>
          {canReject(tender) && (
            <Button size="xs" variant="light" color="red" aria-label={`Reject ${tender.title}`} onClick={onReject}>
              Reject
            </Button>
          )}
          {canBid(tender) && (
            <Button size="xs" aria-label={`Bid on ${tender.title}`} onClick={onBid}>
              Bid
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
