import { z } from 'zod';

/** Spec 001 §9: time range options and default; refetch every 30 s. */
export const TIME_RANGES = ['7d', '30d', '90d', '1y'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];
export const DEFAULT_TIME_RANGE: TimeRange = '30d';
export const TIME_RANGE_DAYS: Record<TimeRange, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };
export const TIME_RANGE_LABELS: Record<TimeRange, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
};
export const ANALYTICS_REFETCH_MS = 30_000;

/** Spec 001 §9, in order. Stage rate is relative to the previous stage; overall is settlement over RFQ creation. */
export const FUNNEL_STAGES = [
  'rfq_creation',
  'quote_response',
  'quote_acceptance',
  'contract_signing',
  'order_allocation',
  'tender_process',
  'pod_confirmation',
  'settlement',
] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
export const FUNNEL_STAGE_LABELS: Record<FunnelStage, string> = {
  rfq_creation: 'RFQ creation',
  quote_response: 'Quote response',
  quote_acceptance: 'Quote acceptance',
  contract_signing: 'Contract signing',
  order_allocation: 'Order allocation',
  tender_process: 'Tender process',
  pod_confirmation: 'POD confirmation',
  settlement: 'Settlement',
};

/**
 * Spec 001 §9 SLA targets. `higherIsBetter` false: good up to target, warning up to warning, critical above;
 * true: good from target, warning from warning, critical below.
 * Demurrage (our definition): minutes a delivered shipment waited at the destination beyond its free time: from the
 * arrival at the site to the end of discharge its carrier recorded, beyond its contract's free time; for a shipment
 * without them, from its actual arrival to the delivery time on its proof of delivery, beyond a 2-hour allowance.
 */
export const SLA_TARGETS = {
  tender_accept_time_avg: { target: 8, warning: 12, unit: 'hours', higherIsBetter: false },
  on_time_percentage: { target: 85, warning: 80, unit: 'percent', higherIsBetter: true },
  demurrage_minutes_avg: { target: 60, warning: 90, unit: 'minutes', higherIsBetter: false },
} as const;
export type SlaMetric = keyof typeof SLA_TARGETS;
export const DEMURRAGE_ALLOWANCE_MINUTES = 120;
/** A tender whose bid deadline falls within this many hours, still tendered, is expiring. */
export const EXPIRING_TENDER_HOURS = 24;

export const SLA_STATUSES = ['good', 'warning', 'critical'] as const;
export type SlaStatus = (typeof SLA_STATUSES)[number];

/** Where a measured value stands against its target; null (no data) has no status. */
export function slaStatus(metric: SlaMetric, value: number | null): SlaStatus | null {
  if (value === null) return null;
  const { target, warning, higherIsBetter } = SLA_TARGETS[metric];
  if (higherIsBetter) return value >= target ? 'good' : value >= warning ? 'warning' : 'critical';
  return value <= target ? 'good' : value <= warning ? 'warning' : 'critical';
}

export const ANALYTICS_MESSAGES = {
  fetchFailed: 'Failed to fetch analytics data',
  loadFailed: 'Failed to load analytics data',
  noAlerts: 'No alerts right now',
} as const;

export const ZAnalyticsInput = z
  .strictObject({ timeRange: z.enum(TIME_RANGES).default(DEFAULT_TIME_RANGE) })
  .prefault({});

const ZDayCount = z.object({ date: z.string(), count: z.number().int().nonnegative() });

export const ZSlaFigure = z.object({
  value: z.number().nullable(),
  target: z.number(),
  warning: z.number(),
  unit: z.enum(['hours', 'percent', 'minutes']),
  status: z.enum(SLA_STATUSES).nullable(),
  /** How many records the average is over. */
  sample: z.number().int().nonnegative(),
});

export const ALERT_SEVERITIES = ['critical', 'warning', 'info'] as const;
export const ALERT_TYPES = ['overdue_settlements', 'expiring_tenders', 'delayed_jobs', 'pending_reviews'] as const;

export const ZAnalyticsFunnel = z.object({
  timeRange: z.enum(TIME_RANGES),
  from: z.string(),
  to: z.string(),
  volume_trends: z.object({
    daily_rfqs: z.array(ZDayCount),
    daily_contracts: z.array(ZDayCount),
    daily_settlements: z.array(ZDayCount),
  }),
  /** In the spec's stage order; rate: percent of the previous stage (null for the first, or when the previous is 0). */
  funnel_conversion: z.array(
    z.object({ stage: z.enum(FUNNEL_STAGES), count: z.number().int().nonnegative(), rate: z.number().nullable() }),
  ),
  /** Settlement over RFQ creation, in percent; null with no RFQs. */
  overall_conversion: z.number().nullable(),
  sla_performance: z.object({
    tender_accept_time_avg: ZSlaFigure,
    on_time_percentage: ZSlaFigure,
    demurrage_minutes_avg: ZSlaFigure,
  }),
  /**
   * The waits the carriers measured at delivery sites (arrival to end of discharge), for the discharges that ended in
   * the range: how many, their average in minutes, and the demurrage hours charged beyond the contracts' free time.
   */
  site_waits: z.object({
    sample: z.number().int().nonnegative(),
    avg_wait_minutes: z.number().nullable(),
    demurrage_hours: z.number().nonnegative(),
  }),
  alerts: z.array(
    z.object({
      message: z.string(),
      type: z.enum(ALERT_TYPES),
      severity: z.enum(ALERT_SEVERITIES),
      count: z.number().int().positive(),
    }),
  ),
});
export type TAnalyticsFunnel = z.infer<typeof ZAnalyticsFunnel>;
