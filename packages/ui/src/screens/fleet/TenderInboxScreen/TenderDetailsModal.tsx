import type { TTender } from '@energy/domain/schemas/fleet';
import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { useTranslation } from 'react-i18next';
import { useDisplay, type Display } from '../../../i18n/useDisplay';
import { Fact } from '../../../components/Fact';
import { PriorityBadge } from '../../../components/fleet/PriorityBadge';
import { StatusBadge } from '../../../components/StatusBadge';
import { canBid } from './tenderRules';
import { OrgName } from '../../../components/admin/OrgName';

const orDash = (display: Display, value: string | number | null, unit = '') =>
  value === null || value === '' ? '—' : `${typeof value === 'number' ? display.number(value) : value}${unit}`;

/** Units: the same symbols in every language. */
const KG = ' kg';
const M3 = ' m3';

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
  const { t } = useTranslation();
  const display = useDisplay();
  return (
    <DeferredModal opened={tender !== null} onClose={onClose} title={t('fleet.tenders.details')} size="lg">
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
              <StatusBadge status={tender.status} label={t(`fleet.tenders.statuses.${tender.status}`)} />
              <PriorityBadge priority={tender.priority} />
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Fact label={t('fleet.tenders.clientCompany')}>
              <OrgName name={tender.clientCompany} verified={tender.clientCompanyVerified} decision />
            </Fact>
            <Fact label={t('fleet.tenders.contactPerson')}>{tender.contactPerson}</Fact>
            <Fact label={t('fleet.tenders.contactEmail')}>{tender.contactEmail}</Fact>
            <Fact label={t('fleet.tenders.created')}>{display.date(tender.createdAt)}</Fact>
            <Fact label={t('fleet.tenders.route')}>
              {t('fleet.tenders.routeText', { origin: tender.origin, destination: tender.destination })}
            </Fact>
            <Fact label={t('fleet.tenders.requiredDate')}>{display.date(tender.requiredDate)}</Fact>
            <Fact label={t('fleet.tenders.bidDeadline')}>{display.dateTime(tender.bidDeadline)}</Fact>
            <Fact label={t('fleet.tenders.cargoType')}>
              {orDash(display, tender.cargoType)}
              {tender.hazardous ? t('fleet.tenders.hazardous') : ''}
            </Fact>
            <Fact label={t('fleet.tenders.weight')}>{orDash(display, tender.weight, KG)}</Fact>
            <Fact label={t('fleet.tenders.volume')}>{orDash(display, tender.volume, M3)}</Fact>
            <Fact label={t('fleet.tenders.maxRate')}>{display.money(tender.maxRate, 'USD')}</Fact>
          </SimpleGrid>
          <Fact label={t('fleet.tenders.description')}>{tender.description}</Fact>
          <Fact label={t('fleet.tenders.specialRequirements')}>
            {tender.specialRequirements.length === 0 ? (
              t('fleet.tenders.none')
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
              <Button onClick={onPlaceBid}>{t('fleet.tenders.placeBid')}</Button>
            </Group>
          )}
        </Stack>
      )}
    </DeferredModal>
  );
}
