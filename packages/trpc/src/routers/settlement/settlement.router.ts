import { ZRecordSettlementInput, ZSettlement, ZSettlementDashboard } from '@energy/domain/schemas/contract';
import { CURRENCIES } from '@energy/domain/money';
import { z } from 'zod';
import { actionProcedure, permissionProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { recordSettlementPaid, settlementDashboard } from './settlement.service';

export const settlementRouter = router({
  dashboard: permissionProcedure('payment', 'read')
    .meta({ rest: { method: 'get', path: '/api/settlements/dashboard', query: true, summary: 'Settlement totals' } })
    .input(z.strictObject({ currency: z.enum(CURRENCIES).optional() }).optional())
    .output(ZSettlementDashboard)
    .query(({ ctx, input }) => settlementDashboard(ctx.db, scopeOf(ctx.user), input?.currency)),
  recordPaid: actionProcedure('settlement.recordPaid')
    .meta({ rest: { method: 'post', path: '/api/settlements/{settlementId}/pay', summary: 'Record a settlement as paid' } })
    .input(ZRecordSettlementInput)
    .output(ZSettlement)
    .mutation(({ ctx, input }) => recordSettlementPaid(ctx.db, scopeOf(ctx.user), input.settlementId, input.reference)),
});
