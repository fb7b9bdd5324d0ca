import type { PriceMeasure } from '@energy/domain/schemas/pricing';
import { useTranslation } from 'react-i18next';

/** The measures an index is quoted per, in the user's words ("barrel (bbl)"). */
export function useMeasureLabels(): Record<PriceMeasure, string> {
  const { t } = useTranslation();
  return {
    bbl: t('admin.priceIndices.units.bbl'),
    t: t('admin.priceIndices.units.t'),
    l: t('admin.priceIndices.units.l'),
    mmbtu: t('admin.priceIndices.units.mmbtu'),
    MWh: t('admin.priceIndices.units.MWh'),
  };
}
