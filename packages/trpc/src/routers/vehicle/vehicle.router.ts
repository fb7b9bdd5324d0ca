import {
  ZDeleted, ZVehicle, ZVehicleDetails, ZVehicleIdInput, ZVehicleInput, ZVehicleListInput, ZVehicleStatusInput, ZVehicleUpdateInput,
} from '@energy/domain/schemas/fleet';
import { zPage } from '@energy/domain/schemas/paging';
import { pendingBody } from '../../pending';
import { actionProcedure, grantProcedure } from '../../permission';
import { router } from '../../trpc';

/** Vehicles of the caller's logistics company (admin reads all): spec 001 Fleet Management and Vehicle Onboarding. */
export const vehicleRouter = router({
  list: grantProcedure('fleet:read')
    .meta({ rest: { method: 'get', path: '/api/vehicles', query: true, paged: true, summary: 'Vehicles of the caller\'s fleet, a page at a time (`q`: registration, make or model; `status`)' } })
    .input(ZVehicleListInput)
    .output(zPage(ZVehicle))
    .query(() => pendingBody('vehicle.list')),
  byId: grantProcedure('fleet:read')
    .meta({ rest: { method: 'get', path: '/api/vehicles/{vehicleId}', summary: 'One vehicle with its job history and blackouts' } })
    .input(ZVehicleIdInput)
    .output(ZVehicleDetails)
    .query(() => pendingBody('vehicle.byId')),
  create: actionProcedure('vehicle.create')
    .meta({ rest: { method: 'post', path: '/api/vehicles', status: 201, summary: 'Register a vehicle' } })
    .input(ZVehicleInput)
    .output(ZVehicle)
    .mutation(() => pendingBody('vehicle.create')),
  update: actionProcedure('vehicle.update')
    .meta({ rest: { method: 'put', path: '/api/vehicles/{vehicleId}', summary: 'Edit a vehicle' } })
    .input(ZVehicleUpdateInput)
    .output(ZVehicle)
    .mutation(() => pendingBody('vehicle.update')),
  setStatus: actionProcedure('vehicle.setStatus')
    .meta({ rest: { method: 'patch', path: '/api/vehicles/{vehicleId}/status', summary: 'Set a vehicle\'s status (the toggle: active <-> maintenance)' } })
    .input(ZVehicleStatusInput)
    .output(ZVehicle)
    .mutation(() => pendingBody('vehicle.setStatus')),
  delete: actionProcedure('vehicle.delete')
    .meta({ rest: { method: 'delete', path: '/api/vehicles/{vehicleId}', summary: 'Delete a vehicle (409 while it is on an active job)' } })
    .input(ZVehicleIdInput)
    .output(ZDeleted)
    .mutation(() => pendingBody('vehicle.delete')),
});
