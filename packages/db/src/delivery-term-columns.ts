import { QUANTITY_BASES } from '@energy/domain/schemas/measurement';
import { DELIVERY_TERMS_LIMITS } from '@energy/domain/schemas/delivery-terms';
import { sql } from 'drizzle-orm';
import { bigint, check, numeric, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { statusCheck } from './status-check';

/*
 * The delivery terms an RFQ states and an offer may propose (issue 31), in the columns and types the contract keeps
 * them in (contracts.ts): tolerance and transit loss numeric(5,2) %, free time numeric(6,2) hours, the demurrage rate in
 * minor units per hour. An RFQ has each (the contract's defaults when the buyer states none); an offer's are null
 * where it takes the RFQ's.
 */
const columns = () => ({
  quantityTolerancePct: numeric('quantity_tolerance_pct', { precision: 5, scale: 2 }),
  quantityBasis: text('quantity_basis', { enum: QUANTITY_BASES }),
  allowedTransitLossPct: numeric('allowed_transit_loss_pct', { precision: 5, scale: 2 }),
  freeTimeHours: numeric('free_time_hours', { precision: 6, scale: 2 }),
  demurrageRate: bigint('demurrage_rate', { mode: 'number' }),
});

/** An RFQ's terms, each with the contract's default. */
export function statedDeliveryTermColumns() {
  const c = columns();
  return {
    quantityTolerancePct: c.quantityTolerancePct.notNull().default('5'),
    quantityBasis: c.quantityBasis.notNull().default('outturn'),
    allowedTransitLossPct: c.allowedTransitLossPct.notNull().default('0.3'),
    freeTimeHours: c.freeTimeHours.notNull().default('2'),
    demurrageRate: c.demurrageRate.notNull().default(0),
  };
}

/** An offer's proposals: null takes the RFQ's term. */
export const proposedDeliveryTermColumns = columns;

interface TermColumns {
  quantityTolerancePct: AnyPgColumn;
  quantityBasis: AnyPgColumn;
  allowedTransitLossPct: AnyPgColumn;
  freeTimeHours: AnyPgColumn;
  demurrageRate: AnyPgColumn;
}

/** The ranges the schemas allow (delivery-terms.ts), held by the database too; a null proposal passes. */
export function deliveryTermChecks(table: string, t: TermColumns) {
  const { quantityTolerancePct, allowedTransitLossPct, freeTimeHours } = DELIVERY_TERMS_LIMITS;
  return [
    statusCheck(`${table}_quantity_basis_check`, t.quantityBasis, QUANTITY_BASES),
    check(
      `${table}_delivery_terms_check`,
      sql`${t.quantityTolerancePct} between 0 and ${sql.raw(String(quantityTolerancePct))}
        and ${t.allowedTransitLossPct} between 0 and ${sql.raw(String(allowedTransitLossPct))}
        and ${t.freeTimeHours} between 0 and ${sql.raw(String(freeTimeHours))}
        and ${t.demurrageRate} >= 0`,
    ),
  ];
}
