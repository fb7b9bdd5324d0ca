import type { TConvertedTotal } from '@energy/domain/pricing/converted-total';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../i18n/useDisplay';

/**
 * The line a money card shows under its per-currency totals (reporting currency, issue 30 item 7): "≈ $1,362.21
 * total, converted at the rates of Nov 26, 2026", or why there is none ("Converted total unavailable: …"). Nothing
 * when the figure is all in the user's currency already (no rate used): the total above says it all.
 */
export function useConvertedTotalText(): (converted: TConvertedTotal) => string | undefined {
  const { t } = useTranslation();
  const display = useDisplay();
  return (converted) => {
    if (converted === null) return t('dashboard.format.convertedUnavailable');
    if (converted.rates.length === 0) return undefined;
    return t('dashboard.format.convertedTotal', {
      amount: display.money(converted.amountMinor, converted.currency),
      date: display.day(converted.asOf),
    });
  };
}
