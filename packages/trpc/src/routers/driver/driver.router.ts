import { ZDeleted, ZDriver, ZDriverInput, ZDriverListInput, ZDriverUpdateInput } from '@energy/domain/schemas/fleet';
import { ZEntityId } from '@energy/domain/schemas/fulfilment';
import { zPage } from '@energy/domain/schemas/paging';
import { actionProcedure, grantProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { DRIVER_CSV } from './driver.csv';
import { pageDrivers } from './driver.list';
import { createDriver, deleteDriver, getDriver, updateDriver } from './driver.service';

/** Drivers of the caller's logistics company, with licenses, certifications and availability windows. */
export const driverRouter = router({
  list: grantProcedure('fleet:read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/drivers',
        query: true,
        paged: true,
        csv: DRIVER_CSV,
        summary: "Drivers of the caller's fleet, a page at a time (`q`: name, license, phone, email; `status`)",
      },
    })
    .input(ZDriverListInput)
    .output(zPage(ZDriver))
    .query(({ ctx, input }) => pageDrivers(ctx.db, scopeOf(ctx.user), input)),
  byId: grantProcedure('fleet:read')
    .meta({ rest: { method: 'get', path: '/api/drivers/{id}', summary: 'One driver' } })
    .input(ZEntityId)
    .output(ZDriver)
    .query(({ ctx, input }) => getDriver(ctx.db, scopeOf(ctx.user), input.id)),
  create: actionProcedure('driver.create')
    .meta({ rest: { method: 'post', path: '/api/drivers', status: 201, summary: 'Add a driver' } })
    .input(ZDriverInput)
    .output(ZDriver)
    .mutation(({ ctx, input }) => createDriver(ctx.db, scopeOf(ctx.user), input)),
  update: actionProcedure('driver.update')
    .meta({
      rest: { method: 'put', path: '/api/drivers/{id}', summary: 'Edit a driver, its status and availability windows' },
    })
    .input(ZDriverUpdateInput)
    .output(ZDriver)
    .mutation(({ ctx, input }) => updateDriver(ctx.db, scopeOf(ctx.user), input)),
  delete: actionProcedure('driver.delete')
    .meta({
      rest: { method: 'delete', path: '/api/drivers/{id}', summary: 'Delete a driver (409 while on an active job)' },
    })
    .input(ZEntityId)
    .output(ZDeleted)
    .mutation(({ ctx, input }) => deleteDriver(ctx.db, scopeOf(ctx.user), input.id)),
});
