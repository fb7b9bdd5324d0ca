import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { ownOffer, rfqs, supplierRfqList } from '../../../mocks/fixtures/procurement';
import { counteredFormulaOffer, ownFormulaOffer } from '../../../mocks/fixtures/supplierFormula';
import { authHandlers } from '../../../mocks/handlers';
import { offerHandlers, rfqHandlers } from '../../../mocks/procurementHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { OffersManagementScreen } from './OffersManagementScreen';
import { FIRST_LOAD } from '../../../test-utils/waits';

/** The supplier's fixed quote on another RFQ, beside its formula quotes. */
const fixedQuote = {
  ...ownOffer,
  id: '0ffe0000-0000-4000-8000-000000000031',
  rfqId: rfqs.published.id,
  rfqNumber: rfqs.published.rfqNumber,
  rfqTitle: rfqs.published.title,
};

/** The supplier's My Quotes (/offers) with formula quotes (issue 30). */
const meta = {
  title: 'Procurement/MyQuotes/FormulaOffers',
  component: OffersManagementScreen,
  parameters: storyScreen({
    route: '/offers',
    session: authHandlers.signedInAs(sessionUsers.supplier),
    handlers: [
      rfqHandlers.list(supplierRfqList),
      rfqHandlers.byId(rfqs.quoted),
      offerHandlers.list([ownFormulaOffer, fixedQuote]),
    ],
  }),
} satisfies Meta<typeof OffersManagementScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A formula quote shows its indicative unit price and total as of its quotes' date, with the Formula badge. */
export const FormulaQuote: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('₦648.2275', {}, FIRST_LOAD)).toBeInTheDocument();
    // The badge by its price, and the Pricing Bands cell: a formula quote has no bands.
    await expect(page.getAllByText('Formula')).toHaveLength(2);
    await expect(page.getByText('₦650.50')).toBeInTheDocument();
  },
};

/** A formula quote the buyer countered on its differential: the counter-offer badge in the list. */
export const CounteredFormulaQuote: Story = {
  parameters: storyScreen({
    route: '/offers',
    session: authHandlers.signedInAs(sessionUsers.supplier),
    handlers: [
      rfqHandlers.list(supplierRfqList),
      rfqHandlers.byId(rfqs.quoted),
      offerHandlers.list([counteredFormulaOffer, fixedQuote]),
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('₦648.2275', {}, FIRST_LOAD)).toBeInTheDocument();
    await expect(page.getByText('Counter-offer')).toBeInTheDocument();
  },
};
