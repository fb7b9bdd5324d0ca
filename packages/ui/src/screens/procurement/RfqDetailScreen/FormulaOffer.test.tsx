import { translatorFor } from '@energy/i18n/translator';
import { FORMULA_MESSAGES, OFFER_MESSAGES } from '@energy/domain/schemas/offer';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { COUNTER_RESPONSE_NOTICES } from '../../../components/procurement/CounterOfferResponse';
import { FORMULA_TEXTS } from '../../../components/procurement/FormulaText';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { ownOffer, supplierRfqs, type RfqFixture } from '../../../mocks/fixtures/procurement';
import {
  agoRfqToQuote,
  counteredFormulaOffer,
  offerFormIndexList,
  offerFormIndices,
  ownFormulaOffer,
} from '../../../mocks/fixtures/supplierFormula';
import { authHandlers, serverError, trpcMsw } from '../../../mocks/handlers';
import { offerHandlers, rfqHandlers } from '../../../mocks/procurementHandlers';
import { fillIn, longDate } from '../../../test-utils/fillIn';
import { renderRoutes, type Rendered } from '../../../test-utils/render';
import { OFFER_NOTICES } from './OfferForm';
import { OFFER_PRICING_TEXTS } from './OfferPricingFields';
import { RfqDetailScreen } from './RfqDetailScreen';
import { FIRST_LOAD } from '../../../test-utils/waits';

/** The English texts the screen shows (the catalogue's keys are what the screens export). */
const en = translatorFor('en');

const indices = trpcMsw.pricing.indices.query(() => offerFormIndexList);

function renderSupplier(rfq: RfqFixture, handlers: RequestHandler[]) {
  return renderRoutes(<Route path="/rfq/:id" element={<RfqDetailScreen />} />, {
    route: `/rfq/${rfq.id}`,
    handlers: [authHandlers.signedInAs(sessionUsers.supplier), rfqHandlers.byId(rfq), indices, ...handlers],
  });
}

/** A create handler that keeps the request's input, as the server would read it. */
function capturingCreate() {
  const sent: { input: unknown } = { input: null };
  const handler = trpcMsw.offer.create.mutation(({ input }) => {
    sent.input = input;
    return ownFormulaOffer;
  });
  return { sent, handler };
}

async function chooseFormula({ user }: Rendered) {
  await user.click(await screen.findByRole('radio', { name: en(OFFER_PRICING_TEXTS.formula) }, FIRST_LOAD));
}

/** The fields every offer needs besides its price. */
async function fillTerms({ user }: Rendered) {
  fillIn(screen.getByLabelText(/^Valid Until/), longDate(20));
  await user.click(screen.getByRole('combobox', { name: 'Payment Method' }));
  await user.click(await screen.findByRole('option', { name: 'Escrow' }));
}

async function chooseIndex({ user }: Rendered, name: RegExp) {
  await user.click(screen.getByRole('combobox', { name: /^Price Index/ }));
  await user.click(await screen.findByRole('option', { name }, FIRST_LOAD));
}

describe('RfqDetailScreen: a supplier offers a formula price', () => {
  it('hides the unit price and the pricing bands once Formula is chosen, and lists the active indices with their latest quote', async () => {
    const rendered = renderSupplier(agoRfqToQuote, [offerHandlers.list([])]);
    expect(await screen.findByLabelText(/^Unit Price/, {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: en(OFFER_PRICING_TEXTS.fixed) })).toBeChecked();
    await chooseFormula(rendered);
    expect(screen.queryByLabelText(/^Unit Price/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add pricing band' })).not.toBeInTheDocument();
    // The RFQ is AGO in litres and the offer in naira: the differential is per NGN/l, the density AGO's default.
    expect(screen.getByLabelText(/^Differential \(NGN\/l\)/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Density/)).toHaveAttribute('placeholder', '845 (default for AGO)');

    await rendered.user.click(screen.getByRole('combobox', { name: /^Price Index/ }));
    const listbox = await screen.findByRole('listbox', {}, FIRST_LOAD);
    const gasoil = within(listbox).getByRole('option', { name: /GO-CIF-NWE — Gasoil 0\.1% CIF NWE \(USD\/t\)/ });
    expect(gasoil).toHaveTextContent(/Latest quote: 513\.00 USD\/t on/);
    const unquoted = within(listbox).getByRole('option', { name: /AGO-LAG-EXD/ });
    expect(unquoted).toHaveTextContent('No quote yet');
    // No quote, no price: the index is listed but cannot be chosen.
    expect(unquoted).toHaveAttribute('data-combobox-disabled', 'true');
    expect(gasoil).not.toHaveAttribute('data-combobox-disabled');
    expect(within(listbox).queryByRole('option', { name: /GO-FOB-MED/ })).not.toBeInTheDocument();
    await rendered.user.click(gasoil);
    expect(screen.getByText(/^Latest quote: 513\.00 USD\/t on/)).toBeInTheDocument();
  });

  it('checks the formula with the server’s own messages before sending anything', async () => {
    const { sent, handler } = capturingCreate();
    const rendered = renderSupplier(agoRfqToQuote, [offerHandlers.list([]), handler]);
    await chooseFormula(rendered);
    await fillTerms(rendered);
    fillIn(screen.getByLabelText(/^Differential/), '-2.00001');
    fillIn(screen.getByLabelText(/^Days After Delivery/), '40');
    await rendered.user.click(screen.getByRole('button', { name: 'Submit Offer' }));
    expect(await screen.findByText(FORMULA_MESSAGES.indexUnknown, {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByText(FORMULA_MESSAGES.differentialInvalid)).toBeInTheDocument();
    expect(screen.getByText(FORMULA_MESSAGES.daysInvalid)).toBeInTheDocument();
    // No unit price is asked of a formula offer.
    expect(screen.queryByText(OFFER_MESSAGES.unitPriceRequired)).not.toBeInTheDocument();
    expect(sent.input).toBeNull();
  });

  it('sends the formula as `pricing`, without a unit price or pricing bands', async () => {
    const { sent, handler } = capturingCreate();
    const rendered = renderSupplier(agoRfqToQuote, [offerHandlers.list([]), handler]);
    // A unit price typed before choosing Formula is not sent.
    fillIn(await screen.findByLabelText(/^Unit Price/, {}, FIRST_LOAD), '650.50');
    await chooseFormula(rendered);
    await fillTerms(rendered);
    await chooseIndex(rendered, /GO-CIF-NWE/);
    fillIn(screen.getByLabelText(/^Differential/), '-2.00');
    fillIn(screen.getByLabelText(/^Days After Delivery/), '4');
    fillIn(screen.getByLabelText(/^Density/), '850');
    await rendered.user.click(screen.getByRole('button', { name: 'Submit Offer' }));
    expect(await screen.findByText(en(OFFER_NOTICES.submitted), {}, FIRST_LOAD)).toBeInTheDocument();
    expect(sent.input).toMatchObject({
      rfqId: agoRfqToQuote.id,
      currency: 'NGN',
      pricing: {
        type: 'formula',
        indexId: offerFormIndices.gasoil.id,
        differential: -20_000,
        period: { kind: 'average', anchor: 'delivery', daysBefore: 0, daysAfter: 4 },
        densityKgM3: '850',
      },
    });
    expect(sent.input).not.toHaveProperty('unitPrice');
    expect(sent.input).not.toHaveProperty('pricingBands');
  });

  it('sends a month period, and shows the server’s refusals of the month and the index on their fields', async () => {
    const sent: { input: unknown } = { input: null };
    const details = [
      { path: 'pricing.period.month', message: FORMULA_MESSAGES.monthNotAfterClose },
      { path: 'pricing.indexId', message: FORMULA_MESSAGES.indexInactive },
      { path: 'pricing.period', message: FORMULA_MESSAGES.periodInPast },
    ];
    const refuse = trpcMsw.offer.create.mutation(({ input }) => {
      sent.input = input;
      throw serverError('BAD_REQUEST', 'Validation failed', details);
    });
    const rendered = renderSupplier(agoRfqToQuote, [offerHandlers.list([]), refuse]);
    await chooseFormula(rendered);
    await fillTerms(rendered);
    await chooseIndex(rendered, /GO-CIF-NWE/);
    fillIn(screen.getByLabelText(/^Differential/), '12.5');
    await rendered.user.click(screen.getByRole('radio', { name: en(OFFER_PRICING_TEXTS.month) }));
    const month = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 7);
    fillIn(screen.getByLabelText(/^Pricing Month/), month);
    await rendered.user.click(screen.getByRole('button', { name: 'Submit Offer' }));
    expect(await screen.findByText(en(OFFER_NOTICES.submitFailed), {}, FIRST_LOAD)).toBeInTheDocument();
    expect(sent.input).toMatchObject({
      pricing: { type: 'formula', differential: 125_000, period: { kind: 'month', month } },
    });
    expect(screen.getByLabelText(/^Pricing Month/)).toHaveAccessibleDescription(FORMULA_MESSAGES.monthNotAfterClose);
    expect(screen.getByRole('combobox', { name: /^Price Index/ })).toHaveAccessibleDescription(
      expect.stringContaining(FORMULA_MESSAGES.indexInactive),
    );
    // The period's own refusal stands under the period's choice (the notice names it with its field).
    expect(screen.getByText(FORMULA_MESSAGES.periodInPast)).toBeInTheDocument();
    expect(
      screen.getByText(
        `Pricing Month: ${FORMULA_MESSAGES.monthNotAfterClose}, Price Index: ${FORMULA_MESSAGES.indexInactive}, Pricing Period: ${FORMULA_MESSAGES.periodInPast}`,
      ),
    ).toBeInTheDocument();
  });

  it('shows the server’s “no quote yet” refusal (422) on the index field (the quotes went since the list was read)', async () => {
    const refuse = trpcMsw.offer.create.mutation(() => {
      throw serverError('UNPROCESSABLE_CONTENT', FORMULA_MESSAGES.indexNoQuotes);
    });
    const rendered = renderSupplier(agoRfqToQuote, [offerHandlers.list([]), refuse]);
    await chooseFormula(rendered);
    await fillTerms(rendered);
    await chooseIndex(rendered, /GO-CIF-NWE/);
    fillIn(screen.getByLabelText(/^Differential/), '5.50');
    await rendered.user.click(screen.getByRole('button', { name: 'Submit Offer' }));
    expect(await screen.findByText(en(OFFER_NOTICES.submitFailed), {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Price Index/ })).toHaveAccessibleDescription(
      expect.stringContaining(FORMULA_MESSAGES.indexNoQuotes),
    );
  });

  it('sends a day period', async () => {
    const { sent, handler } = capturingCreate();
    const rendered = renderSupplier(agoRfqToQuote, [offerHandlers.list([]), handler]);
    await chooseFormula(rendered);
    await fillTerms(rendered);
    await chooseIndex(rendered, /GO-CIF-NWE/);
    fillIn(screen.getByLabelText(/^Differential/), '5.50');
    await rendered.user.click(screen.getByRole('radio', { name: en(OFFER_PRICING_TEXTS.day) }));
    fillIn(screen.getByLabelText(/^Pricing Date/), longDate(41));
    await rendered.user.click(screen.getByRole('button', { name: 'Submit Offer' }));
    expect(await screen.findByText(en(OFFER_NOTICES.submitted), {}, FIRST_LOAD)).toBeInTheDocument();
    const day = new Date(Date.now() + 41 * 86_400_000).toISOString().slice(0, 10);
    expect(sent.input).toMatchObject({
      pricing: { type: 'formula', indexId: offerFormIndices.gasoil.id, period: { kind: 'day', date: day } },
    });
  });
});

describe('RfqDetailScreen: a formula offer in French', () => {
  it('labels the formula and says its checks in the user’s language', async () => {
    const { user } = renderRoutes(<Route path="/rfq/:id" element={<RfqDetailScreen />} />, {
      route: `/rfq/${agoRfqToQuote.id}`,
      handlers: [
        authHandlers.signedInAs({
          ...sessionUsers.supplier,
          preferences: { ...sessionUsers.supplier.preferences, language: 'fr' },
        }),
        rfqHandlers.byId(agoRfqToQuote),
        indices,
        offerHandlers.list([]),
      ],
      language: 'fr',
    });
    // The French catalogue loads before the form speaks it.
    await screen.findByRole('button', { name: 'Déposer l’offre' }, FIRST_LOAD);
    await user.click(await screen.findByRole('radio', { name: 'Formule (indice + différentiel)' }));
    expect(screen.getByLabelText(/^Différentiel \(NGN\/l\)/)).toHaveAttribute('placeholder', 'ex. -2.00');
    expect(screen.getByLabelText(/^Densité/)).toHaveAttribute('placeholder', '845 (valeur par défaut pour AGO)');
    await user.click(screen.getByRole('button', { name: 'Déposer l’offre' }));
    expect(await screen.findByText('Indice de prix inconnu', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByText('Le différentiel doit être un nombre d’au plus 4 décimales')).toBeInTheDocument();
  });
});

describe('RfqDetailScreen: the supplier’s own formula offer', () => {
  it('shows its indicative price as of the quotes’ date with the Formula badge, and revises it as a formula', async () => {
    let revised: unknown = null;
    const revise = trpcMsw.offer.revise.mutation(({ input }) => {
      revised = input;
      return ownFormulaOffer;
    });
    const { user } = renderSupplier(supplierRfqs.quoted, [offerHandlers.list([ownFormulaOffer]), revise]);
    expect(
      await screen.findByText(/^Indicative ₦648\.2275 per unit, ₦162,056,875\.00 in total, as of /, {}, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText(en(FORMULA_TEXTS.badge))).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Gasoil 0\.1% CIF NWE \(GO-CIF-NWE\), average of 5 quotes from the delivery date, − 2\.00 NGN\/l/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: en(OFFER_PRICING_TEXTS.formula) })).toBeChecked();
    expect(screen.getByLabelText(/^Differential/)).toHaveValue('-2.00');
    expect(screen.getByLabelText(/^Days After Delivery/)).toHaveValue('4');
    fillIn(screen.getByLabelText(/^Differential/), '-2.50');
    await user.click(screen.getByRole('button', { name: 'Revise Offer' }));
    expect(await screen.findByText(en(OFFER_NOTICES.revised), {}, FIRST_LOAD)).toBeInTheDocument();
    expect(revised).toMatchObject({
      id: ownFormulaOffer.id,
      offer: {
        pricing: {
          type: 'formula',
          indexId: offerFormIndices.gasoil.id,
          differential: -25_000,
          period: { kind: 'average', daysBefore: 0, daysAfter: 4 },
        },
      },
    });
    expect((revised as { offer: object }).offer).not.toHaveProperty('unitPrice');
  });

  it('words the buyer’s counter on the differential and answers it', async () => {
    let response = '';
    const respond = trpcMsw.offer.respondToCounter.mutation(({ input }) => {
      response = input.response;
      return { ...counteredFormulaOffer, counter: null };
    });
    const { user } = renderSupplier(supplierRfqs.quoted, [offerHandlers.list([counteredFormulaOffer]), respond]);
    expect(
      await screen.findByText(
        'The buyer proposes a differential of −3.00 NGN/l instead of −2.00 NGN/l',
        {},
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept Counter-Offer' }));
    expect(await screen.findByText(en(COUNTER_RESPONSE_NOTICES.accepted), {}, FIRST_LOAD)).toBeInTheDocument();
    expect(response).toBe('accept');
  });

  it('still words a counter on a fixed offer as a unit price', async () => {
    renderSupplier(supplierRfqs.quoted, [
      offerHandlers.list([
        {
          ...ownOffer,
          allowedActions: ['offer.respondToCounter'],
          counter: {
            unitPrice: 6_400_000,
            differential: null,
            note: null,
            status: 'pending',
            createdAt: ownOffer.createdAt,
          },
        },
      ]),
    ]);
    expect(
      await screen.findByText('Proposed unit price: ₦640.00 (your price ₦650.50)', {}, FIRST_LOAD),
    ).toBeInTheDocument();
  });
});
