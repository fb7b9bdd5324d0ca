import { z } from 'zod';
import { minorUnits } from '../money-output';
import { ZPaperStatus } from '../fleet-compliance';
import { ORDER_STATUSES, RFQ_STATUSES, SHIPMENT_STATUSES, VEHICLE_STATUSES, type ShipmentStatus } from '../constants';
import { CURRENCIES } from '../money';
import { ZConvertedTotal } from '../pricing/converted-total';
import { SETTLEMENT_RECORD_STATUSES } from './contract';
import { ZPayment } from './fulfilment';

/*
 * The role dashboards' figures (spec 000 §3, "Dashboard metric objects"), each computed in SQL for the
 * caller's organization (admin: the whole platform). Money is integer minor units and never summed across
 * currencies: a money figure is a list of per-currency amounts (orders and payments are USD, offers,
 * contracts and settlements NGN by default, spec 001 §9); beside them, `converted` adds each up in the caller's
 * default currency at today's rates (pricing/converted-total.ts), a figure the screens label as converted. Percentages are 0-100 with one decimal; a
 * figure with nothing to measure (no vehicles, no decided offers) is 0.
 */

const count = z.number().int().nonnegative();
const percent = z.number().min(0).max(100);
const isoDate = z.iso.datetime({ offset: true });
const currency = z.enum(CURRENCIES);

export const ZMoneyByCurrency = z.array(z.object({ currency, amount: minorUnits('currency') }));
export type TMoneyByCurrency = z.infer<typeof ZMoneyByCurrency>;

/** One point of a monthly trend ('2026-11'): one amount per currency, or a count. */
export const ZMonthlyAmount = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  currency,
  amount: minorUnits('currency'),
});
export const ZMonthlyCount = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), count });

/** How many months the trend charts cover, this one included. */
export const DASHBOARD_TREND_MONTHS = 6;
/** How many rows each dashboard list shows. */
export const DASHBOARD_LIST_SIZE = 5;
/** Operational Alerts list at most this many papers (the counts hold them all). */
export const PAPER_ALERT_LIST_SIZE = 20;

/** A carrier's shipment on the road or about to be: accepted, or in transit (delivered ones await proof). */
export const SHIPMENT_ACTIVE_STATES: readonly ShipmentStatus[] = ['accepted', 'in_transit'];
/** Delivered, with or without confirmed proof: the shipments On-Time Delivery and Avg Delivery Time measure. */
export const SHIPMENT_DELIVERED_STATES: readonly ShipmentStatus[] = ['delivered', 'pod_confirmed'];

const ZRfqLine = z.object({
  id: z.uuid(),
  rfqNumber: z.string(),
  title: z.string(),
  status: z.enum(RFQ_STATUSES),
  closeDate: isoDate,
  offerCount: count,
});
const ZOrderLine = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  counterparty: z.string(),
  status: z.enum(ORDER_STATUSES),
  totalValue: minorUnits('currency'),
  currency,
  createdAt: isoDate,
});

export const ZBuyerMetrics = z.object({
  /** RFQs of the organization still open for offers. */
  activeRfqs: count,
  /** Orders neither completed nor cancelled (as GET /api/orders/pending). */
  pendingOrders: count,
  /** Orders (not cancelled) placed since the first of this month (UTC). */
  totalSpend: ZMoneyByCurrency,
  /**
   * Over every awarded RFQ (contract not cancelled): the mean of its offers' totals in the contract's
   * currency minus the contract's total; percent is that against the sum of those means.
   */
  costSavings: z.array(z.object({ currency, amount: minorUnits('currency'), percent: z.number() })),
  activeRfqList: z.array(ZRfqLine),
  recentOrders: z.array(ZOrderLine),
  /** Offers received on the organization's RFQs this month, and their mean per open RFQ. */
  insights: z.object({ offersThisMonth: count, awardedRfqs: count, averageOffersPerRfq: z.number() }),
  spendTrend: z.array(ZMonthlyAmount),
  /** Total Spend and Cost Savings added up in the caller's default currency at today's rates (reporting currency). */
  converted: z.object({ totalSpend: ZConvertedTotal, costSavings: ZConvertedTotal }),
});
export type TBuyerMetrics = z.infer<typeof ZBuyerMetrics>;

export const ZSupplierMetrics = z.object({
  /** Open RFQs (any buyer) on which the organization has not yet made an offer. */
  rfqOpportunities: count,
  /** The organization's offers still awaiting the buyer's decision. */
  activeQuotes: count,
  /** Orders (not cancelled) won since the first of this month (UTC). */
  revenue: ZMoneyByCurrency,
  /** Selected offers / decided offers (selected + declined). */
  winRate: percent,
  opportunities: z.array(ZRfqLine.omit({ offerCount: true }).extend({ buyer: z.string() })),
  activeQuoteList: z.array(
    z.object({
      id: z.uuid(),
      rfqNumber: z.string(),
      rfqTitle: z.string(),
      totalPrice: minorUnits('currency'),
      currency,
      validUntil: isoDate,
    }),
  ),
  quotePerformance: z.object({ pending: count, selected: count, declined: count }),
  revenueTrend: z.array(ZMonthlyAmount),
  /** Revenue added up in the caller's default currency at today's rates (reporting currency). */
  converted: z.object({ revenue: ZConvertedTotal }),
});
export type TSupplierMetrics = z.infer<typeof ZSupplierMetrics>;

export const ZLogisticsMetrics = z.object({
  /** Shipments the organization carries that are accepted or in transit. */
  activeShipments: count,
  /** Active vehicles on a live assignment of an active job / active vehicles. */
  fleetUtilization: percent,
  /** Delivered shipments whose actual arrival was no later than the estimated arrival / delivered shipments. */
  onTimeDelivery: percent,
  /** Mean hours from actual departure to actual arrival over delivered shipments. */
  avgDeliveryTime: z.number().nonnegative(),
  activeShipmentList: z.array(
    z.object({
      id: z.uuid(),
      shipmentNumber: z.string(),
      orderNumber: z.string(),
      status: z.enum(SHIPMENT_STATUSES),
      originLocation: z.string(),
      destinationLocation: z.string(),
      estimatedArrival: isoDate,
    }),
  ),
  fleetStatus: z.array(z.object({ status: z.enum(VEHICLE_STATUSES), count })).describe('vehicles by status'),
  vehiclesOnJob: count,
  /** In-transit shipments past their estimated arrival. */
  overdueShipments: count,
  /** Drivers' and vehicles' papers expired or expiring within 30 days (fleet-compliance.ts), soonest first. */
  expiredPapers: count,
  expiringPapers: count,
  paperAlerts: z.array(ZPaperStatus.extend({ kind: z.enum(['driver', 'vehicle']), id: z.uuid(), name: z.string() })),
  drivers: z.array(z.object({ id: z.uuid(), name: z.string(), rating: z.number(), completedJobs: count })),
  deliveryTrend: z.array(z.object({ month: z.string(), delivered: count, onTime: count })),
});
export type TLogisticsMetrics = z.infer<typeof ZLogisticsMetrics>;

export const ZFinanceMetrics = z.object({
  /** Payments the organization owes that await processing: their count and amounts. */
  pendingPayments: count,
  pendingAmount: ZMoneyByCurrency,
  /** Payments the organization captured into escrow today (UTC). */
  processedToday: count,
  processedTodayAmount: ZMoneyByCurrency,
  /** Amounts captured since the first of this month (UTC). */
  monthlyVolume: ZMoneyByCurrency,
  /** Paid settlements / all settlements of the organization's contracts (cancelled contracts left out). */
  settlementRate: percent,
  /** The oldest pending payments, with their allowedActions: Approve is payment.process. */
  pendingApprovals: z.array(ZPayment),
  recentSettlements: z.array(
    z.object({
      id: z.uuid(),
      contractNumber: z.string(),
      status: z.enum(SETTLEMENT_RECORD_STATUSES),
      amount: minorUnits('currency'),
      currency,
      dueDate: isoDate,
      settledAt: isoDate.nullable(),
      overdue: z.boolean(),
    }),
  ),
  alerts: z.object({ failedPayments: count, overdueSettlements: count }),
  paymentMethods: z.array(z.object({ method: z.string(), count, currency, amount: minorUnits('currency') })),
  cashFlowTrend: z.array(ZMonthlyAmount),
  /** The three money figures added up in the caller's default currency at today's rates (reporting currency). */
  converted: z.object({
    pendingAmount: ZConvertedTotal,
    processedTodayAmount: ZConvertedTotal,
    monthlyVolume: ZConvertedTotal,
  }),
});
export type TFinanceMetrics = z.infer<typeof ZFinanceMetrics>;

export const ZAdminMetrics = z.object({
  /** Accounts not deactivated. */
  totalUsers: count,
  /** Seconds since this server process started (the health check below says whether it is serving). */
  uptime: z.number().nonnegative(),
  startedAt: isoDate,
  health: z.object({
    database: z.enum(['ok', 'down']),
    databaseLatencyMs: z.number().nonnegative(),
    memoryRssBytes: count,
    nodeVersion: z.string(),
  }),
  /** Payments that moved money: captured into escrow at least once. */
  totalTransactions: count,
  /** overdueSettlements + failedPayments + expiredTenders. */
  activeAlerts: count,
  alerts: z.object({
    /** Unpaid settlements past their due date. */
    overdueSettlements: count,
    /** Payments whose capture failed and that were not retried or refunded. */
    failedPayments: count,
    /** Tenders past their bid deadline whose shipment is still tendered (no carrier). */
    expiredTenders: count,
  }),
  usersByRole: z.array(z.object({ role: z.string(), count })),
  organizationsByType: z.array(z.object({ type: z.string(), count })),
  recentActivity: z.array(
    z.object({
      id: z.number().int(),
      at: isoDate,
      action: z.string(),
      entityType: z.string(),
      entityId: z.string(),
      toState: z.string().nullable(),
    }),
  ),
  transactionTrend: z.array(ZMonthlyCount),
});
export type TAdminMetrics = z.infer<typeof ZAdminMetrics>;
