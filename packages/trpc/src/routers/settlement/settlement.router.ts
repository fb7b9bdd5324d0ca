import { ZRecordSettlementInput, ZSettlement, ZSettlementDashboard } from '@energy/domain/schemas/contract';
import { CURRENCIES } from '@energy/domain/money';
import { z } from 'zod';
import { permissionProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { recordSettlementPaid, settlementDashboard } from './settlement.service';

export const settlementRouter = router({
  dashboard: permissionProcedure('payment', 'read')
    .input(z.strictObject({ currency: z.enum(CURRENCIES).optional() }).optional())
    .output(ZSettlementDashboard)
    .query(({ ctx, input }) => settlementDashboard(ctx.db, scopeOf(ctx.user), input?.currency)),
  recordPaid: permissionProcedure('payment', 'update')
    .input(ZRecordSettlementInput)
    .output(ZSettlement)
    .mutation(({ ctx, input }) => recordSettlementPaid(ctx.db, scopeOf(ctx.user), input.settlementId, input.reference)),
});
