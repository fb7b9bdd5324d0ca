import type { Executor } from '@energy/db/client';
import type { PRICING_TYPES } from '@energy/db/schema/offers';
import { priceIndices } from '@energy/db/schema/pricing';
import { storedMoneyInteger } from '@energy/domain/money-input';
import type { PricingFormula, StoredPriceBasis } from '@energy/domain/pricing/formula';
import type { TPriceBasis, ZOfferPricingRow } from '@energy/domain/schemas/offer';
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
    differential: tenThousandthsOf(formula.differential),
    period: formula.period,
    densityKgM3: formula.densityKgM3 ?? null,
  };
}

/**
 * A unit price or differential as stored (decimal text of at most 4 places, as entered or as computed: "1161.9537",
 * "-3.5") as answers carry it, integer ten-thousandths (11619537, -35000), exactly: what was sent is what is read.
 */
export function tenThousandthsOf(stored: string): number {
  return storedMoneyInteger(stored, 'ten-thousandths');
}

/** A stored unit price or differential as answered, or null. */
export function tenThousandthsOrNull(stored: string | null): number | null {
  return stored === null ? null : tenThousandthsOf(stored);
}

/** A stored price basis as answers carry it: its prices in ten-thousandths, its total (2 decimals) in minor units. */
export function priceBasisAnswer(basis: StoredPriceBasis): TPriceBasis;
export function priceBasisAnswer(basis: StoredPriceBasis | null): TPriceBasis | null;
export function priceBasisAnswer(basis: StoredPriceBasis | null): TPriceBasis | null {
  if (!basis) return null;
  return {
    ...basis,
    convertedIndex: tenThousandthsOf(basis.convertedIndex),
    differential: tenThousandthsOf(basis.differential),
    unitPrice: tenThousandthsOf(basis.unitPrice),
    total: storedMoneyInteger(basis.total, 'minor'),
  };
}
