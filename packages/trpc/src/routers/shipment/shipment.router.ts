import { z } from 'zod';
import {
  ZEntityId,
  ZPodInput,
  ZShipment,
  ZShipmentCreateInput,
  ZShipmentDeclineInput,
  ZShipmentListInput,
  ZShipmentSummary,
} from '@energy/domain/schemas/fulfilment';
import {
  ZLoadingCorrectionInput,
  ZLoadingInput,
  ZMeasurementHistory,
  ZReceiptCorrectionInput,
} from '@energy/domain/schemas/measurement';
import { zPage } from '@energy/domain/schemas/paging';
import { actionProcedure, permissionProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { pageShipments } from './shipment.list';
import {
  acceptShipment,
  createShipment,
  declineShipment,
  getShipment,
  markDelivered,
  startTransit,
  submitPod,
} from './shipment.service';
import { SHIPMENT_CSV } from './shipment.csv';
import { correctLoading, correctReceipt } from './shipment.corrections';
import { measurementHistory } from './shipment.history';
import { recordLoading } from './shipment.loading';
import { shipmentSummary } from './shipment.summary';

export const shipmentRouter = router({
  list: permissionProcedure('shipment', 'read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/logistics/shipments',
        query: true,
        paged: true,
        csv: SHIPMENT_CSV,
        summary: 'Shipments the caller may see, a page at a time',
      },
    })
    .input(ZShipmentListInput)
    .output(zPage(ZShipment))
    .query(({ ctx, input }) => pageShipments(ctx.db, scopeOf(ctx.user), input)),
  summary: permissionProcedure('shipment', 'read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/logistics/shipments/summary',
        summary:
          "The Logistics Dashboard's figures over every shipment the caller may see: active, open tenders, completed PODs, arrived and arrived on time; the distance its jobs completed this month drove (meters)",
      },
    })
    .input(z.void())
    .output(ZShipmentSummary)
    .query(({ ctx }) => shipmentSummary(ctx.db, scopeOf(ctx.user))),
  byId: permissionProcedure('shipment', 'read')
    .meta({ rest: { method: 'get', path: '/api/logistics/shipments/{id}', summary: 'One shipment' } })
    .input(ZEntityId)
    .output(ZShipment)
    .query(({ ctx, input }) => getShipment(ctx.db, scopeOf(ctx.user), input.id)),
  measurements: permissionProcedure('shipment', 'read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/logistics/shipments/{id}/measurements',
        summary:
          "Every measurement of a shipment the caller may see, loading first and each kind oldest first: the figures as entered and as computed (VCF, NSV), who recorded it and when, a correction's reason, and whether a later correction superseded it; with the product its VCF is read for",
      },
    })
    .input(ZEntityId)
    .output(ZMeasurementHistory)
    .query(({ ctx, input }) => measurementHistory(ctx.db, scopeOf(ctx.user), input.id)),
  create: actionProcedure('shipment.create')
    .meta({
      rest: {
        method: 'post',
        path: '/api/logistics/shipments',
        status: 201,
        summary:
          "Tender a shipment: to every logistics company on tender terms, or to a chosen one (`logisticsOrgId`), tender terms optional: without them that company accepts the shipment at the order's terms",
      },
    })
    .input(ZShipmentCreateInput)
    .output(ZShipment)
    .mutation(({ ctx, input }) => createShipment(ctx.db, scopeOf(ctx.user), input)),
  accept: actionProcedure('shipment.accept')
    .meta({
      rest: {
        method: 'post',
        path: '/api/logistics/shipments/{id}/accept',
        summary:
          "Accept a tendered shipment as its carrier: a tender before its bid deadline, at its maximum rate, by a company that has not bid on or declined it (409 otherwise); a chosen carrier's shipment without tender terms at the order's terms",
      },
    })
    .input(ZEntityId)
    .output(ZShipment)
    .mutation(({ ctx, input }) => acceptShipment(ctx.db, scopeOf(ctx.user), input.id)),
  decline: actionProcedure('shipment.decline')
    .meta({
      rest: {
        method: 'post',
        path: '/api/logistics/shipments/{id}/decline',
        summary:
          "Decline a shipment tendered to your company without a tender, at the order's terms, with an optional reason: the shipment is cancelled, its order is confirmed again for the supplier to arrange transport anew, and the supplier is told (a shipment with a tender is declined through its tender: 409)",
      },
    })
    .input(ZShipmentDeclineInput)
    .output(ZShipment)
    .mutation(({ ctx, input }) => declineShipment(ctx.db, scopeOf(ctx.user), input)),
  startTransit: actionProcedure('shipment.startTransit')
    .meta({
      rest: {
        method: 'post',
        path: '/api/logistics/shipments/{id}/start-transit',
        summary:
          'Start transit: with its job, which must have a driver and a vehicle (409 otherwise) and moves to in progress with it',
      },
    })
    .input(ZEntityId)
    .output(ZShipment)
    .mutation(({ ctx, input }) => startTransit(ctx.db, scopeOf(ctx.user), input.id)),
  markDelivered: actionProcedure('shipment.markDelivered')
    .meta({
      rest: { method: 'post', path: '/api/logistics/shipments/{id}/deliver', summary: 'Mark a shipment delivered' },
    })
    .input(ZEntityId)
    .output(ZShipment)
    .mutation(({ ctx, input }) => markDelivered(ctx.db, scopeOf(ctx.user), input.id)),
  submitPod: actionProcedure('shipment.submitPod')
    .meta({
      rest: {
        method: 'post',
        path: '/api/logistics/shipments/{shipmentId}/pod',
        summary:
          "Submit proof of delivery, optionally with what the receiver measured (receivedObservedVolume, receivedUnit, receivedTemperatureC, receivedDensityKgM3: all four or none; without them received = loaded): the server computes the received NSV and the transit loss, and a loss above the contract's allowance opens a delivery dispute against the carrier (the excess litres and their value at the contract's unit price), holding no escrow, and tells buyer, supplier and carrier",
      },
    })
    .input(ZPodInput)
    .output(ZShipment)
    .mutation(({ ctx, input }) => submitPod(ctx.db, scopeOf(ctx.user), ctx.escrow, input)),
  recordLoading: actionProcedure('shipment.recordLoading')
    .meta({
      rest: {
        method: 'post',
        path: '/api/logistics/shipments/{id}/loading',
        status: 201,
        summary:
          'Record the loading as the carrier, once, before departure (409 after departure or when it is recorded: correct it instead): bill of lading, observed volume and unit (l, m3, bbl), observed temperature, density at 15 °C, optionally the loading ticket (documentId); the server computes the VCF to 15 °C (API MPMS 11.1 Table 54, 1980) and the net standard volume',
      },
    })
    .input(ZLoadingInput)
    .output(ZShipment)
    .mutation(({ ctx, input }) => recordLoading(ctx.db, scopeOf(ctx.user), input)),
  correctLoading: actionProcedure('shipment.correctLoading')
    .meta({
      rest: {
        method: 'post',
        path: '/api/logistics/shipments/{id}/loading/corrections',
        status: 201,
        summary:
          'Correct the loading before departure, with a reason: a new measurement superseding the counted one (never an edit), with an audit row holding both; the latest counts',
      },
    })
    .input(ZLoadingCorrectionInput)
    .output(ZShipment)
    .mutation(({ ctx, input }) => correctLoading(ctx.db, scopeOf(ctx.user), input)),
  correctReceipt: actionProcedure('shipment.correctReceipt')
    .meta({
      rest: {
        method: 'post',
        path: '/api/logistics/shipments/{id}/receipt/corrections',
        status: 201,
        summary:
          'Correct the receipt once proof of delivery is given, with a reason, as the carrier or the supplier: a new measurement superseding the counted one, an audit row holding both, and the transit loss assessed again (a loss now above the allowance opens the delivery dispute)',
      },
    })
    .input(ZReceiptCorrectionInput)
    .output(ZShipment)
    .mutation(({ ctx, input }) => correctReceipt(ctx.db, scopeOf(ctx.user), input)),
});
