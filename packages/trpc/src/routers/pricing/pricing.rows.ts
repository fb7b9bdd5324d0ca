import type { Executor } from '@energy/db/client';
import type { PRICING_TYPES } from '@energy/db/schema/offers';
import { priceIndices } from '@energy/db/schema/pricing';
import type { PricingFormula } from '@energy/domain/pricing/formula';
import type { ZOfferPricingRow } from '@energy/domain/schemas/offer';
import { type PriceUnit, priceUnitOf } from '@energy/domain/schemas/pricing';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';

/** What a row shows of the index a formula names. */
export interface IndexLabel {
  code: string;
  name: string;
  priceUnit: PriceUnit;
}

/** The indices the formulas name, read in one query. */
export async function indexLabels(
  db: Executor,
  formulas: readonly (PricingFormula | null)[],
): Promise<Map<string, IndexLabel>> {
  const ids = [...new Set(formulas.flatMap((f) => (f ? [f.indexId] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: priceIndices.id,
      code: priceIndices.code,
      name: priceIndices.name,
      currency: priceIndices.currency,
      unit: priceIndices.unit,
    })
    .from(priceIndices)
    .where(inArray(priceIndices.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      { code: row.code, name: row.name, priceUnit: priceUnitOf(row.currency, row.unit) ?? 'USD/bbl' },
    ]),
  );
}

/** An offer's or a contract's pricing as its row shows it: fixed, or the formula as entered with its index named. */
export function pricingRow(
  type: (typeof PRICING_TYPES)[number],
  formula: PricingFormula | null,
  labels: Map<string, IndexLabel>,
): z.infer<typeof ZOfferPricingRow> {
  if (type === 'fixed' || !formula) return { type: 'fixed' };
  const label = labels.get(formula.indexId);
  return {
    type: 'formula',
    indexId: formula.indexId,
    indexCode: label?.code ?? '',
    indexName: label?.name ?? '',
    indexPriceUnit: label?.priceUnit ?? 'USD/bbl',
    differential: formula.differential,
    period: formula.period,
    densityKgM3: formula.densityKgM3 ?? null,
  };
}
