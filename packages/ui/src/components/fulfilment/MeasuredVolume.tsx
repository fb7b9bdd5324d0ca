import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../i18n/useDisplay';

/** A net standard volume as people in the trade write it: "32,588 l at 15 °C". */
export function useNsv(): (litres: string) => string {
  const { t } = useTranslation();
  const display = useDisplay();
  return (litres) => t('fulfilment.measured.nsv', { litres: display.number(litres, 0) });
}

/**
 * What was measured of a shipment, as the server computed it: the loaded NSV, the received NSV and the transit
 * loss once both exist; nothing before the loading is recorded.
 */
export function MeasuredVolume({ measured }: { measured: TShipment['measured'] }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const nsv = useNsv();
  if (!measured.loading && !measured.receipt) return null;
  return (
    <>
      {measured.loading && (
        <Text size="xs" c="dimmed">
          {t('fulfilment.measured.loaded', { nsv: nsv(measured.loading.nsvLitres) })}
        </Text>
      )}
      {measured.receipt && (
        <Text size="xs" c="dimmed">
          {t('fulfilment.measured.received', { nsv: nsv(measured.receipt.nsvLitres) })}
        </Text>
      )}
      {measured.transitLossLitres !== null && measured.transitLossPct !== null && (
        <Text size="xs" c="dimmed">
          {t('fulfilment.measured.transitLoss', {
            litres: display.number(measured.transitLossLitres, 0),
            pct: display.number(measured.transitLossPct, 2),
          })}
        </Text>
      )}
    </>
  );
}
