import {
  ZAdminMetrics,
  ZBuyerMetrics,
  ZFinanceMetrics,
  ZLogisticsMetrics,
  ZSupplierMetrics,
} from '@energy/domain/schemas/dashboard';
import { z } from 'zod';
import { grantProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { adminMetrics } from './admin-metrics';
import { buyerMetrics } from './buyer-metrics';
import { financeMetrics } from './finance-metrics';
import { logisticsMetrics } from './logistics-metrics';
import { supplierMetrics } from './supplier-metrics';

/** No input: each dashboard reads the caller's organization (admin: the platform). */
const ZNoInput = z.void();

/** The five role dashboards (spec 000 §2): each role reads its own, admin reads all five. */
export const dashboardRouter = router({
  buyerMetrics: grantProcedure('dashboard:buyer')
    .meta({
      rest: {
        method: 'get',
        path: '/api/dashboard/buyer-metrics',
        summary: 'Procurement Dashboard figures, lists and spend trend',
      },
    })
    .input(ZNoInput)
    .output(ZBuyerMetrics)
    .query(({ ctx }) => buyerMetrics(ctx.db, scopeOf(ctx.user), ctx.user.preferences.currency)),
  supplierMetrics: grantProcedure('dashboard:supplier')
    .meta({
      rest: {
        method: 'get',
        path: '/api/dashboard/supplier-metrics',
        summary: 'Supplier Portal figures, lists and revenue trend',
      },
    })
    .input(ZNoInput)
    .output(ZSupplierMetrics)
    .query(({ ctx }) => supplierMetrics(ctx.db, scopeOf(ctx.user), ctx.user.preferences.currency)),
  logisticsMetrics: grantProcedure('dashboard:logistics')
    .meta({
      rest: {
        method: 'get',
        path: '/api/dashboard/logistics-metrics',
        summary: 'Logistics Hub figures, lists and delivery trend',
      },
    })
    .input(ZNoInput)
    .output(ZLogisticsMetrics)
    .query(({ ctx }) => logisticsMetrics(ctx.db, scopeOf(ctx.user))),
  financeMetrics: grantProcedure('dashboard:finance')
    .meta({
      rest: {
        method: 'get',
        path: '/api/dashboard/finance-metrics',
        summary: 'Finance Portal figures, approvals and cash-flow trend',
      },
    })
    .input(ZNoInput)
    .output(ZFinanceMetrics)
    .query(({ ctx }) => financeMetrics(ctx.db, scopeOf(ctx.user), ctx.user.preferences.currency)),
  adminMetrics: grantProcedure('dashboard:admin')
    .meta({
      rest: { method: 'get', path: '/api/dashboard/admin-metrics', summary: 'Admin Portal figures, platform-wide' },
    })
    .input(ZNoInput)
    .output(ZAdminMetrics)
    .query(({ ctx }) => adminMetrics(ctx.db)),
});
