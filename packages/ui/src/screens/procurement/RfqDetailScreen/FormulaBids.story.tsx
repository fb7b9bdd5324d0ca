import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { formulaOffer, mixedOfferList, unquotedFormulaOffer } from '../../../mocks/fixtures/formulaPricing';
import { offers, rfqs } from '../../../mocks/fixtures/procurement';
import { authHandlers } from '../../../mocks/handlers';
import { offerHandlers, rfqHandlers } from '../../../mocks/procurementHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { RfqDetailScreen } from './RfqDetailScreen';

const at = (handlers: RequestHandler[]) =>
  storyScreen({
    route: `/rfq/${rfqs.quoted.id}`,
    path: '/rfq/:id',
    session: authHandlers.signedInAs(sessionUsers.buyer),
    handlers: [rfqHandlers.byId(rfqs.quoted), ...handlers],
  });

const meta = {
  title: 'Procurement/RfqDetailScreen/FormulaBids',
  component: RfqDetailScreen,
  parameters: at([offerHandlers.list(mixedOfferList), offerHandlers.counterSucceeds(formulaOffer)]),
} satisfies Meta<typeof RfqDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Buyer: fixed and formula offers ranked together by (indicative) total, the note that formula totals move with the
 * index, each formula offer's Formula badge and quote date, and the offer whose index has no quote yet last.
 */
export const MixedBids: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await page.findByText(formulaOffer.supplierName);
    const suppliers = () =>
      page
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent ?? '');
    await waitFor(() => expect(suppliers()[0]).toContain(offers.bonny.supplierName));
    await expect(suppliers()[1]).toContain(formulaOffer.supplierName);
    await expect(suppliers()[4]).toContain(unquotedFormulaOffer.supplierName);
    await expect(suppliers()[4]).toContain('no quote yet');
  },
};

/** Buyer: countering a formula offer proposes a new differential. */
export const CounterDifferential: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: `Counter offer from ${formulaOffer.supplierName}` }));
    const dialog = within(await page.findByRole('dialog', { name: 'Counter-Offer' }));
    await userEvent.type(dialog.getByLabelText(/^Differential/), '-3.50');
    await dialog.findByText(/Gasoil 0.1% CIF NWE \(GO-CIF-NWE\), average of 5 quotes/);
  },
};
