import { translatorFor } from '@energy/i18n/translator';
import { formatMoney } from '@energy/domain/money';
import { RFQ_MESSAGES } from '@energy/domain/schemas/rfq';
import { DELIVERY_TERMS_MESSAGES } from '@energy/domain/schemas/delivery-terms';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORM_DIALOG_TEXTS } from '../../../components/forms/FormDialog';
import { KEY_VALUE_TEXTS } from '../../../components/forms/KeyValueRows';
import { BUDGET_TEXTS } from '../../../components/procurement/budgets';
import { budgetHandlers } from '../../../mocks/budgetHandlers';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { monthlyBudget, refinedQuarterBudget } from '../../../mocks/fixtures/budgets';
import { rfqs } from '../../../mocks/fixtures/procurement';
import { authHandlers, serverError, trpcMsw } from '../../../mocks/handlers';
import { rfqHandlers } from '../../../mocks/procurementHandlers';
import { fillIn, longDate } from '../../../test-utils/fillIn';
import { renderScreen, type Rendered } from '../../../test-utils/render';
import { RFQ_NOTICES } from './CreateRfqForm';
import { RfqManagementScreen } from './RfqManagementScreen';

/** The English texts the screen shows (the catalogue's keys are what the screens export). */
const en = translatorFor('en');

const created = {
  ...rfqs.published,
  id: '7e1a0000-0000-4000-8000-000000000098',
  rfqNumber: 'RFQ-2026-000098',
  title: 'AGO for depot',
};
const render = (handlers = [rfqHandlers.list()]) =>
  renderScreen(<RfqManagementScreen />, {
    route: '/rfq',
    handlers: [authHandlers.signedInAs(sessionUsers.buyer), ...handlers],
  });
const dialog = () => within(screen.getByRole('dialog', { name: 'Create RFQ' }));
const recordingCreate = (sent: unknown[]) =>
  trpcMsw.rfq.create.mutation(({ input }) => {
    sent.push(input);
    return created;
  });

async function openCreateDialog({ user }: Rendered) {
  await user.click(await screen.findByRole('button', { name: 'Create RFQ' }));
  await dialog().findByRole('button', { name: 'Submit RFQ' });
}

async function choose({ user }: Rendered, label: string, option: string) {
  await user.click(dialog().getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** A valid refined-products RFQ closing tomorrow (within the budgets' quarter). */
async function fillRefinedRfq(rendered: Rendered) {
  fillIn(dialog().getByLabelText(/^Title/), 'AGO for depot');
  await choose(rendered, 'Product Type', 'Refined Products');
  await choose(rendered, 'Refined Product Type', 'AGO');
  fillIn(dialog().getByLabelText(/^Quantity\W*$/), '45000');
  await choose(rendered, 'Unit', 'liters');
  fillIn(dialog().getByLabelText(/^Delivery Location/), 'Apapa, Lagos');
  fillIn(dialog().getByLabelText(/^Delivery Date/), longDate(40));
  fillIn(dialog().getByLabelText(/^Close Date/), longDate(1));
}

async function addRow({ user }: Rendered, label: string, name: string, value: string) {
  await user.click(dialog().getByRole('button', { name: KEY_VALUE_TEXTS.add(label) }));
  const group = within(dialog().getByRole('group', { name: label }));
  const names = group.getAllByRole('textbox', { name: new RegExp(`^${label} name`) });
  const values = group.getAllByRole('textbox', { name: new RegExp(`^${label} value`) });
  fillIn(names.at(-1) as HTMLElement, name);
  fillIn(values.at(-1) as HTMLElement, value);
}

describe('Create RFQ form: specifications and terms', () => {
  it('sends the specification and term rows as records, keeping the refined product type and sealed bids', async () => {
    const sent: unknown[] = [];
    const rendered = render([rfqHandlers.list(), recordingCreate(sent)]);
    await openCreateDialog(rendered);
    await fillRefinedRfq(rendered);
    await addRow(rendered, 'Specifications', 'Sulphur', '≤ 50 ppm');
    await addRow(rendered, 'Specifications', 'Density', '820-845 kg/m³');
    await addRow(rendered, 'Terms', 'Incoterms', 'DAP Apapa');
    await rendered.user.click(dialog().getByRole('button', { name: 'Submit RFQ' }));
    expect(await screen.findByText(en(RFQ_NOTICES.created))).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      productType: 'refined-products',
      specifications: { Sulphur: '≤ 50 ppm', Density: '820-845 kg/m³', refinedProductType: 'AGO' },
      terms: { Incoterms: 'DAP Apapa', sealedBids: false },
    });
  }, 60_000);

  it('asks for a name beside a value, refuses a repeated name and the names the form sets itself, and removes a row', async () => {
    const sent: unknown[] = [];
    const rendered = render([rfqHandlers.list(), recordingCreate(sent)]);
    await openCreateDialog(rendered);
    await fillRefinedRfq(rendered);
    await addRow(rendered, 'Specifications', '', 'no name');
    await addRow(rendered, 'Terms', 'Incoterms', 'DAP');
    await addRow(rendered, 'Terms', 'Incoterms', 'FOB');
    await addRow(rendered, 'Terms', 'sealedBids', 'yes');
    await rendered.user.click(dialog().getByRole('button', { name: 'Submit RFQ' }));
    expect(await dialog().findByText(KEY_VALUE_TEXTS.nameRequired)).toBeInTheDocument();
    expect(dialog().getByText(KEY_VALUE_TEXTS.nameTaken)).toBeInTheDocument();
    expect(dialog().getByText(KEY_VALUE_TEXTS.nameReserved('sealedBids'))).toBeInTheDocument();
    expect(sent).toEqual([]);
    await rendered.user.click(dialog().getByRole('button', { name: KEY_VALUE_TEXTS.remove('Specifications', 1) }));
    await rendered.user.click(dialog().getByRole('button', { name: KEY_VALUE_TEXTS.remove('Terms', 3) }));
    await rendered.user.click(dialog().getByRole('button', { name: KEY_VALUE_TEXTS.remove('Terms', 2) }));
    await rendered.user.click(dialog().getByRole('button', { name: 'Submit RFQ' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      specifications: { refinedProductType: 'AGO' },
      terms: { Incoterms: 'DAP', sealedBids: false },
    });
  }, 60_000);
});

describe('Create RFQ form: delivery terms', () => {
  it('shows the defaults in the empty fields, refuses a tolerance above 20 %, and sends the terms given (the rate in major units)', async () => {
    const sent: unknown[] = [];
    const rendered = render([rfqHandlers.list(), recordingCreate(sent)]);
    await openCreateDialog(rendered);
    await fillRefinedRfq(rendered);
    const tolerance = dialog().getByLabelText(/^Quantity tolerance/);
    expect(tolerance).toHaveAttribute('placeholder', '5.00');
    expect(dialog().getByLabelText(/^Allowed transit loss/)).toHaveAttribute('placeholder', '0.30');
    expect(dialog().getByLabelText(/^Free time at the delivery site/)).toHaveAttribute('placeholder', '2.00');
    fillIn(tolerance, '25');
    await rendered.user.click(dialog().getByRole('button', { name: 'Submit RFQ' }));
    expect(await dialog().findByText(DELIVERY_TERMS_MESSAGES.toleranceRange)).toBeInTheDocument();
    expect(sent).toEqual([]);
    fillIn(tolerance, '2');
    fillIn(dialog().getByLabelText(/^Demurrage rate per hour/), '250');
    await rendered.user.click(dialog().getByRole('button', { name: 'Submit RFQ' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ deliveryTerms: { quantityTolerancePct: '2.00', demurrageRate: 25_000 } });
    expect((sent[0] as { deliveryTerms: object }).deliveryTerms).not.toHaveProperty('freeTimeHours');
  }, 60_000);
});

describe('Create RFQ form in French', () => {
  it('names the specification rows, their buttons and their errors in French', async () => {
    const { user } = renderScreen(<RfqManagementScreen />, {
      route: '/rfq',
      language: 'fr',
      handlers: [authHandlers.signedInAs(sessionUsers.buyer), rfqHandlers.list()],
    });
    await user.click(await screen.findByRole('button', { name: 'Créer une demande de prix' }, { timeout: 10_000 }));
    const form = within(await screen.findByRole('dialog', { name: 'Créer une demande de prix' }));
    await user.click(await form.findByRole('button', { name: 'Ajouter une ligne : Spécifications' }));
    const rows = within(form.getByRole('group', { name: 'Spécifications' }));
    fillIn(rows.getByRole('textbox', { name: 'Spécifications : valeur 1' }), 'sans nom');
    expect(rows.getByRole('textbox', { name: 'Spécifications : nom 1' })).toHaveAttribute('placeholder', 'Nom');
    await user.click(form.getByRole('button', { name: 'Envoyer la demande de prix' }));
    expect(await form.findByText('Saisissez un nom pour cette valeur')).toBeInTheDocument();
    expect(form.queryByText(KEY_VALUE_TEXTS.nameRequired)).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Supprimer la ligne 1 : Spécifications' }));
    expect(rows.queryByRole('textbox', { name: 'Spécifications : nom 1' })).not.toBeInTheDocument();
  }, 60_000);
});

describe('Create RFQ form: the budget warning', () => {
  it('warns when the estimate passes a remaining budget of the current period, and still sends the RFQ', async () => {
    const sent: unknown[] = [];
    const rendered = render([rfqHandlers.list(), budgetHandlers.list(), recordingCreate(sent)]);
    await openCreateDialog(rendered);
    await fillRefinedRfq(rendered);
    // ₦10,000,000.00: above the refined-products quarter's remaining, below the month's.
    fillIn(dialog().getByLabelText(/^Estimated Value/), '10000000');
    const alert = within(await dialog().findByRole('alert'));
    expect(alert.getByText(BUDGET_TEXTS.warningTitle)).toBeInTheDocument();
    expect(
      alert.getByText(
        new RegExp(
          `remaining budget of ${formatMoney(refinedQuarterBudget.remaining, 'NGN').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
        ),
      ),
    ).toBeInTheDocument();
    expect(alert.queryByText(/all product types/)).not.toBeInTheDocument();
    await rendered.user.click(dialog().getByRole('button', { name: 'Submit RFQ' }));
    expect(await screen.findByText(en(RFQ_NOTICES.created))).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('estimate');
  }, 60_000);

  it('says nothing under the remaining budget, or for another product type', async () => {
    const rendered = render([rfqHandlers.list(), budgetHandlers.list()]);
    await openCreateDialog(rendered);
    await fillRefinedRfq(rendered);
    fillIn(dialog().getByLabelText(/^Estimated Value/), '1000');
    await choose(rendered, 'Product Type', 'Electricity');
    fillIn(dialog().getByLabelText(/^Estimated Value/), String(monthlyBudget.remaining / 100 - 1));
    await waitFor(() => expect(dialog().queryByRole('alert')).not.toBeInTheDocument());
    fillIn(dialog().getByLabelText(/^Estimated Value/), String(monthlyBudget.remaining / 100 + 1));
    expect(await dialog().findByText(/all product types/)).toBeInTheDocument();
  }, 60_000);
});

describe('Create RFQ dialog', () => {
  it('closes only the Close Date picker on Escape; with changes, Escape then asks before discarding', async () => {
    const rendered = render();
    await openCreateDialog(rendered);
    fillIn(dialog().getByLabelText(/^Title/), 'AGO for depot');
    await rendered.user.click(dialog().getByLabelText(/^Close Date/));
    await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).not.toBeNull());
    await rendered.user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).toBeNull());
    expect(dialog().getByLabelText(/^Title/)).toHaveValue('AGO for depot');
    await rendered.user.keyboard('{Escape}');
    await rendered.user.click(
      within(await screen.findByRole('dialog', { name: FORM_DIALOG_TEXTS.discardTitle })).getByRole('button', {
        name: FORM_DIALOG_TEXTS.discard,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create RFQ' })).not.toBeInTheDocument());
  }, 60_000);

  it('names refused fields by their labels in the notice and shows each message on its field', async () => {
    const details = [
      { path: 'closeDate', message: RFQ_MESSAGES.closeAfterDelivery },
      { path: 'deliveryLocation', message: 'Delivery location is too long' },
    ];
    const refuse = trpcMsw.rfq.create.mutation(() => {
      throw serverError('BAD_REQUEST', 'Validation failed', details);
    });
    const rendered = render([rfqHandlers.list(), refuse]);
    await openCreateDialog(rendered);
    await fillRefinedRfq(rendered);
    await rendered.user.click(dialog().getByRole('button', { name: 'Submit RFQ' }));
    expect(
      await screen.findByText(
        `Close Date: ${RFQ_MESSAGES.closeAfterDelivery}, Delivery Location: Delivery location is too long`,
      ),
    ).toBeInTheDocument();
    expect(dialog().getByText(RFQ_MESSAGES.closeAfterDelivery)).toBeInTheDocument();
    expect(dialog().getByText('Delivery location is too long')).toBeInTheDocument();
  }, 60_000);
});
