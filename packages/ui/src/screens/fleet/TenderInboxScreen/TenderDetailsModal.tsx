import { formatCount } from '@energy/domain/intl';
import { formatShortDate } from '@energy/domain/dates';
import type { TTender } from '@energy/domain/schemas/fleet';
import { Badge, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDollars } from '../../../components/fleet/dollars';
import { Fact } from '../../../components/Fact';
import { PriorityBadge } from '../../../components/fleet/PriorityBadge';
import { formatDateTime } from '../../../components/fulfilment/dateTime';
import { StatusBadge } from '../../../components/StatusBadge';
import { canBid, TENDER_STATUS_LABELS } from './tenderRules';
import { OrgName } from '../../../components/admin/OrgName';

const orDash = (value: string | number | null, unit = '') =>
  value === null || value === '' ? '—' : `${typeof value === 'number' ? formatCount(value) : value}${unit}`;

/** Every field of a tender (spec 001 §3) and, while it may still be bid on, Place Bid. */
export function TenderDetailsModal({
  tender,
  onClose,
  onPlaceBid,
}: {
  tender: TTender | null;
  onClose: () => void;
  onPlaceBid: () => void;
}) {
  return (
    <Modal opened={tender !== null} onClose={onClose} title="Tender Details" size="lg">
      {tender && (
        <Stack>
          <Group justify="space-between" align="flex-start">
            <Stack gap={0}>
              <Text fw={600}>{tender.title}</Text>
              <Text size="sm" c="dimmed">
                {tender.shipmentNumber}
              </Text>
            </Stack>
            <Group gap={6}>
              <StatusBadge status={tender.status} label={TENDER_STATUS_LABELS[tender.status]} />
              <PriorityBadge priority={tender.priority} />
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Fact label="Client Company">
              <OrgName name={tender.clientCompany} verified={tender.clientCompanyVerified} decision />
            </Fact>
            <Fact label="Contact Person">{tender.contactPerson}</Fact>
            <Fact label="Contact Email">{tender.contactEmail}</Fact>
            <Fact label="Created">{formatShortDate(tender.createdAt)}</Fact>
            <Fact label="Route">
              {tender.origin} to {tender.destination}
            </Fact>
            <Fact label="Required Date">{formatShortDate(tender.requiredDate)}</Fact>
            <Fact label="Bid Deadline">{formatDateTime(tender.bidDeadline)}</Fact>
            <Fact label="Cargo Type">
              {orDash(tender.cargoType)}
              {tender.hazardous ? ' (hazardous)' : ''}
            </Fact>
            <Fact label="Weight">{orDash(tender.weight, ' kg')}</Fact>
            <Fact label="Volume">{orDash(tender.volume, ' m3')}</Fact>
            <Fact label="Max Rate">{formatDollars(tender.maxRate)}</Fact>
          </SimpleGrid>
          <Fact label="Description">{tender.description}</Fact>
          <Fact label="Special Requirements">
            {tender.specialRequirements.length === 0 ? (
              'None'
            ) : (
              <Group gap={6} mt={4}>
                {tender.specialRequirements.map((requirement) => (
                  <Badge key={requirement} variant="light" color="gray">
                    {requirement}
                  </Badge>
                ))}
              </Group>
            )}
          </Fact>
          {canBid(tender) && (
            <Group justify="flex-end">
              <Button onClick={onPlaceBid}>Place Bid</Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
