import { ZDeleted, ZDriver, ZDriverInput, ZDriverListInput, ZDriverUpdateInput } from '@energy/domain/schemas/fleet';
import { ZEntityId } from '@energy/domain/schemas/fulfilment';
import { zPage } from '@energy/domain/schemas/paging';
import { pendingBody } from '../../pending';
import { actionProcedure, grantProcedure } from '../../permission';
import { router } from '../../trpc';

/** Drivers of the caller's logistics company, with licences, certifications and availability windows. */
export const driverRouter = router({
  list: grantProcedure('fleet:read')
    .meta({ rest: { method: 'get', path: '/api/drivers', query: true, paged: true, summary: 'Drivers of the caller\'s fleet, a page at a time (`q`: name, licence, phone, email; `status`)' } })
    .input(ZDriverListInput)
    .output(zPage(ZDriver))
    .query(() => pendingBody('driver.list')),
  byId: grantProcedure('fleet:read')
    .meta({ rest: { method: 'get', path: '/api/drivers/{id}', summary: 'One driver' } })
    .input(ZEntityId)
    .output(ZDriver)
    .query(() => pendingBody('driver.byId')),
  create: actionProcedure('driver.create')
    .meta({ rest: { method: 'post', path: '/api/drivers', status: 201, summary: 'Add a driver' } })
    .input(ZDriverInput)
    .output(ZDriver)
    .mutation(() => pendingBody('driver.create')),
  update: actionProcedure('driver.update')
    .meta({ rest: { method: 'put', path: '/api/drivers/{id}', summary: 'Edit a driver, its status and availability windows' } })
    .input(ZDriverUpdateInput)
    .output(ZDriver)
    .mutation(() => pendingBody('driver.update')),
  delete: actionProcedure('driver.delete')
    .meta({ rest: { method: 'delete', path: '/api/drivers/{id}', summary: 'Delete a driver (409 while on an active job)' } })
    .input(ZEntityId)
    .output(ZDeleted)
    .mutation(() => pendingBody('driver.delete')),
});
