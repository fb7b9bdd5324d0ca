import {
  ZDeleted,
  ZVehicle,
  ZVehicleDetails,
  ZVehicleIdInput,
  ZVehicleInput,
  ZVehicleListInput,
  ZVehicleStatusInput,
  ZVehicleUpdateInput,
} from '@energy/domain/schemas/fleet';
import { zPage } from '@energy/domain/schemas/paging';
import { actionProcedure, grantProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { VEHICLE_CSV } from './vehicle.csv';
import { pageVehicles } from './vehicle.list';
import { createVehicle, deleteVehicle, getVehicleDetails, setVehicleStatus, updateVehicle } from './vehicle.service';

/** Vehicles of the caller's logistics company (admin reads all): spec 001 Fleet Management and Vehicle Onboarding. */
export const vehicleRouter = router({
  list: grantProcedure('fleet:read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/vehicles',
        query: true,
        paged: true,
        csv: VEHICLE_CSV,
        summary: "Vehicles of the caller's fleet, a page at a time (`q`: registration, make or model; `status`)",
      },
    })
    .input(ZVehicleListInput)
    .output(zPage(ZVehicle))
    .query(({ ctx, input }) => pageVehicles(ctx.db, scopeOf(ctx.user), input)),
  byId: grantProcedure('fleet:read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/vehicles/{vehicleId}',
        summary: 'One vehicle with its job history and blackouts',
      },
    })
    .input(ZVehicleIdInput)
    .output(ZVehicleDetails)
    .query(({ ctx, input }) => getVehicleDetails(ctx.db, scopeOf(ctx.user), input.vehicleId)),
  create: actionProcedure('vehicle.create')
    .meta({ rest: { method: 'post', path: '/api/vehicles', status: 201, summary: 'Register a vehicle' } })
    .input(ZVehicleInput)
    .output(ZVehicle)
    .mutation(({ ctx, input }) => createVehicle(ctx.db, scopeOf(ctx.user), input)),
  update: actionProcedure('vehicle.update')
    .meta({ rest: { method: 'put', path: '/api/vehicles/{vehicleId}', summary: 'Edit a vehicle' } })
    .input(ZVehicleUpdateInput)
    .output(ZVehicle)
    .mutation(({ ctx, input }) => updateVehicle(ctx.db, scopeOf(ctx.user), input)),
  setStatus: actionProcedure('vehicle.setStatus')
    .meta({
      rest: {
        method: 'patch',
        path: '/api/vehicles/{vehicleId}/status',
        summary: "Set a vehicle's status (the toggle: active <-> maintenance)",
      },
    })
    .input(ZVehicleStatusInput)
    .output(ZVehicle)
    .mutation(({ ctx, input }) => setVehicleStatus(ctx.db, scopeOf(ctx.user), input)),
  delete: actionProcedure('vehicle.delete')
    .meta({
      rest: {
        method: 'delete',
        path: '/api/vehicles/{vehicleId}',
        summary: 'Delete a vehicle (409 while it is on an active job)',
      },
    })
    .input(ZVehicleIdInput)
    .output(ZDeleted)
    .mutation(({ ctx, input }) => deleteVehicle(ctx.db, scopeOf(ctx.user), input.vehicleId)),
});
