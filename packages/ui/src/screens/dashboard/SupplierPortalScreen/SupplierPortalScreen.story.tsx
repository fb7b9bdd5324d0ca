import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, within } from 'storybook/test';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import {
  emptySupplierMetrics,
  noRateSupplierMetrics,
  severalCurrencySupplierMetrics,
} from '../../../mocks/fixtures/dashboard';
import { dashboardHandlers } from '../../../mocks/dashboardHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { SupplierPortalScreen } from './SupplierPortalScreen';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/dashboard/supplier', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const meta = {
  title: 'Dashboard/SupplierPortalScreen',
  component: SupplierPortalScreen,
  parameters: at('supplier', [dashboardHandlers.supplier()]),
} satisfies Meta<typeof SupplierPortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The organization's figures, lists and trend. */
export const Default: Story = {};

export const Loading: Story = { parameters: at('supplier', [dashboardHandlers.supplierLoading()]) };

/** An organization with no records: zeros and empty states, never sample figures. */
export const Empty: Story = { parameters: at('supplier', [dashboardHandlers.supplier(emptySupplierMetrics)]) };

/** The figures could not be loaded. */
export const Error: Story = { parameters: at('supplier', [dashboardHandlers.supplierFails()]) };

/** Another role may not open this dashboard. */
export const Forbidden: Story = {
  parameters: at('buyer', []),
  render: () => (
    <ProtectedRoute>
      <SupplierPortalScreen />
    </ProtectedRoute>
  ),
};

/** Money of several currencies: the total in the user's currency (US dollars), labelled as converted. */
export const ConvertedTotal: Story = {
  parameters: at('supplier', [dashboardHandlers.supplier(severalCurrencySupplierMetrics)]),
  play: async ({ canvasElement }) => {
    const figure = within(
      await within(canvasElement.ownerDocument.body).findByRole('group', { name: 'Revenue (MTD)' }),
    );
    await expect(
      await figure.findByText('≈ $2,357.35 total, converted at the rates of Nov 26, 2026'),
    ).toBeInTheDocument();
  },
};

/** A currency without an exchange rate on or before today: the converted total is unavailable, and says why. */
export const ConvertedTotalUnavailable: Story = {
  parameters: at('supplier', [dashboardHandlers.supplier(noRateSupplierMetrics)]),
  play: async ({ canvasElement }) => {
    const figure = within(
      await within(canvasElement.ownerDocument.body).findByRole('group', { name: 'Revenue (MTD)' }),
    );
    await expect(
      await figure.findByText('Converted total unavailable: no exchange rate on or before today'),
    ).toBeInTheDocument();
  },
};
