import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { rfqHandlers } from '../../../mocks/procurementHandlers';
import { expect, userEvent, within } from 'storybook/test';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { emptyBuyerMetrics, noRateBuyerMetrics, severalCurrencyBuyerMetrics } from '../../../mocks/fixtures/dashboard';
import { dashboardHandlers } from '../../../mocks/dashboardHandlers';
import { budgetHandlers } from '../../../mocks/budgetHandlers';
import { monthlyBudget, refinedQuarterBudget } from '../../../mocks/fixtures/budgets';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { ProcurementDashboardScreen } from './ProcurementDashboardScreen';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/dashboard/buyer', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const meta = {
  title: 'Dashboard/ProcurementDashboardScreen',
  component: ProcurementDashboardScreen,
  parameters: at('buyer', [dashboardHandlers.buyer(), rfqHandlers.createSucceeds(), budgetHandlers.list()]),
} satisfies Meta<typeof ProcurementDashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The organization's figures, lists and trend. */
export const Default: Story = {};

export const Loading: Story = { parameters: at('buyer', [dashboardHandlers.buyerLoading()]) };

/** An organization with no records: zeros and empty states, never sample figures. */
export const Empty: Story = { parameters: at('buyer', [dashboardHandlers.buyer(emptyBuyerMetrics)]) };

/** The figures could not be loaded. */
export const Error: Story = { parameters: at('buyer', [dashboardHandlers.buyerFails()]) };

/** Another role may not open this dashboard. */
export const Forbidden: Story = {
  parameters: at('supplier', []),
  render: () => (
    <ProtectedRoute>
      <ProcurementDashboardScreen />
    </ProtectedRoute>
  ),
};

/** Create New RFQ opens the real RFQ form in its dialog. */
export const CreatingRfq: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Create New RFQ' }));
    await expect(await page.findByRole('dialog', { name: 'Create RFQ' })).toBeInTheDocument();
  },
};

/** Budget Status: no budget set for this period yet; buyers and finance may set one. */
export const BudgetNotSet: Story = { parameters: at('buyer', [dashboardHandlers.buyer(), budgetHandlers.list([])]) };

/** Budget Status while the budgets load. */
export const BudgetLoading: Story = {
  parameters: at('buyer', [dashboardHandlers.buyer(), budgetHandlers.listLoading()]),
};

/** Budget Status when the budgets cannot be loaded. */
export const BudgetFailed: Story = { parameters: at('buyer', [dashboardHandlers.buyer(), budgetHandlers.listFails()]) };

/** A budget passed: its remaining is negative and marked Over budget. */
export const OverBudget: Story = {
  parameters: at('buyer', [
    dashboardHandlers.buyer(),
    budgetHandlers.list([monthlyBudget, { ...refinedQuarterBudget, remaining: -1_000_000_00 }]),
  ]),
};

/** Set Budget opens the budget form. */
export const SettingBudget: Story = {
  parameters: at('buyer', [dashboardHandlers.buyer(), budgetHandlers.list(), budgetHandlers.createSucceeds()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Set Budget' }));
    await expect(await page.findByRole('dialog', { name: 'Set Budget' })).toBeInTheDocument();
  },
};

/** The RFQ form warns when the estimate passes a remaining budget (and still lets it be sent). */
export const RfqOverBudgetWarning: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Create New RFQ' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Create RFQ' }));
    await userEvent.click(await dialog.findByRole('textbox', { name: /^Estimated Value/ }));
    await userEvent.paste('999999999');
    await expect(await dialog.findByRole('alert')).toBeInTheDocument();
  },
};

/** Money of several currencies: the total in the user's currency (US dollars), labelled as converted. */
export const ConvertedTotal: Story = {
  parameters: at('buyer', [dashboardHandlers.buyer(severalCurrencyBuyerMetrics)]),
  play: async ({ canvasElement }) => {
    const figure = within(
      await within(canvasElement.ownerDocument.body).findByRole('group', { name: 'Total Spend (MTD)' }),
    );
    await expect(
      await figure.findByText('≈ $2,357.35 total, converted at the rates of Nov 26, 2026'),
    ).toBeInTheDocument();
  },
};

/** A currency without an exchange rate on or before today: the converted total is unavailable, and says why. */
export const ConvertedTotalUnavailable: Story = {
  parameters: at('buyer', [dashboardHandlers.buyer(noRateBuyerMetrics)]),
  play: async ({ canvasElement }) => {
    const figure = within(
      await within(canvasElement.ownerDocument.body).findByRole('group', { name: 'Total Spend (MTD)' }),
    );
    await expect(
      await figure.findByText('Converted total unavailable: no exchange rate on or before today'),
    ).toBeInTheDocument();
  },
};
