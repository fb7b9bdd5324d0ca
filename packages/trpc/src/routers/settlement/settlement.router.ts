import {
  ZConfirmSettlementInput,
  ZPayableSettlement,
  ZRecordSettlementInput,
  ZRejectSettlementInput,
  ZSettlement,
  ZSettlementDashboard,
} from '@energy/domain/schemas/contract';
import { CURRENCIES } from '@energy/domain/money';
import { z } from 'zod';
import { actionProcedure, grantProcedure, permissionProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { confirmSettlement, recordSettlementPaid, rejectSettlement, settlementDashboard } from './settlement.service';
import { payableSettlements } from './settlement.payee';

export const settlementRouter = router({
  dashboard: permissionProcedure('payment', 'read')
    .meta({ rest: { method: 'get', path: '/api/settlements/dashboard', query: true, summary: 'Settlement totals' } })
    .input(z.strictObject({ currency: z.enum(CURRENCIES).optional() }).optional())
    .output(ZSettlementDashboard)
    .query(({ ctx, input }) => settlementDashboard(ctx.db, scopeOf(ctx.user), input?.currency)),
  /** What is payable to the caller's organization by name (a carrier's demurrage), for its payee to confirm. */
  payable: grantProcedure('settlement:confirm')
    .meta({
      rest: {
        method: 'get',
        path: '/api/settlements/payable',
        summary: 'Settlements payable to your organization by name (demurrage to a carrier)',
      },
    })
    .input(z.strictObject({}).optional())
    .output(z.array(ZPayableSettlement))
    .query(async ({ ctx }) => (await payableSettlements(ctx.db, scopeOf(ctx.user))).map((s) => s.row)),
  recordPaid: actionProcedure('settlement.recordPaid')
    .meta({
      rest: {
        method: 'post',
        path: '/api/settlements/{settlementId}/pay',
        summary: "Record a settlement as paid outside the platform (awaits the payee's confirmation)",
      },
    })
    .input(ZRecordSettlementInput)
    .output(ZSettlement)
    .mutation(({ ctx, input }) => recordSettlementPaid(ctx.db, scopeOf(ctx.user), input.settlementId, input.reference)),
  confirm: actionProcedure('settlement.confirm')
    .meta({
      rest: {
        method: 'post',
        path: '/api/settlements/{settlementId}/confirm',
        summary: 'Confirm a recorded payment arrived (payee)',
      },
    })
    .input(ZConfirmSettlementInput)
    .output(ZSettlement)
    .mutation(({ ctx, input }) => confirmSettlement(ctx.db, scopeOf(ctx.user), input.settlementId)),
  reject: actionProcedure('settlement.reject')
    .meta({
      rest: {
        method: 'post',
        path: '/api/settlements/{settlementId}/reject',
        summary: 'Reject a recorded payment that did not arrive (payee)',
      },
    })
    .input(ZRejectSettlementInput)
    .output(ZSettlement)
    .mutation(({ ctx, input }) => rejectSettlement(ctx.db, scopeOf(ctx.user), input.settlementId, input.reason)),
});
