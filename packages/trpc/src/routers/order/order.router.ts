import { ZEntityId, ZOrder, ZOrderCancelInput, ZOrderListInput } from '@energy/domain/schemas/fulfilment';
import { zPage } from '@energy/domain/schemas/paging';
import { actionProcedure, permissionProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { pageOrders } from './order.list';
import { cancelOrder, confirmOrder, getOrder } from './order.service';
import { confirmReceipt } from './receipt.service';
import { acceptQuantity } from './accept-quantity.service';
import { ORDER_CSV } from './order.csv';

export const orderRouter = router({
  list: permissionProcedure('order', 'read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/orders',
        query: true,
        paged: true,
        csv: ORDER_CSV,
        summary: 'Orders the caller may see, a page at a time',
      },
    })
    .input(ZOrderListInput)
    .output(zPage(ZOrder))
    .query(({ ctx, input }) => pageOrders(ctx.db, scopeOf(ctx.user), input)),
  pending: permissionProcedure('order', 'read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/orders/pending',
        query: true,
        paged: true,
        csv: { ...ORDER_CSV, filename: 'pending-orders' },
        summary: 'Orders neither completed nor cancelled, a page at a time',
      },
    })
    .input(ZOrderListInput)
    .output(zPage(ZOrder))
    .query(({ ctx, input }) => pageOrders(ctx.db, scopeOf(ctx.user), input, true)),
  byId: permissionProcedure('order', 'read')
    .meta({ rest: { method: 'get', path: '/api/orders/{id}', summary: 'One order' } })
    .input(ZEntityId)
    .output(ZOrder)
    .query(({ ctx, input }) => getOrder(ctx.db, scopeOf(ctx.user), input.id)),
  confirm: actionProcedure('order.confirm')
    .meta({ rest: { method: 'post', path: '/api/orders/{id}/confirm', summary: 'Confirm an order as its supplier' } })
    .input(ZEntityId)
    .output(ZOrder)
    .mutation(({ ctx, input }) => confirmOrder(ctx.db, scopeOf(ctx.user), input.id)),
  /** The buyer confirms receipt after proof of delivery: the order's escrow is released at once. */
  confirmReceipt: actionProcedure('order.confirmReceipt')
    .meta({
      rest: {
        method: 'post',
        path: '/api/orders/{id}/confirm-receipt',
        summary: 'Confirm receipt of a delivered order',
      },
    })
    .input(ZEntityId)
    .output(ZOrder)
    .mutation(({ ctx, input }) => confirmReceipt(ctx.db, scopeOf(ctx.user), ctx.payments, input.id)),
  /** The buyer accepts a short or over delivery: the settled quantity stands and the escrow may be released. */
  acceptQuantity: actionProcedure('order.acceptQuantity')
    .meta({
      rest: {
        method: 'post',
        path: '/api/orders/{id}/accept-quantity',
        summary: 'Accept the settled quantity of a short or over delivery',
      },
    })
    .input(ZEntityId)
    .output(ZOrder)
    .mutation(({ ctx, input }) => acceptQuantity(ctx.db, scopeOf(ctx.user), ctx.payments, input.id)),
  cancel: actionProcedure('order.cancel')
    .meta({ rest: { method: 'post', path: '/api/orders/{id}/cancel', summary: 'Cancel an order' } })
    .input(ZOrderCancelInput)
    .output(ZOrder)
    .mutation(({ ctx, input }) => cancelOrder(ctx.db, scopeOf(ctx.user), ctx.payments, input.id, input.reason)),
});
