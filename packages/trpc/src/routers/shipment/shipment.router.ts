import { ZEntityId, ZPodInput, ZShipment, ZShipmentCreateInput } from '@energy/domain/schemas/fulfilment';
import { z } from 'zod';
import { permissionProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { listShipments } from './shipment.queries';
import { acceptShipment, createShipment, getShipment, markDelivered, startTransit, submitPod } from './shipment.service';

export const shipmentRouter = router({
  list: permissionProcedure('shipment', 'read').input(z.void()).output(z.array(ZShipment)).query(({ ctx }) => listShipments(ctx.db, scopeOf(ctx.user))),
  byId: permissionProcedure('shipment', 'read').input(ZEntityId).output(ZShipment).query(({ ctx, input }) => getShipment(ctx.db, scopeOf(ctx.user), input.id)),
  create: permissionProcedure('shipment', 'update').input(ZShipmentCreateInput).output(ZShipment).mutation(({ ctx, input }) => createShipment(ctx.db, scopeOf(ctx.user), input)),
  accept: permissionProcedure('shipment', 'update').input(ZEntityId).output(ZShipment).mutation(({ ctx, input }) => acceptShipment(ctx.db, scopeOf(ctx.user), input.id)),
  startTransit: permissionProcedure('shipment', 'update').input(ZEntityId).output(ZShipment).mutation(({ ctx, input }) => startTransit(ctx.db, scopeOf(ctx.user), input.id)),
  markDelivered: permissionProcedure('shipment', 'update').input(ZEntityId).output(ZShipment).mutation(({ ctx, input }) => markDelivered(ctx.db, scopeOf(ctx.user), input.id)),
  submitPod: permissionProcedure('pod', 'create').input(ZPodInput).output(ZShipment).mutation(({ ctx, input }) => submitPod(ctx.db, scopeOf(ctx.user), ctx.escrow, input)),
});
