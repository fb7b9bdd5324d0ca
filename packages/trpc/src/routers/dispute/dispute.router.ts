import { ZDispute, ZDisputeListInput, ZDisputeRaiseInput, ZDisputeStatusInput } from '@energy/domain/schemas/dispute';
import { zPage } from '@energy/domain/schemas/paging';
import { actionProcedure, grantProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { pageDisputes } from './dispute.list';
import { decideDispute, raiseDispute } from './dispute.service';

/** Disputes (spec 001): parties raise them on a contract, order or shipment; admins decide them. */
export const disputeRouter = router({
  list: grantProcedure('dispute:decide')
    .meta({
      rest: {
        method: 'get',
        path: '/api/admin/disputes',
        query: true,
        paged: true,
        summary:
          'Every dispute, admin only (`q`: contract, order or shipment number or id, or reporter; `status`, `category`)',
      },
    })
    .input(ZDisputeListInput)
    .output(zPage(ZDispute))
    .query(({ ctx, input }) => pageDisputes(ctx.db, scopeOf(ctx.user), input)),
  mine: grantProcedure('dispute:raise')
    .meta({
      rest: {
        method: 'get',
        path: '/api/disputes',
        query: true,
        paged: true,
        summary: "Disputes on records the caller's organization is party to (`status`, `category`)",
      },
    })
    .input(ZDisputeListInput)
    .output(zPage(ZDispute))
    .query(({ ctx, input }) => pageDisputes(ctx.db, scopeOf(ctx.user), input)),
  raise: actionProcedure('dispute.raise')
    .meta({
      rest: {
        method: 'post',
        path: '/api/disputes',
        status: 201,
        summary: "Raise a dispute on a contract, order or shipment the caller's organization is party to",
      },
    })
    .input(ZDisputeRaiseInput)
    .output(ZDispute)
    .mutation(({ ctx, input }) => raiseDispute(ctx.db, scopeOf(ctx.user), input)),
  // One call for the three decisions (spec 001 §7); they share dispute:decide and the service runs the verb of the chosen status.
  updateStatus: actionProcedure('dispute.resolve')
    .meta({
      rest: {
        method: 'patch',
        path: '/api/admin/disputes/{id}/status',
        summary: 'Investigate, resolve (non-blank resolutionNotes) or escalate an open or investigating dispute',
      },
    })
    .input(ZDisputeStatusInput)
    .output(ZDispute)
    .mutation(({ ctx, input }) => decideDispute(ctx.db, scopeOf(ctx.user), input)),
});
