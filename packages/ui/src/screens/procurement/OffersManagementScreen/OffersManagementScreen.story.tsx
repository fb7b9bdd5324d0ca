import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import {
  adminOfferList,
  counteredOwnOffer,
  ownOffer,
  rfqs,
  supplierRfqList,
} from '../../../mocks/fixtures/procurement';
import { formulaOffer, unquotedFormulaOffer } from '../../../mocks/fixtures/formulaPricing';
import { authHandlers } from '../../../mocks/handlers';
import { offerHandlers, rfqHandlers } from '../../../mocks/procurementHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { OffersManagementScreen } from './OffersManagementScreen';
import { orgMarks } from '../../../test-utils/orgMarks';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/offers', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const supplierOffers = [
  counteredOwnOffer,
  {
    ...ownOffer,
    id: '0ffe0000-0000-4000-8000-000000000010',
    rfqId: supplierRfqList[1]?.id ?? '',
    rfqNumber: supplierRfqList[1]?.rfqNumber ?? '',
  },
];

const meta = {
  title: 'Procurement/OffersManagementScreen',
  component: OffersManagementScreen,
  parameters: at('supplier', [
    rfqHandlers.list(supplierRfqList),
    offerHandlers.list(supplierOffers),
    offerHandlers.deleteSucceeds(),
    offerHandlers.respondSucceeds(),
  ]),
} satisfies Meta<typeof OffersManagementScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Supplier "My Quotes": all its own offers, no RFQ needed; Delete where offer.withdraw is listed, the counter answered in View. */
export const Default: Story = {};

export const Loading: Story = {
  parameters: at('supplier', [rfqHandlers.list(supplierRfqList), offerHandlers.listLoading()]),
};

export const Empty: Story = { parameters: at('supplier', [rfqHandlers.list(supplierRfqList), offerHandlers.list([])]) };

/** "Failed to fetch offers: 500". */
export const Error: Story = {
  parameters: at('supplier', [rfqHandlers.list(supplierRfqList), offerHandlers.listFails()]),
};

/** Buyers reach offers through the RFQ page, not /offers. */
export const Forbidden: Story = {
  parameters: at('buyer', []),
  render: () => (
    <ProtectedRoute>
      <OffersManagementScreen />
    </ProtectedRoute>
  ),
};

/**
 * Admin: "Select an RFQ to view offers." until an RFQ is chosen; then the offers, read only: accepting and
 * countering are the buyer's commitments, so the rows list no verb for an admin (the buyer accepts on the RFQ page).
 */
export const Admin: Story = { parameters: at('admin', [rfqHandlers.list(), offerHandlers.list(adminOfferList)]) };

/** Every offer on the chosen RFQ names its supplier with its verification: Verified, or "Not verified". */
export const VerifiedSuppliers: Story = {
  parameters: storyScreen({
    route: `/offers?rfqId=${rfqs.quoted.id}`,
    session: authHandlers.signedInAs(sessionUsers.admin),
    handlers: [rfqHandlers.list(), offerHandlers.list(adminOfferList)],
  }),
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(orgMarks(body, sessionUsers.supplier.organizationName ?? '')).toContain('verified'));
    await waitFor(() => expect(orgMarks(body, 'Bonny Energy Trading')).toContain('notVerified'));
  },
};

/**
 * Formula offers on the chosen RFQ: the indicative unit price and total with the Formula badge and the quotes' date,
 * "no quote yet" for one whose index has none; the detail's Pricing tab words the formula and its computation.
 */
export const FormulaOffer: Story = {
  parameters: storyScreen({
    route: `/offers?rfqId=${rfqs.quoted.id}`,
    session: authHandlers.signedInAs(sessionUsers.admin),
    handlers: [
      rfqHandlers.list(),
      rfqHandlers.byId(rfqs.quoted),
      offerHandlers.list(
        [formulaOffer, unquotedFormulaOffer, ...adminOfferList].map((offer) => ({ ...offer, allowedActions: [] })),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByText('₦648.2275');
    await userEvent.click(await page.findByRole('button', { name: `View offer from ${formulaOffer.supplierName}` }));
    await userEvent.click(await page.findByRole('tab', { name: 'Pricing' }));
    await page.findByText(/= 648\.2275 NGN\/l$/);
  },
};
