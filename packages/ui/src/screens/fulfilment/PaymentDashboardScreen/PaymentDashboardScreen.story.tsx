import { translatorFor } from '@energy/i18n/translator';
import { processPaymentMessage } from '@energy/domain/escrow-messages';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ESCROW_TEXTS } from '../../../components/fulfilment/EscrowRelease';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import {
  adminPaymentList,
  escrowPaymentList,
  escrowPayments,
  payments,
  uncapturedPayments,
} from '../../../mocks/fixtures/fulfilment';
import { noRatePaymentSummary, severalCurrencyPaymentSummary } from '../../../mocks/fixtures/summaries';
import { paymentDashboardHandlers, paymentHandlers } from '../../../mocks/fulfilmentHandlers';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { PaymentDashboardScreen } from './PaymentDashboardScreen';
import { PROCESS_NOTICES } from './ProcessPaymentModal';
import { orgMarks } from '../../../test-utils/orgMarks';

/** The English texts the screen shows (the catalogue's keys are what the screens export). */
const en = translatorFor('en');

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/payments', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const meta = {
  title: 'Fulfilment/PaymentDashboardScreen',
  component: PaymentDashboardScreen,
  parameters: at('finance', [...paymentDashboardHandlers.of(), paymentHandlers.processSucceeds()]),
} satisfies Meta<typeof PaymentDashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Finance: metrics from the payments, Process / Retry, each payment's escrow release date and its ledger. */
export const Default: Story = {};

export const Loading: Story = { parameters: at('finance', [...paymentDashboardHandlers.loading()]) };

export const Empty: Story = { parameters: at('finance', [...paymentDashboardHandlers.of([])]) };

export const Error: Story = { parameters: at('finance', [...paymentDashboardHandlers.fails()]) };

/** Suppliers may not open /payments. */
export const Forbidden: Story = {
  parameters: at('supplier', []),
  render: () => (
    <ProtectedRoute>
      <PaymentDashboardScreen />
    </ProtectedRoute>
  ),
};

/** Processing is refused by the server. */
export const ProcessFails: Story = {
  parameters: at('finance', [
    ...paymentDashboardHandlers.of(),
    paymentHandlers.processFails('This payment is captured and cannot be processed'),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `Process ${payments.pending.paymentNumber}` }));
    await userEvent.click(
      within(await page.findByRole('dialog', { name: 'Process Payment' })).getByRole('button', {
        name: 'Confirm Payment',
      }),
    );
    await expect(await page.findByText(PROCESS_NOTICES.failed)).toBeInTheDocument();
    await expect(page.getByText('This payment is captured and cannot be processed')).toBeInTheDocument();
  },
};

/**
 * Finance processes a payment whose buyer already confirmed receipt: the dialog says the money is
 * released to the supplier at once, and the notice says it was captured and released.
 */
export const ProcessAfterReceipt: Story = {
  parameters: at('finance', [
    ...paymentDashboardHandlers.of([uncapturedPayments.afterReceipt, uncapturedPayments.inInspection]),
    paymentHandlers.processSucceeds(),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await page.findByRole('button', { name: `Process ${uncapturedPayments.afterReceipt.paymentNumber}` }),
    );
    const dialog = within(await page.findByRole('dialog', { name: 'Process Payment' }));
    await expect(dialog.getByText(processPaymentMessage(uncapturedPayments.afterReceipt))).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Payment' }));
    await expect(await page.findByText(PROCESS_NOTICES.capturedAndReleased)).toBeInTheDocument();
  },
};

/** Admin sees the same dashboard, read only: processing is the paying organization's finance's (no payment.process listed). */
export const Admin: Story = { parameters: at('admin', [...paymentDashboardHandlers.of(adminPaymentList)]) };

/**
 * Finance: the payments of orders in each escrow state (due, released, held by a dispute, held for an unverified
 * supplier); the held ones say why, in the list and in the payment's details.
 */
export const EscrowHeld: Story = {
  parameters: at('finance', [...paymentDashboardHandlers.of(escrowPaymentList)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await page.findByRole('button', { name: `View ${escrowPayments.heldUnverified.paymentNumber}` }),
    );
    const dialog = within(await page.findByRole('dialog'));
    await expect(dialog.getByText(en(ESCROW_TEXTS.held))).toBeInTheDocument();
    await expect(dialog.getByText(VERIFICATION_MESSAGES.release)).toBeInTheDocument();
  },
};

/** Payer and payee carry their verification: the failed payment is owed to a supplier not yet verified. */
export const VerifiedParties: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(orgMarks(body, payments.pending.payeeOrg.name)).toContain('verified'));
    await waitFor(() => expect(orgMarks(body, payments.failed.payeeOrg.name)).toContain('none'));
  },
};

/** Payments of several currencies: each money card adds them up in the user's currency, labelled as converted. */
export const ConvertedTotal: Story = {
  parameters: at('finance', [
    paymentHandlers.list(),
    trpcMsw.payment.summary.query(() => severalCurrencyPaymentSummary),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const volume = within(await page.findByRole('group', { name: 'Volume' }));
    await expect(
      await volume.findByText('≈ $11,243.53 total, converted at the rates of Nov 26, 2026'),
    ).toBeInTheDocument();
    const held = within(page.getByRole('group', { name: 'Held in Escrow' }));
    await expect(held.getByText('≈ $108.00 total, converted at the rates of Nov 26, 2026')).toBeInTheDocument();
  },
};

/** A currency without an exchange rate on or before today: the converted totals are unavailable, and say why. */
export const ConvertedTotalUnavailable: Story = {
  parameters: at('finance', [paymentHandlers.list(), trpcMsw.payment.summary.query(() => noRatePaymentSummary)]),
  play: async ({ canvasElement }) => {
    const volume = within(await within(canvasElement.ownerDocument.body).findByRole('group', { name: 'Volume' }));
    await expect(
      await volume.findByText('Converted total unavailable: no exchange rate on or before today'),
    ).toBeInTheDocument();
  },
};
