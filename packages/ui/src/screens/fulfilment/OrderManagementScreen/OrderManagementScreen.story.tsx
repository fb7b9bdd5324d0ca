import { translatorFor } from '@energy/i18n/translator';
import { confirmReceiptMessage } from '@energy/domain/escrow-messages';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers, unknownRoleUser } from '../../../mocks/fixtures/auth';
import {
  cancelOnlyOrderList,
  escrowOrderList,
  escrowOrders,
  fulfilmentMessages,
  orders,
  supplierOrderList,
  uncapturedOrders,
  watcherOrderList,
} from '../../../mocks/fixtures/fulfilment';
import { orderHandlers, organizationHandlers, shipmentHandlers } from '../../../mocks/fulfilmentHandlers';
import { bids, fleetWorkMessages } from '../../../mocks/fixtures/fleetWork';
import { tenderHandlers } from '../../../mocks/fleetWorkHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { ESCROW_TEXTS } from '../../../components/fulfilment/EscrowRelease';
import { RECEIPT_DIALOG_TEXTS } from './ConfirmReceiptModal';
import { ORDER_TEXTS, OrderManagementScreen } from './OrderManagementScreen';
import { ARRANGE_NOTICES } from './ArrangeShipmentModal';
import { BID_TEXTS } from './ShipmentBids';
import { orgMarks } from '../../../test-utils/orgMarks';

/** The English texts the screen shows (the catalogue's keys are what the screens export). */
const en = translatorFor('en');

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/orders', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const mutations = [
  orderHandlers.confirmSucceeds(),
  orderHandlers.confirmReceiptSucceeds(),
  orderHandlers.cancelSucceeds(),
  organizationHandlers.list(),
  shipmentHandlers.createSucceeds(),
];
const everything = [orderHandlers.list(), ...mutations];

const meta = {
  title: 'Fulfilment/OrderManagementScreen',
  component: OrderManagementScreen,
  parameters: at('buyer', everything),
} satisfies Meta<typeof OrderManagementScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Buyer: its orders with the escrow release date, Track where a shipment exists, Cancel Order before the goods
 * move, Confirm Receipt on the order whose inspection period runs.
 */
export const Default: Story = {};

export const Loading: Story = { parameters: at('buyer', [orderHandlers.listLoading()]) };

export const Empty: Story = { parameters: at('buyer', [orderHandlers.list([])]) };

export const Error: Story = { parameters: at('buyer', [orderHandlers.listFails()]) };

/** Every role reads its orders (finance included); a role the app does not know gets the default denial. */
export const Forbidden: Story = {
  parameters: storyScreen({ route: '/orders', session: authHandlers.signedInAs(unknownRoleUser) }),
  render: () => (
    <ProtectedRoute>
      <OrderManagementScreen />
    </ProtectedRoute>
  ),
};

/** Supplier: Confirm Order on its created order, Arrange Shipment on its confirmed one, Cancel before the goods move. */
export const Supplier: Story = {
  parameters: at('supplier', [orderHandlers.list(supplierOrderList), tenderHandlers.bids(), ...mutations]),
};

/** Arranging with a chosen logistics company: the tender terms may stay blank, it then accepts at the order's terms. */
export const SupplierArrangesWithChosenCarrier: Story = {
  parameters: at('supplier', [orderHandlers.list(supplierOrderList), tenderHandlers.bids(), ...mutations]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const [arrange] = await page.findAllByRole('button', { name: 'Arrange Shipment' });
    if (arrange) await userEvent.click(arrange);
    const dialog = within(await page.findByRole('dialog', { name: 'Arrange Shipment' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Logistics Company' }));
    await userEvent.click((await page.findAllByRole('option'))[1] as HTMLElement);
    await expect(dialog.getByText(en(ARRANGE_NOTICES.termsOptional))).toBeInTheDocument();
  },
};

/** Supplier whose confirmation the server refuses. */
export const SupplierConfirmFails: Story = {
  parameters: at('supplier', [orderHandlers.list(supplierOrderList), orderHandlers.confirmFails()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Confirm Order' }));
    await expect(await page.findByText(en(ORDER_TEXTS.confirmFailed))).toBeInTheDocument();
    await expect(page.getByText(fulfilmentMessages.orderForbidden)).toBeInTheDocument();
  },
};

/** Logistics watches: tracking only (its rows list no verbs). */
export const Logistics: Story = { parameters: at('logistics', [orderHandlers.list(watcherOrderList), ...mutations]) };

/** Finance reads its organization's orders (README, Access) and may cancel them before the goods move. */
export const Finance: Story = {
  parameters: at('finance', [orderHandlers.list(cancelOnlyOrderList), orderHandlers.cancelSucceeds()]),
};

/** An admin moderates: Cancel Order before the goods move, nothing else. */
export const Admin: Story = {
  parameters: at('admin', [orderHandlers.list(cancelOnlyOrderList), orderHandlers.cancelSucceeds()]),
};

const receiptRefusal =
  "This order's escrow is already released: the inspection period ended on 2026-11-20T10:00:00.000Z";

/** Buyer whose confirmation of receipt the server refuses: the release job got there first. */
export const BuyerReceiptRefused: Story = {
  parameters: at('buyer', [orderHandlers.list(), orderHandlers.confirmReceiptFails(receiptRefusal)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await page.findByRole('button', { name: `Confirm receipt of ${orders.inspecting.orderNumber}` }),
    );
    await userEvent.click(
      within(await page.findByRole('dialog', { name: en(RECEIPT_DIALOG_TEXTS.title) })).getByRole('button', {
        name: en(RECEIPT_DIALOG_TEXTS.confirm),
      }),
    );
    await expect(await page.findByText(en(ORDER_TEXTS.receiptFailed))).toBeInTheDocument();
    await expect(page.getByText(receiptRefusal)).toBeInTheDocument();
  },
};

/**
 * Buyer confirming receipt of an order nothing of which is captured yet: the dialog says nothing
 * is released now and the payment goes to the supplier once finance captures it; the notice after says the same.
 */
export const BuyerReceiptBeforeCapture: Story = {
  parameters: at('buyer', [
    orderHandlers.list([uncapturedOrders.unpaid, orders.inspecting]),
    orderHandlers.confirmReceiptSucceeds(),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await page.findByRole('button', { name: `Confirm receipt of ${uncapturedOrders.unpaid.orderNumber}` }),
    );
    const dialog = within(await page.findByRole('dialog', { name: en(RECEIPT_DIALOG_TEXTS.title) }));
    await expect(dialog.getByText(confirmReceiptMessage(uncapturedOrders.unpaid))).toBeInTheDocument();
  },
};

/** The supplier tracks its tendered shipment: the logistics companies' bids, and Award on one. */
export const SupplierAwardsBid: Story = {
  parameters: at('supplier', [
    orderHandlers.list(supplierOrderList),
    tenderHandlers.bids(),
    tenderHandlers.awardSucceeds(),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `Track ${orders.allocated.orderNumber}` }));
    const dialog = within(await page.findByRole('dialog', { name: 'Shipment Tracking' }));
    await userEvent.click(await dialog.findByRole('button', { name: `Award to ${bids.coastal.carrier.name}` }));
    await userEvent.click(
      within(await page.findByRole('dialog', { name: en(BID_TEXTS.confirmTitle) })).getByRole('button', {
        name: en(BID_TEXTS.confirm),
      }),
    );
    await expect(await page.findByText(en(BID_TEXTS.awarded))).toBeInTheDocument();
  },
};

/** Award asks first: the carrier, its rate and what the award commits the supplier to. */
export const SupplierConfirmsAward: Story = {
  parameters: at('supplier', [
    orderHandlers.list(supplierOrderList),
    tenderHandlers.bids(),
    tenderHandlers.awardSucceeds(),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `Track ${orders.allocated.orderNumber}` }));
    const dialog = within(await page.findByRole('dialog', { name: 'Shipment Tracking' }));
    await userEvent.click(await dialog.findByRole('button', { name: `Award to ${bids.coastal.carrier.name}` }));
    const confirm = within(await page.findByRole('dialog', { name: en(BID_TEXTS.confirmTitle) }));
    await expect(confirm.getByText(en(BID_TEXTS.confirmEffects))).toBeInTheDocument();
  },
};

/** Another bid won meanwhile: 'Award Failed' with the server's reason. */
export const SupplierAwardFails: Story = {
  parameters: at('supplier', [
    orderHandlers.list(supplierOrderList),
    tenderHandlers.bids(),
    tenderHandlers.awardFails(),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `Track ${orders.allocated.orderNumber}` }));
    const dialog = within(await page.findByRole('dialog', { name: 'Shipment Tracking' }));
    await userEvent.click(await dialog.findByRole('button', { name: `Award to ${bids.niger.carrier.name}` }));
    await userEvent.click(
      within(await page.findByRole('dialog', { name: en(BID_TEXTS.confirmTitle) })).getByRole('button', {
        name: en(BID_TEXTS.confirm),
      }),
    );
    await expect(await page.findByText(en(BID_TEXTS.awardFailed))).toBeInTheDocument();
    await expect(page.getByText(fleetWorkMessages.bidAlreadyAwarded)).toBeInTheDocument();
  },
};

/**
 * Buyer: an order in each escrow state. Release due, released on receipt, held by an open dispute, held because
 * the supplier's organization is not verified yet: the held ones say why.
 */
export const EscrowHeld: Story = {
  parameters: at('buyer', [orderHandlers.list(escrowOrderList)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const row = within((await page.findByText(escrowOrders.heldByDispute.orderNumber)).closest('tr') as HTMLElement);
    await expect(row.getByText(en(ESCROW_TEXTS.held))).toBeInTheDocument();
    await expect(row.getByText(VERIFICATION_MESSAGES.dispute)).toBeInTheDocument();
    await expect(page.getByText(VERIFICATION_MESSAGES.release)).toBeInTheDocument();
  },
};

/** Orders name buyer and supplier with their verification; another supplier, not yet verified, shows no mark. */
export const VerifiedParties: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(orgMarks(body, sessionUsers.supplier.organizationName ?? '')).toContain('verified'));
    await waitFor(() => expect(orgMarks(body, 'Bonny Energy Trading')).toContain('none'));
  },
};

/** The supplier weighs the bids on its shipment: a verified carrier is marked, an unverified one says so. */
export const SupplierSeesVerifiedCarriers: Story = {
  parameters: at('supplier', [
    orderHandlers.list(supplierOrderList),
    tenderHandlers.bids(),
    tenderHandlers.awardSucceeds(),
  ]),
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const page = within(body);
    await userEvent.click(await page.findByRole('button', { name: `Track ${orders.allocated.orderNumber}` }));
    await page.findByRole('dialog', { name: 'Shipment Tracking' });
    await waitFor(() => expect(orgMarks(body, bids.niger.carrier.name)).toContain('verified'));
    await waitFor(() => expect(orgMarks(body, bids.coastal.carrier.name)).toContain('notVerified'));
  },
};
