import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { paymentHandlers } from '../../../mocks/fulfilmentHandlers';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import {
  emptyFinanceMetrics,
  financeMetrics,
  noRateFinanceMetrics,
  severalCurrencyFinanceMetrics,
} from '../../../mocks/fixtures/dashboard';
import { dashboardHandlers } from '../../../mocks/dashboardHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { FinancePortalScreen } from './FinancePortalScreen';
import { orgMarks } from '../../../test-utils/orgMarks';
import { payments } from '../../../mocks/fixtures/fulfilment';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/dashboard/finance', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const meta = {
  title: 'Dashboard/FinancePortalScreen',
  component: FinancePortalScreen,
  parameters: at('finance', [dashboardHandlers.finance(), paymentHandlers.processSucceeds()]),
} satisfies Meta<typeof FinancePortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The organization's figures, lists and trend. */
export const Default: Story = {};

export const Loading: Story = { parameters: at('finance', [dashboardHandlers.financeLoading()]) };

/** An organization with no records: zeros and empty states, never sample figures. */
export const Empty: Story = { parameters: at('finance', [dashboardHandlers.finance(emptyFinanceMetrics)]) };

/** The figures could not be loaded. */
export const Error: Story = { parameters: at('finance', [dashboardHandlers.financeFails()]) };

/** Another role may not open this dashboard. */
export const Forbidden: Story = {
  parameters: at('buyer', []),
  render: () => (
    <ProtectedRoute>
      <FinancePortalScreen />
    </ProtectedRoute>
  ),
};

/** Approve on a pending payment opens Process Payment for it (payment.process). */
export const Approving: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: /^Approve / }));
    await expect(await page.findByRole('dialog', { name: 'Process Payment' })).toBeInTheDocument();
  },
};

/** Payments awaiting approval name their payee with its verification. */
export const PayeesVerifiedAndNot: Story = {
  parameters: at('finance', [
    dashboardHandlers.finance({
      ...financeMetrics,
      pendingApprovals: [payments.pending, { ...payments.failed, status: 'pending', failureReason: null }],
    }),
  ]),
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(orgMarks(body, payments.pending.payeeOrg.name)).toContain('verified'));
    await waitFor(() => expect(orgMarks(body, payments.failed.payeeOrg.name)).toContain('none'));
  },
};

/** Money of several currencies: the total in the user's currency (US dollars), labelled as converted. */
export const ConvertedTotal: Story = {
  parameters: at('finance', [dashboardHandlers.finance(severalCurrencyFinanceMetrics)]),
  play: async ({ canvasElement }) => {
    const figure = within(
      await within(canvasElement.ownerDocument.body).findByRole('group', { name: 'Monthly Volume' }),
    );
    await expect(
      await figure.findByText('≈ $2,357.35 total, converted at the rates of Nov 26, 2026'),
    ).toBeInTheDocument();
  },
};

/** A currency without an exchange rate on or before today: the converted total is unavailable, and says why. */
export const ConvertedTotalUnavailable: Story = {
  parameters: at('finance', [dashboardHandlers.finance(noRateFinanceMetrics)]),
  play: async ({ canvasElement }) => {
    const figure = within(
      await within(canvasElement.ownerDocument.body).findByRole('group', { name: 'Monthly Volume' }),
    );
    await expect(
      await figure.findByText('Converted total unavailable: no exchange rate on or before today'),
    ).toBeInTheDocument();
  },
};
