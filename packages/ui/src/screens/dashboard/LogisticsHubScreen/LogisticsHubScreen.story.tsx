import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { emptyLogisticsMetrics, logisticsMetrics } from '../../../mocks/fixtures/dashboard';
import { dashboardHandlers } from '../../../mocks/dashboardHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { payableHandlers } from '../../../mocks/payableHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { LogisticsHubScreen } from './LogisticsHubScreen';

/** The screen's calls: the figures given, and the demurrage owed to the carrier (its three lines unless given). */
const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[], payable = [payableHandlers.list()]) =>
  storyScreen({
    route: '/dashboard/logistics',
    session: authHandlers.signedInAs(sessionUsers[role]),
    handlers: [...handlers, ...payable],
  });

/** The panel of the demurrage owed to the carrier, once it shows. */
const payablePanel = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole('region', { name: 'Demurrage owed to you' }, FIRST_LOAD),
  );

const meta = {
  title: 'Dashboard/LogisticsHubScreen',
  component: LogisticsHubScreen,
  parameters: at('logistics', [dashboardHandlers.logistics()]),
} satisfies Meta<typeof LogisticsHubScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The organization's figures, lists and trend; Operational Alerts list an expired license and an expiring insurance. */
export const Default: Story = {};

/** Only papers to alert about: no overdue shipment, yet the panel is not "No operational alerts". */
export const PaperAlertsOnly: Story = {
  parameters: at('logistics', [dashboardHandlers.logistics({ ...logisticsMetrics, overdueShipments: 0 })]),
};

export const Loading: Story = { parameters: at('logistics', [dashboardHandlers.logisticsLoading()]) };

/** An organization with no records: zeros and empty states, never sample figures. */
export const Empty: Story = { parameters: at('logistics', [dashboardHandlers.logistics(emptyLogisticsMetrics)]) };

/** The figures could not be loaded. */
export const Error: Story = { parameters: at('logistics', [dashboardHandlers.logisticsFails()]) };

/** Another role may not open this dashboard. */
export const Forbidden: Story = {
  parameters: at('finance', []),
  render: () => (
    <ProtectedRoute>
      <LogisticsHubScreen />
    </ProtectedRoute>
  ),
};

/**
 * Demurrage owed to the carrier: ₦37,500.00 the buyer recorded as paid (reference TRF-DEM-0412) with Confirm Receipt and
 * Not Received, ₦12,500.00 not recorded yet, ₦50,000.00 settled.
 */
export const DemurrageOwed: Story = {
  play: async ({ canvasElement }) => {
    const panel = await payablePanel(canvasElement);
    await expect(await panel.findByText('₦37,500.00', {}, FIRST_LOAD)).toBeInTheDocument();
    await expect(panel.getByText('Not recorded as paid yet')).toBeInTheDocument();
    await expect(panel.getAllByRole('button', { name: /^Confirm receipt of/ })).toHaveLength(1);
  },
};

/** Nothing is payable to the carrier's organization by name. */
export const NoDemurrageOwed: Story = {
  parameters: at('logistics', [dashboardHandlers.logistics()], [payableHandlers.list([])]),
};

export const DemurrageLoading: Story = {
  parameters: at('logistics', [dashboardHandlers.logistics()], [payableHandlers.loading()]),
};

/** The demurrage owed could not be loaded; the rest of the hub shows. */
export const DemurrageFails: Story = {
  parameters: at('logistics', [dashboardHandlers.logistics()], [payableHandlers.fails()]),
};

/** Confirm Receipt asks first, naming the amount, the payer and the reference, then settles the line. */
export const ConfirmDemurrageReceipt: Story = {
  parameters: at(
    'logistics',
    [dashboardHandlers.logistics()],
    [payableHandlers.list(), payableHandlers.confirmSucceeds()],
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await payablePanel(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: /^Confirm receipt of ₦37,500.00/ }, FIRST_LOAD));
    const dialog = within(await body.findByRole('dialog', { name: 'Confirm the payment arrived' }));
    await expect(dialog.getByText(/reference TRF-DEM-0412/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Receipt' }));
    await waitFor(() => expect(body.getByText('Payment Confirmed')).toBeInTheDocument());
  },
};

/** The server refuses the confirmation (the line was answered meanwhile): its words in a notice. */
export const ConfirmDemurrageRefused: Story = {
  parameters: at(
    'logistics',
    [dashboardHandlers.logistics()],
    [
      payableHandlers.list(),
      payableHandlers.confirmRefused('This settlement is completed: only a recorded payment can be confirmed'),
    ],
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await payablePanel(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: /^Confirm receipt of ₦37,500.00/ }, FIRST_LOAD));
    const dialog = within(await body.findByRole('dialog', { name: 'Confirm the payment arrived' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Receipt' }));
    await waitFor(() =>
      expect(
        body.getByText('This settlement is completed: only a recorded payment can be confirmed'),
      ).toBeInTheDocument(),
    );
  },
};

/** Not Received asks for the reason (required) and sends it; the line is pending again. */
export const RejectDemurrage: Story = {
  parameters: at(
    'logistics',
    [dashboardHandlers.logistics()],
    [payableHandlers.list(), payableHandlers.rejectSucceeds()],
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await payablePanel(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: /^Report ₦37,500.00/ }, FIRST_LOAD));
    const dialog = within(await body.findByRole('dialog', { name: 'Payment not received' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Report Not Received' }));
    await expect(await dialog.findByText('A reason is required')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'No transfer with this reference');
    await userEvent.click(dialog.getByRole('button', { name: 'Report Not Received' }));
    await waitFor(() => expect(body.getByText('Reported Not Received')).toBeInTheDocument());
  },
};
