import type { Executor } from '@energy/db/client';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { offers } from '@energy/db/schema/offers';
import { orders } from '@energy/db/schema/orders';
import { rfqs } from '@energy/db/schema/rfqs';
import { shipments } from '@energy/db/schema/shipments';
import type { OrderStatus, ShipmentStatus } from '@energy/domain/constants';
import { SETTLEMENT_TRANSITIONS } from '@energy/domain/machines/procurement';
import { terminalStates } from '@energy/domain/machines/transitions';
import { FUNNEL_STAGES, type FunnelStage, type TAnalyticsFunnel } from '@energy/domain/schemas/analytics';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { outer } from '../dashboard/dashboard.sql';

/** An order counts as allocated from allocation on, unless it was cancelled. */
const ALLOCATED: readonly OrderStatus[] = ['allocated', 'in_transit', 'delivered', 'completed'];
/** A tender has run its course once a carrier has taken the shipment. */
const CARRIED: readonly ShipmentStatus[] = ['accepted', 'in_transit', 'delivered', 'pod_confirmed'];
const POD_CONFIRMED: ShipmentStatus = 'pod_confirmed';
const PAID = terminalStates(SETTLEMENT_TRANSITIONS).filter((state) => state === 'completed');

const list = (states: readonly string[]) =>
  sql.join(
    states.map((state) => sql`${state}`),
    sql`, `,
  );
const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const shipmentOfOrder = (condition: SQL) =>
  sql`exists (select 1 from ${shipments} where ${shipments.orderId} = ${outer(orders, orders.id)} and ${condition})`;

/**
 * The funnel over the RFQs created in [from, to): how many of them reached each stage (spec 001 §9 order).
 * quote response: at least one offer; quote acceptance: an offer selected; contract signing: its contract
 * signed; order allocation: its order allocated or beyond (not cancelled); tender process: a carrier took
 * the shipment; POD confirmation: proof of delivery confirmed; settlement: every settlement of the contract paid.
 */
export async function funnelOf(
  db: Executor,
  from: Date,
  to: Date,
): Promise<Pick<TAnalyticsFunnel, 'funnel_conversion' | 'overall_conversion'>> {
  const rfqId = outer(rfqs, rfqs.id);
  const contractId = outer(contracts, contracts.id);
  const [row] = await db
    .select({
      rfq_creation: sql<number>`count(*)`.mapWith(Number),
      quote_response: counted(sql`exists (select 1 from ${offers} where ${offers.rfqId} = ${rfqId})`),
      quote_acceptance: counted(
        sql`exists (select 1 from ${offers} where ${offers.rfqId} = ${rfqId} and ${offers.status} = 'selected')`,
      ),
      contract_signing: counted(sql`${outer(contracts, contracts.signedAt)} is not null`),
      order_allocation: counted(sql`${outer(orders, orders.status)} in (${list(ALLOCATED)})`),
      tender_process: counted(shipmentOfOrder(sql`${shipments.status} in (${list(CARRIED)})`)),
      pod_confirmation: counted(shipmentOfOrder(sql`${shipments.status} = ${POD_CONFIRMED}`)),
      settlement: counted(sql`exists (select 1 from ${settlements} where ${settlements.contractId} = ${contractId})
        and not exists (select 1 from ${settlements} where ${settlements.contractId} = ${contractId} and ${settlements.status} not in (${list(PAID)}))`),
    })
    .from(rfqs)
    .leftJoin(contracts, eq(contracts.rfqId, rfqs.id))
    .leftJoin(orders, eq(orders.contractId, contracts.id))
    .where(and(gte(rfqs.createdAt, from), lt(rfqs.createdAt, to)));
  const counts = (stage: FunnelStage) => row?.[stage] ?? 0;
  const funnel_conversion = FUNNEL_STAGES.map((stage, index) => {
    const previous = index === 0 ? null : counts(FUNNEL_STAGES[index - 1] as FunnelStage);
    return { stage, count: counts(stage), rate: previous ? percent(counts(stage), previous) : null };
  });
  const created = counts('rfq_creation');
  return { funnel_conversion, overall_conversion: created ? percent(counts('settlement'), created) : null };
}

/** part / whole in percent, one decimal. */
export const percent = (part: number, whole: number): number => Math.round((part / whole) * 1000) / 10;
