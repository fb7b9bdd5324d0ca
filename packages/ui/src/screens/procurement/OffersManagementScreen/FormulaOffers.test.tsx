import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { formulaOffer, unquotedFormulaOffer } from '../../../mocks/fixtures/formulaPricing';
import { adminOfferList, rfqs } from '../../../mocks/fixtures/procurement';
import { authHandlers } from '../../../mocks/handlers';
import { offerHandlers, rfqHandlers } from '../../../mocks/procurementHandlers';
import { renderScreen } from '../../../test-utils/render';
import { OffersManagementScreen } from './OffersManagementScreen';
import { FIRST_LOAD } from '../../../test-utils/waits';

const seenByAdmin = [formulaOffer, unquotedFormulaOffer, ...adminOfferList].map((offer) => ({
  ...offer,
  allowedActions: [],
}));

const renderOffers = () =>
  renderScreen(<OffersManagementScreen />, {
    route: `/offers?rfqId=${rfqs.quoted.id}`,
    handlers: [
      authHandlers.signedInAs(sessionUsers.admin),
      rfqHandlers.list(),
      rfqHandlers.byId(rfqs.quoted),
      offerHandlers.list(seenByAdmin),
    ],
  });

const rowOf = (supplier: string) => screen.getByText(supplier).closest('tr') as HTMLElement;
const asOf = (day: string) =>
  `as of ${new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))}`;

describe('OffersManagementScreen: formula offers', () => {
  it('shows a formula offer’s indicative unit price and total, its Formula badge and the date of its quotes', async () => {
    renderOffers();
    await screen.findByText(formulaOffer.supplierName, {}, FIRST_LOAD);
    const formula = within(rowOf(formulaOffer.supplierName));
    expect(formula.getByText('₦648.2275')).toBeInTheDocument();
    expect(formula.getByText('₦162,056,875.00')).toBeInTheDocument();
    // The badge by its price, and the Pricing Bands cell: a formula offer has no bands.
    expect(formula.getAllByText('Formula')).toHaveLength(2);
    expect(formula.queryByText('Single price')).not.toBeInTheDocument();
    expect(formula.getAllByText(asOf(formulaOffer.indicativeAsOf ?? ''))).toHaveLength(2);
    const unpriced = within(rowOf(unquotedFormulaOffer.supplierName));
    expect(unpriced.getAllByText('no quote yet')).toHaveLength(2);
    expect(unpriced.queryByText(/^as of /)).not.toBeInTheDocument();
    const fixed = within(rowOf(adminOfferList[0]?.supplierName ?? ''));
    expect(fixed.getByText('₦650.50')).toBeInTheDocument();
    expect(fixed.queryByText('Formula')).not.toBeInTheDocument();
  });

  it('words the formula and its computation in the detail’s Pricing tab, in the RFQ’s unit', async () => {
    const { user } = renderOffers();
    await user.click(
      await screen.findByRole('button', { name: `View offer from ${formulaOffer.supplierName}` }, FIRST_LOAD),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Offer Details' }));
    expect(dialog.getByText('₦648.2275')).toBeInTheDocument();
    expect(dialog.queryByRole('tab', { name: 'Pricing Bands' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('tab', { name: 'Pricing' }));
    expect(
      await dialog.findByText(
        'Gasoil 0.1% CIF NWE (GO-CIF-NWE), average of 5 quotes from the delivery date, − 2.00 NGN/l',
      ),
    ).toBeInTheDocument();
    expect(
      dialog.getByText(
        'average 513.00 USD/t, at 845 kg/m³ and 1,500.00 NGN/USD = 650.2275 NGN/l, − 2.00 = 648.2275 NGN/l',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByText('Indicative total')).toBeInTheDocument();
    expect(dialog.getByText('₦162,056,875.00')).toBeInTheDocument();
  });

  it('words a countered differential in the detail, in the RFQ’s unit', async () => {
    const countered = {
      ...formulaOffer,
      allowedActions: [],
      isCounterOffer: true,
      counter: {
        unitPrice: null,
        differential: -35_000,
        note: null,
        status: 'pending' as const,
        createdAt: '',
      },
    };
    const { user } = renderScreen(<OffersManagementScreen />, {
      route: `/offers?rfqId=${rfqs.quoted.id}`,
      handlers: [
        authHandlers.signedInAs(sessionUsers.admin),
        rfqHandlers.list(),
        rfqHandlers.byId(rfqs.quoted),
        offerHandlers.list([countered]),
      ],
    });
    await user.click(
      await screen.findByRole('button', { name: `View offer from ${formulaOffer.supplierName}` }, FIRST_LOAD),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Offer Details' }));
    expect(await dialog.findByText('Differential − 3.50 NGN/l (pending)')).toBeInTheDocument();
  });

  it('keeps the Pricing Bands tab for a fixed offer', async () => {
    const { user } = renderOffers();
    const supplier = adminOfferList[1]?.supplierName ?? '';
    await user.click(await screen.findByRole('button', { name: `View offer from ${supplier}` }, FIRST_LOAD));
    const dialog = within(screen.getByRole('dialog', { name: 'Offer Details' }));
    expect(dialog.getByRole('tab', { name: 'Pricing Bands' })).toBeInTheDocument();
    expect(dialog.queryByRole('tab', { name: 'Pricing' })).not.toBeInTheDocument();
  });
});
