import { ZBlackout, ZBlackoutInput, ZBlackoutListInput, ZBlackoutUpdateInput, ZDeleted } from '@energy/domain/schemas/fleet';
import { ZEntityId } from '@energy/domain/schemas/fulfilment';
import { zPage } from '@energy/domain/schemas/paging';
import { pendingBody } from '../../pending';
import { actionProcedure, grantProcedure } from '../../permission';
import { router } from '../../trpc';

/** Days a vehicle or driver of the caller's fleet is unavailable (spec 001 Blackout Dates). */
export const blackoutRouter = router({
  list: grantProcedure('fleet:read')
    .meta({ rest: { method: 'get', path: '/api/blackout-dates', query: true, paged: true, summary: 'Blackout dates of the caller\'s fleet (`q`: reason or entity label; `entityType`)' } })
    .input(ZBlackoutListInput)
    .output(zPage(ZBlackout))
    .query(() => pendingBody('blackout.list')),
  create: actionProcedure('blackout.create')
    .meta({ rest: { method: 'post', path: '/api/blackout-dates', status: 201, summary: 'Mark a vehicle or driver unavailable from start to end, inclusive' } })
    .input(ZBlackoutInput)
    .output(ZBlackout)
    .mutation(() => pendingBody('blackout.create')),
  update: actionProcedure('blackout.update')
    .meta({ rest: { method: 'put', path: '/api/blackout-dates/{id}', summary: 'Edit a blackout date' } })
    .input(ZBlackoutUpdateInput)
    .output(ZBlackout)
    .mutation(() => pendingBody('blackout.update')),
  delete: actionProcedure('blackout.delete')
    .meta({ rest: { method: 'delete', path: '/api/blackout-dates/{id}', summary: 'Delete a blackout date' } })
    .input(ZEntityId)
    .output(ZDeleted)
    .mutation(() => pendingBody('blackout.delete')),
});
