import { translatorFor } from '@energy/i18n/translator';
import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ACCEPT_NOTICES } from '../../../components/procurement/AcceptOfferModal';
import { COUNTER_RESPONSE_NOTICES } from '../../../components/procurement/CounterOfferResponse';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { counteredOwnOffer, offers, rfqs, supplierRfqs, type RfqFixture } from '../../../mocks/fixtures/procurement';
import { authHandlers, serverError, trpcMsw } from '../../../mocks/handlers';
import {
  agoRfqToQuote,
  counteredFormulaOffer,
  offerFormIndexList,
  ownFormulaOffer,
} from '../../../mocks/fixtures/supplierFormula';
import { FORMULA_MESSAGES } from '@energy/domain/schemas/offer';
import { OFFER_PRICING_TEXTS } from './OfferPricingFields';
import { offerHandlers, rfqHandlers } from '../../../mocks/procurementHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { OFFER_NOTICES } from './OfferForm';
import { RfqDetailScreen } from './RfqDetailScreen';
import { orgMarks } from '../../../test-utils/orgMarks';
import { FIRST_LOAD } from '../../../test-utils/waits';

/** The English texts the screen shows (the catalogue's keys are what the screens export). */
const en = translatorFor('en');

const at = (role: keyof typeof sessionUsers, rfq: RfqFixture, handlers: RequestHandler[]) =>
  storyScreen({
    route: `/rfq/${rfq.id}`,
    path: '/rfq/:id',
    session: authHandlers.signedInAs(sessionUsers[role]),
    handlers: [rfqHandlers.byId(rfq), ...handlers],
  });

const buyerActions = [
  offerHandlers.list(),
  offerHandlers.acceptSucceeds(),
  offerHandlers.counterSucceeds(),
  rfqHandlers.cancelSucceeds(rfqs.quoted),
];

const meta = {
  title: 'Procurement/RfqDetailScreen',
  component: RfqDetailScreen,
  parameters: at('buyer', rfqs.quoted, buyerActions),
} satisfies Meta<typeof RfqDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Buyer: the bid comparison, best total marked, Accept and Counter where each offer's allowedActions list them,
 * Cancel RFQ (rfq.cancel).
 */
export const Default: Story = {};

export const Loading: Story = {
  parameters: storyScreen({
    route: `/rfq/${rfqs.quoted.id}`,
    path: '/rfq/:id',
    session: authHandlers.signedInAs(sessionUsers.buyer),
    handlers: [rfqHandlers.byIdLoading()],
  }),
};

/** No offers yet on a published RFQ. */
export const Empty: Story = { parameters: at('buyer', rfqs.published, [offerHandlers.list([])]) };

export const Error: Story = {
  parameters: storyScreen({
    route: `/rfq/${rfqs.quoted.id}`,
    path: '/rfq/:id',
    session: authHandlers.signedInAs(sessionUsers.buyer),
    handlers: [rfqHandlers.byIdFails()],
  }),
};

/** Finance may not open RFQs. */
export const Forbidden: Story = {
  parameters: at('finance', rfqs.quoted, []),
  render: () => (
    <ProtectedRoute>
      <RfqDetailScreen />
    </ProtectedRoute>
  ),
};

/** Buyer accepts, but the supplier revised first: the dialog shows the new price and asks again. */
export const BuyerAcceptOfferChanged: Story = {
  parameters: at('buyer', rfqs.quoted, [
    offerHandlers.list(),
    offerHandlers.acceptChanged(2, '₦990.00', '₦247,500,000.00'),
  ]),
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: `Accept offer from ${offers.bonny.supplierName}` }));
    const dialog = within(await page.findByRole('dialog', { name: 'Accept Offer' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Accept' }));
    await expect(await dialog.findByText(/it is now ₦990\.00 per unit, ₦247,500,000\.00 in total/)).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: en(ACCEPT_NOTICES.acceptNewTerms) })).toBeInTheDocument();
  },
};

/** A fixed price per litre to 4 decimals: 1161.9537 NGN/l x 33,000 l = ₦38,344,472.10 (by hand), beside ₦635.00. */
const perLitreOffer = {
  ...offers.delta,
  unitPrice: 11_619_537,
  indicativeUnitPrice: 11_619_537,
  totalPrice: 3_834_447_210,
  indicativeTotal: 3_834_447_210,
  pricingBands: [],
};
export const BuyerFourDecimalPrice: Story = {
  parameters: at('buyer', rfqs.quoted, [offerHandlers.list([perLitreOffer, offers.bonny])]),
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await page.findByText('₦1,161.9537', {}, FIRST_LOAD);
    await page.findByText('₦38,344,472.10');
    await page.findByText('₦635.00');
  },
};

/** The supplier's own offer at 4 decimals: its summary and the revision's unit price keep them. */
export const SupplierOwnFourDecimalPrice: Story = {
  parameters: at('supplier', supplierRfqs.quoted, [
    offerHandlers.list([{ ...perLitreOffer, allowedActions: ['offer.revise', 'offer.withdraw'] }]),
  ]),
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByLabelText(/^Unit Price/, {}, FIRST_LOAD)).toHaveValue('1161.9537');
    await page.findByText(/₦1,161\.9537/);
  },
};

export const BuyerSealedBids: Story = { parameters: at('buyer', rfqs.sealed, []) };

/** Awarded: the selected offer and the RFQ list no verbs, so no buttons. */
export const BuyerAwarded: Story = {
  parameters: at('buyer', rfqs.awarded, [
    offerHandlers.list([
      { ...offers.bonny, rfqId: rfqs.awarded.id, status: 'selected', isSelected: true, allowedActions: [] },
    ]),
  ]),
};

/** Supplier on an open RFQ it has not quoted: the Submit Offer form. */
export const SupplierSubmitOffer: Story = {
  parameters: at('supplier', supplierRfqs.published, [offerHandlers.list([]), offerHandlers.createSucceeds()]),
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await userEvent.type(await page.findByLabelText(/^Unit Price/), '650.50');
    await userEvent.type(page.getByLabelText(/^Valid Until/), dayjs().add(20, 'day').format('MMMM D, YYYY'));
    await userEvent.click(page.getByRole('combobox', { name: 'Payment Method' }));
    await userEvent.click(await page.findByRole('option', { name: 'Escrow' }));
    await userEvent.click(page.getByRole('button', { name: 'Submit Offer' }));
    await expect(await page.findByText(en(OFFER_NOTICES.submitted))).toBeInTheDocument();
  },
};

/** Supplier with its own offer and the buyer's pending counter: Revise Offer, Accept/Decline Counter-Offer. */
export const SupplierRevisesWithCounter: Story = {
  parameters: at('supplier', supplierRfqs.quoted, [
    offerHandlers.list([counteredOwnOffer]),
    offerHandlers.reviseSucceeds(),
    offerHandlers.respondSucceeds(),
  ]),
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByRole('button', { name: 'Revise Offer' })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Decline Counter-Offer' }));
    await expect(await page.findByText(en(COUNTER_RESPONSE_NOTICES.declined))).toBeInTheDocument();
  },
};

export const SupplierClosedRfq: Story = { parameters: at('supplier', supplierRfqs.awarded, [offerHandlers.list([])]) };

/** Buyer: the bid comparison marks the verified suppliers and says "Not verified" of the one whose KYB review is open. */
export const BuyerComparesVerifiedSuppliers: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(orgMarks(body, sessionUsers.supplier.organizationName ?? '')).toContain('verified'));
    await waitFor(() => expect(orgMarks(body, 'Bonny Energy Trading')).toContain('notVerified'));
  },
};

/** The price indices the offer form lists (GET /api/price-indices). */
const priceIndices = trpcMsw.pricing.indices.query(() => offerFormIndexList);

/** Chooses Formula on the offer form. */
async function chooseFormula(canvasElement: HTMLElement) {
  const page = pageOf(canvasElement);
  await userEvent.click(await page.findByRole('radio', { name: en(OFFER_PRICING_TEXTS.formula) }, FIRST_LOAD));
  return page;
}

/** Fills a formula offer on Gasoil 0.1% CIF NWE, an average of the 5 days from the delivery date, − 2.00 NGN/l. */
async function fillFormulaOffer(canvasElement: HTMLElement) {
  const page = await chooseFormula(canvasElement);
  await userEvent.click(page.getByRole('combobox', { name: /^Price Index/ }));
  await userEvent.click(await page.findByRole('option', { name: /GO-CIF-NWE/ }, FIRST_LOAD));
  await userEvent.type(page.getByLabelText(/^Differential/), '-2.00');
  await userEvent.clear(page.getByLabelText(/^Days After Delivery/));
  await userEvent.type(page.getByLabelText(/^Days After Delivery/), '4');
  await userEvent.type(page.getByLabelText(/^Valid Until/), dayjs().add(20, 'day').format('MMMM D, YYYY'));
  await userEvent.click(page.getByRole('combobox', { name: 'Payment Method' }));
  await userEvent.click(await page.findByRole('option', { name: 'Escrow' }));
  return page;
}

/** Supplier, Formula chosen on an AGO RFQ in litres: index, differential per NGN/l, period, density (845 by default). */
export const SupplierFormulaOfferEmpty: Story = {
  parameters: at('supplier', agoRfqToQuote, [offerHandlers.list([]), priceIndices]),
  play: async ({ canvasElement }) => {
    const page = await chooseFormula(canvasElement);
    await expect(page.queryByLabelText(/^Unit Price/)).not.toBeInTheDocument();
    await expect(page.getByLabelText(/^Density/)).toHaveAttribute('placeholder', '845 (default for AGO)');
  },
};

/** Supplier fills a formula offer and submits it. */
export const SupplierFormulaOfferFilled: Story = {
  parameters: at('supplier', agoRfqToQuote, [
    offerHandlers.list([]),
    priceIndices,
    offerHandlers.createSucceeds(ownFormulaOffer),
  ]),
  play: async ({ canvasElement }) => {
    const page = await fillFormulaOffer(canvasElement);
    await expect(page.getByText(/^Latest quote: 513\.00 USD\/t on/)).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Submit Offer' }));
    await expect(await page.findByText(en(OFFER_NOTICES.submitted), {}, FIRST_LOAD)).toBeInTheDocument();
  },
};

/** The server refuses the formula's index (retired since the form loaded): its message stands on the index field. */
export const SupplierFormulaOfferServerError: Story = {
  parameters: at('supplier', agoRfqToQuote, [
    offerHandlers.list([]),
    priceIndices,
    trpcMsw.offer.create.mutation(() => {
      throw serverError('BAD_REQUEST', 'Validation failed', [
        { path: 'pricing.indexId', message: FORMULA_MESSAGES.indexInactive },
      ]);
    }),
  ]),
  play: async ({ canvasElement }) => {
    const page = await fillFormulaOffer(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Submit Offer' }));
    await expect(await page.findByText(en(OFFER_NOTICES.submitFailed), {}, FIRST_LOAD)).toBeInTheDocument();
    await waitFor(() =>
      expect(page.getByRole('combobox', { name: /^Price Index/ })).toHaveAccessibleDescription(
        expect.stringContaining(FORMULA_MESSAGES.indexInactive),
      ),
    );
  },
};

/** Supplier's own formula offer: indicative price as of the quotes' date, the Formula badge, the formula in words. */
export const SupplierOwnFormulaOffer: Story = {
  parameters: at('supplier', supplierRfqs.quoted, [offerHandlers.list([ownFormulaOffer]), priceIndices]),
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByText(/^Indicative ₦648\.2275 per unit/, {}, FIRST_LOAD)).toBeInTheDocument();
  },
};

/** The buyer counters the formula offer's differential: −3.00 NGN/l instead of −2.00 NGN/l. */
export const SupplierFormulaCounter: Story = {
  parameters: at('supplier', supplierRfqs.quoted, [
    offerHandlers.list([counteredFormulaOffer]),
    priceIndices,
    offerHandlers.respondSucceeds(),
  ]),
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(
      await page.findByText('The buyer proposes a differential of −3.00 NGN/l instead of −2.00 NGN/l', {}, FIRST_LOAD),
    ).toBeInTheDocument();
  },
};
