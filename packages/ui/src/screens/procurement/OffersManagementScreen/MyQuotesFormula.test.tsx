import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { ownOffer, rfqs, supplierRfqList } from '../../../mocks/fixtures/procurement';
import { counteredFormulaOffer, ownFormulaOffer } from '../../../mocks/fixtures/supplierFormula';
import { authHandlers } from '../../../mocks/handlers';
import { offerHandlers, rfqHandlers } from '../../../mocks/procurementHandlers';
import { renderScreen } from '../../../test-utils/render';
import { OffersManagementScreen } from './OffersManagementScreen';
import { FIRST_LOAD } from '../../../test-utils/waits';

/** The supplier's fixed quote on another RFQ, beside its formula quote. */
const fixedQuote = {
  ...ownOffer,
  id: '0ffe0000-0000-4000-8000-000000000031',
  rfqId: rfqs.published.id,
  rfqNumber: rfqs.published.rfqNumber,
  rfqTitle: rfqs.published.title,
};

const renderMyQuotes = (quotes = [ownFormulaOffer, fixedQuote]) =>
  renderScreen(<OffersManagementScreen />, {
    route: '/offers',
    handlers: [
      authHandlers.signedInAs(sessionUsers.supplier),
      rfqHandlers.list(supplierRfqList),
      rfqHandlers.byId(rfqs.quoted),
      offerHandlers.list(quotes),
    ],
  });

const rowOf = (rfqTitle: string) => screen.getByText(rfqTitle).closest('tr') as HTMLElement;
const asOf = (day: string) =>
  `as of ${new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))}`;

describe('My Quotes: the supplier’s formula offers', () => {
  it('shows a formula quote’s indicative unit price and total as of its quotes’ date with the Formula badge, and a fixed quote’s price', async () => {
    renderMyQuotes();
    expect(await screen.findByRole('heading', { name: 'My Quotes' }, FIRST_LOAD)).toBeInTheDocument();
    await screen.findByText(ownFormulaOffer.rfqTitle, {}, FIRST_LOAD);
    const formula = within(rowOf(ownFormulaOffer.rfqTitle));
    expect(formula.getByText('₦648.2275')).toBeInTheDocument();
    expect(formula.getByText('₦162,056,875.00')).toBeInTheDocument();
    // The badge by its price, and the Pricing Bands cell: a formula quote has no bands.
    expect(formula.getAllByText('Formula')).toHaveLength(2);
    expect(formula.getAllByText(asOf(ownFormulaOffer.indicativeAsOf ?? ''))).toHaveLength(2);
    const fixed = within(rowOf(fixedQuote.rfqTitle));
    expect(fixed.getByText('₦650.50')).toBeInTheDocument();
    expect(fixed.queryByText('Formula')).not.toBeInTheDocument();
    expect(fixed.queryByText(/^as of /)).not.toBeInTheDocument();
  });

  it('words the buyer’s counter on a formula quote’s differential in the quote’s detail', async () => {
    const { user } = renderMyQuotes([counteredFormulaOffer]);
    await user.click(await screen.findByRole('button', { name: /^View offer/ }, FIRST_LOAD));
    const dialog = within(await screen.findByRole('dialog', {}, FIRST_LOAD));
    expect(
      await dialog.findByText(
        'The buyer proposes a differential of −3.00 NGN/l instead of −2.00 NGN/l',
        {},
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Accept Counter-Offer' })).toBeInTheDocument();
  });
});
