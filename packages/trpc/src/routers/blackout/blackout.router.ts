import {
  ZBlackout,
  ZBlackoutInput,
  ZBlackoutListInput,
  ZBlackoutUpdateInput,
  ZDeleted,
} from '@energy/domain/schemas/fleet';
import { ZEntityId } from '@energy/domain/schemas/fulfilment';
import { zPage } from '@energy/domain/schemas/paging';
import { actionProcedure, grantProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { BLACKOUT_CSV } from './blackout.csv';
import { pageBlackouts } from './blackout.list';
import { createBlackout, deleteBlackout, updateBlackout } from './blackout.service';

/** Days a vehicle or driver of the caller's fleet is unavailable (spec 001 Blackout Dates). */
export const blackoutRouter = router({
  list: grantProcedure('fleet:read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/blackout-dates',
        query: true,
        paged: true,
        csv: BLACKOUT_CSV,
        summary: "Blackout dates of the caller's fleet (`q`: reason or entity label; `entityType`)",
      },
    })
    .input(ZBlackoutListInput)
    .output(zPage(ZBlackout))
    .query(({ ctx, input }) => pageBlackouts(ctx.db, scopeOf(ctx.user), input)),
  create: actionProcedure('blackout.create')
    .meta({
      rest: {
        method: 'post',
        path: '/api/blackout-dates',
        status: 201,
        summary: 'Mark a vehicle or driver unavailable from start to end, inclusive',
      },
    })
    .input(ZBlackoutInput)
    .output(ZBlackout)
    .mutation(({ ctx, input }) => createBlackout(ctx.db, scopeOf(ctx.user), input)),
  update: actionProcedure('blackout.update')
    .meta({ rest: { method: 'put', path: '/api/blackout-dates/{id}', summary: 'Edit a blackout date' } })
    .input(ZBlackoutUpdateInput)
    .output(ZBlackout)
    .mutation(({ ctx, input }) => updateBlackout(ctx.db, scopeOf(ctx.user), input)),
  delete: actionProcedure('blackout.delete')
    .meta({ rest: { method: 'delete', path: '/api/blackout-dates/{id}', summary: 'Delete a blackout date' } })
    .input(ZEntityId)
    .output(ZDeleted)
    .mutation(({ ctx, input }) => deleteBlackout(ctx.db, scopeOf(ctx.user), input.id)),
});
