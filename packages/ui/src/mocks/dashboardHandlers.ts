import type { RequestHandler } from 'msw';
import {
  adminMetrics,
  buyerMetrics,
  financeMetrics,
  logisticsMetrics,
  supplierMetrics,
  type AdminMetricsFixture,
  type BuyerMetricsFixture,
  type FinanceMetricsFixture,
  type LogisticsMetricsFixture,
  type SupplierMetricsFixture,
} from './fixtures/dashboard';
import { serverError, trpcMsw } from './handlers';

/** Answers that never come, for the loading states. */
const pendingForever = <T>(): Promise<T> => new Promise<T>(() => undefined);
const unavailable = () => serverError('INTERNAL_SERVER_ERROR', 'Internal server error');

/**
 * Resolves once `asked()` is true (a panel's own data has been asked for), or after `patienceMs`: a dashboard's figures
 * answered through it show whether the dashboard asks for its panels' data together with its figures (one request in
 * the app) or only once the figures have drawn the panels (a second request, a round trip later).
 */
export async function onceAsked(asked: () => boolean, patienceMs = 1000): Promise<void> {
  const until = Date.now() + patienceMs;
  while (!asked() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
}

export const dashboardHandlers = {
  buyer: (metrics: BuyerMetricsFixture = buyerMetrics) => trpcMsw.dashboard.buyerMetrics.query(() => metrics),
  buyerLoading: () => trpcMsw.dashboard.buyerMetrics.query(() => pendingForever()),
  buyerFails: () =>
    trpcMsw.dashboard.buyerMetrics.query(() => {
      throw unavailable();
    }),
  supplier: (metrics: SupplierMetricsFixture = supplierMetrics) =>
    trpcMsw.dashboard.supplierMetrics.query(() => metrics),
  supplierLoading: () => trpcMsw.dashboard.supplierMetrics.query(() => pendingForever()),
  supplierFails: () =>
    trpcMsw.dashboard.supplierMetrics.query(() => {
      throw unavailable();
    }),
  logistics: (metrics: LogisticsMetricsFixture = logisticsMetrics) =>
    trpcMsw.dashboard.logisticsMetrics.query(() => metrics),
  logisticsLoading: () => trpcMsw.dashboard.logisticsMetrics.query(() => pendingForever()),
  logisticsFails: () =>
    trpcMsw.dashboard.logisticsMetrics.query(() => {
      throw unavailable();
    }),
  finance: (metrics: FinanceMetricsFixture = financeMetrics) => trpcMsw.dashboard.financeMetrics.query(() => metrics),
  financeLoading: () => trpcMsw.dashboard.financeMetrics.query(() => pendingForever()),
  financeFails: () =>
    trpcMsw.dashboard.financeMetrics.query(() => {
      throw unavailable();
    }),
  admin: (metrics: AdminMetricsFixture = adminMetrics) => trpcMsw.dashboard.adminMetrics.query(() => metrics),
  adminLoading: () => trpcMsw.dashboard.adminMetrics.query(() => pendingForever()),
  adminFails: () =>
    trpcMsw.dashboard.adminMetrics.query(() => {
      throw unavailable();
    }),
} satisfies Record<string, (...args: never[]) => RequestHandler>;
