import { translatorFor } from '@energy/i18n/translator';
import { RFQ_MESSAGES } from '@energy/domain/schemas/rfq';
import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { manyRfqs, supplierRfqList, supplierRfqs, type RfqFixture } from '../../../mocks/fixtures/procurement';
import { authHandlers } from '../../../mocks/handlers';
import { organizationHandlers } from '../../../mocks/fulfilmentHandlers';
import { rfqHandlers } from '../../../mocks/procurementHandlers';
import { budgetHandlers } from '../../../mocks/budgetHandlers';
import { orgMarks } from '../../../test-utils/orgMarks';
import { storyScreen } from '../../../test-utils/storyParameters';
import { RFQ_NOTICES } from './CreateRfqForm';
import { RfqManagementScreen } from './RfqManagementScreen';
import { FIRST_LOAD } from '../../../test-utils/waits';

/** The English texts the screen shows (the catalogue's keys are what the screens export). */
const en = translatorFor('en');

const at = (role: keyof typeof sessionUsers, handlers = [rfqHandlers.list()]) =>
  storyScreen({ route: '/rfq', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const meta = {
  title: 'Procurement/RfqManagementScreen',
  component: RfqManagementScreen,
  parameters: at('buyer'),
} satisfies Meta<typeof RfqManagementScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens Create RFQ and fills every required field with a valid value; returns the dialog. */
async function fillValidRfq(canvasElement: HTMLElement) {
  const page = pageOf(canvasElement);
  await userEvent.click(await page.findByRole('button', { name: 'Create RFQ' }));
  const dialog = within(await page.findByRole('dialog', { name: 'Create RFQ' }));
  const choose = async (label: string, option: string) => {
    await userEvent.click(dialog.getByRole('combobox', { name: label }));
    await userEvent.click(await page.findByRole('option', { name: option }));
  };
  const longDate = (daysAhead: number) => dayjs().add(daysAhead, 'day').format('MMMM D, YYYY');
  // Pasted, one input event per field, as a user pasting would: typing every character re-renders the whole form.
  const paste = async (label: RegExp, text: string) => {
    await userEvent.click(dialog.getByLabelText(label));
    await userEvent.paste(text);
  };
  await paste(/^Title/, 'AGO for depot');
  await choose('Product Type', 'Crude Oil');
  await paste(/^Quantity\W*$/, '250000');
  await choose('Unit', 'barrels');
  await paste(/^Delivery Location/, 'Apapa, Lagos');
  await paste(/^Delivery Date/, longDate(40));
  await paste(/^Close Date/, longDate(10));
  return dialog;
}

/** The buyer's RFQs, with the Create RFQ button. */
export const Default: Story = {};

export const Loading: Story = { parameters: at('buyer', [rfqHandlers.listLoading()]) };

export const Empty: Story = { parameters: at('buyer', [rfqHandlers.list([])]) };

export const Error: Story = { parameters: at('buyer', [rfqHandlers.listFails()]) };

/** More RFQs than one page: the first 50, then the rest after Load more. */
export const MorePages: Story = {
  parameters: at('buyer', [rfqHandlers.list(manyRfqs)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }, FIRST_LOAD));
    // The second page's rows render after the first page's 50: a long list on a busy machine.
    await expect(await canvas.findByText(`Paged tender ${manyRfqs.length}`, {}, FIRST_LOAD)).toBeInTheDocument();
  },
};

/** Logistics may not open /rfq: the colleague's guard shows the denial page. */
export const Forbidden: Story = {
  parameters: at('logistics'),
  render: () => (
    <ProtectedRoute>
      <RfqManagementScreen />
    </ProtectedRoute>
  ),
};

/** Suppliers see "RFQ Opportunities": open RFQs and the ones they quoted, no Create button. */
export const Supplier: Story = { parameters: at('supplier', [rfqHandlers.list(supplierRfqList)]) };

export const SupplierEmpty: Story = { parameters: at('supplier', [rfqHandlers.list([])]) };

/** An admin raises RFQs on behalf of a buyer organization, chosen in the dialog. */
export const Admin: Story = {
  parameters: at('admin', [
    rfqHandlers.list(),
    organizationHandlers.list([
      {
        id: '0b7c0000-0000-4000-8000-000000000001',
        name: 'Lagos Power & Industrial Ltd',
        type: 'buyer',
        verification: 'verified',
        isOwn: false,
        memberCount: 2,
      },
    ]),
  ]),
};

/** The Create RFQ dialog submitted empty: every required-field message. */
export const CreateRfqValidation: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Create RFQ' }));
    await userEvent.click(await page.findByRole('button', { name: 'Submit RFQ' }));
    await expect(await page.findByText('Title is required')).toBeInTheDocument();
  },
};

/** The server refuses: details joined into the destructive notice. */
export const CreateRfqFails: Story = {
  parameters: at('buyer', [
    rfqHandlers.list(),
    rfqHandlers.createFails('Validation failed', [{ path: 'closeDate', message: RFQ_MESSAGES.closeAfterDelivery }]),
  ]),
  play: async ({ canvasElement }) => {
    const dialog = await fillValidRfq(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit RFQ' }));
    const page = pageOf(canvasElement);
    await expect(await page.findByText(en(RFQ_NOTICES.createFailed))).toBeInTheDocument();
    await expect(page.getByText(`Close Date: ${RFQ_MESSAGES.closeAfterDelivery}`)).toBeInTheDocument();
  },
};

/** Fill the dialog and submit: the 'RFQ Created' notice, the dialog closes and the list reloads. */
export const CreateRfqSucceeds: Story = {
  parameters: at('buyer', [rfqHandlers.list(), rfqHandlers.createSucceeds()]),
  play: async ({ canvasElement }) => {
    const dialog = await fillValidRfq(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit RFQ' }));
    const page = pageOf(canvasElement);
    await expect(await page.findByText(en(RFQ_NOTICES.created))).toBeInTheDocument();
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Create RFQ' })).not.toBeInTheDocument());
  },
};

/** /rfq/new, the Create RFQ form's deep link: the list with the dialog open; Cancel returns to /rfq. */
export const CreateRfqDeepLink: Story = {
  parameters: storyScreen({
    route: '/rfq/new',
    session: authHandlers.signedInAs(sessionUsers.buyer),
    handlers: [rfqHandlers.list()],
  }),
  play: async ({ canvasElement }) => {
    await expect(await pageOf(canvasElement).findByRole('dialog', { name: 'Create RFQ' })).toBeInTheDocument();
  },
};

/** An RFQ from a buyer organization whose KYB review is still open. */
const unverifiedBuyersRfq: RfqFixture = {
  ...supplierRfqs.published,
  id: '7e1a0000-0000-4000-8000-000000000031',
  rfqNumber: 'RFQ-2026-000031',
  title: 'LPG for Kano bottling plant',
  buyerOrgId: '5a0c2d3e-0000-4000-8000-0000000000b9',
  buyerOrgName: 'Kano Fuel Traders',
  buyerOrgVerified: false,
};

/** Suppliers read whose RFQ each is: a verified buyer carries the Verified mark, an unverified one its name alone. */
export const SupplierSeesVerifiedBuyers: Story = {
  parameters: at('supplier', [rfqHandlers.list([...supplierRfqList, unverifiedBuyersRfq])]),
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(orgMarks(body, supplierRfqs.published.buyerOrgName)).toContain('verified'));
    await waitFor(() => expect(orgMarks(body, unverifiedBuyersRfq.buyerOrgName)).toEqual(['none']));
  },
};

/** Specifications and terms as name–value rows, beside the refined product type. */
export const CreateRfqSpecificationsAndTerms: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Create RFQ' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Create RFQ' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add specification' }));
    await userEvent.click(dialog.getByRole('textbox', { name: 'Specifications name 1' }));
    await userEvent.paste('API gravity');
    await userEvent.click(dialog.getByRole('textbox', { name: 'Specifications value 1' }));
    await userEvent.paste('32-36');
    await userEvent.click(dialog.getByRole('button', { name: 'Add term' }));
    await userEvent.click(dialog.getByRole('textbox', { name: 'Terms name 1' }));
    await userEvent.paste('Incoterms');
    await expect(dialog.getByRole('textbox', { name: 'Specifications value 1' })).toHaveValue('32-36');
  },
};

/** An estimate above the remaining budget: a warning, and Submit RFQ stays available. */
export const CreateRfqBudgetWarning: Story = {
  parameters: at('buyer', [rfqHandlers.list(), rfqHandlers.createSucceeds(), budgetHandlers.list()]),
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Create RFQ' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Create RFQ' }));
    await userEvent.click(await dialog.findByRole('textbox', { name: /^Estimated Value/ }));
    await userEvent.paste('999999999');
    await expect(await dialog.findByRole('alert')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Submit RFQ' })).toBeEnabled();
  },
};

/** With changes, Escape asks before discarding them. */
export const CreateRfqDiscardQuestion: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Create RFQ' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Create RFQ' }));
    await userEvent.click(await dialog.findByLabelText(/^Title/));
    await userEvent.paste('AGO for depot');
    await userEvent.keyboard('{Escape}');
    await expect(await page.findByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
  },
};
