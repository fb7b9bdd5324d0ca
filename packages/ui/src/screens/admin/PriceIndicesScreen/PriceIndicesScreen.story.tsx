import { PRICING_MESSAGES } from '@energy/domain/schemas/pricing';
import { en } from '@energy/i18n/messages/en/screens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { daysBeforeLatest, priceIndices } from '../../../mocks/fixtures/pricing';
import { authHandlers } from '../../../mocks/handlers';
import { pricingHandlers } from '../../../mocks/pricingHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { PriceIndicesScreen } from './PriceIndicesScreen';

const TEXTS = en.admin.priceIndices;
const ROUTE = '/admin/price-indices';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: ROUTE, path: ROUTE, session: authHandlers.signedInAs(sessionUsers[role]), handlers });
const everything = (overrides: RequestHandler[] = []) => [
  ...overrides,
  pricingHandlers.indices(),
  pricingHandlers.quotes(),
  pricingHandlers.createSucceeds(),
  pricingHandlers.updateSucceeds(),
  pricingHandlers.postQuotesSucceeds(),
];
const named = (template: string, code: string) => template.replace('{code}', code);

/** A CSV with a good row, a day that does not exist, a value with a comma (three cells) and a value in words. */
const BAD_CSV = `date,value\n${daysBeforeLatest(-1)},83.45\n2026-02-30,84.10\n${daysBeforeLatest(-2)},84,05\n${daysBeforeLatest(-3)},n/a`;

const meta = {
  title: 'Admin/PriceIndicesScreen',
  component: PriceIndicesScreen,
  parameters: at('admin', everything()),
} satisfies Meta<typeof PriceIndicesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four indices: three quoted daily, one inactive without a quote yet. */
export const Default: Story = {};

export const Loading: Story = { parameters: at('admin', [pricingHandlers.indicesLoading()]) };

export const Empty: Story = { parameters: at('admin', [pricingHandlers.indices([])]) };

/** The list could not be read. */
export const Error: Story = { parameters: at('admin', [pricingHandlers.indicesFail()]) };

/** Only an admin may open the page. */
export const Forbidden: Story = {
  parameters: at('buyer', []),
  render: () => (
    <ProtectedRoute>
      <PriceIndicesScreen />
    </ProtectedRoute>
  ),
};

/** The gasoil benchmark's quotes over 90 days: the line chart and the table. */
export const Chart: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: named(TEXTS.showNamed, priceIndices.gasoil.code) }));
    await userEvent.click(await page.findByText(TEXTS.quotes.days.replace('{count}', '90')));
    await expect(
      await page.findByRole('heading', { name: named(TEXTS.quotes.title, priceIndices.gasoil.code) }),
    ).toBeInTheDocument();
    await expect(await page.findByText(/^Quotes of GO-CIF-NWE in USD\/t, from/)).toBeInTheDocument();
  },
};

/** The create dialog names each missing field with the schema's message. */
export const CreateValidation: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: TEXTS.create }));
    const dialog = within(await page.findByRole('dialog', { name: TEXTS.form.createTitle }));
    await userEvent.click(dialog.getByRole('button', { name: en.admin.common.create }));
    await expect(await dialog.findByText(PRICING_MESSAGES.codeRequired)).toBeInTheDocument();
    await expect(dialog.getByText(PRICING_MESSAGES.nameRequired)).toBeInTheDocument();
  },
};

/** A CSV import whose preview names its bad rows; nothing can be sent until they are fixed. */
export const ImportPreviewWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: named(TEXTS.importNamed, priceIndices.brent.code) }));
    const dialog = within(await page.findByRole('dialog'));
    await userEvent.click(dialog.getByLabelText(TEXTS.importer.paste));
    await userEvent.paste(BAD_CSV);
    await expect(await dialog.findByText('Date must be a date (YYYY-MM-DD)')).toBeInTheDocument();
    await expect(dialog.getByText(TEXTS.importer.lineProblem)).toBeInTheDocument();
    await expect(dialog.getByText(PRICING_MESSAGES.valueInvalid)).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: /^Import 4 quotes/ })).toBeDisabled();
  },
};

/** The server refuses a row the preview let through (400 naming quotes.1.value): the row shows its message. */
export const ImportServerError: Story = {
  parameters: at(
    'admin',
    everything([pricingHandlers.postQuotesFails([{ path: 'quotes.1.value', message: PRICING_MESSAGES.valueInvalid }])]),
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: named(TEXTS.importNamed, priceIndices.brent.code) }));
    const dialog = within(await page.findByRole('dialog'));
    await userEvent.click(dialog.getByLabelText(TEXTS.importer.paste));
    await userEvent.paste(`${daysBeforeLatest(-1)},83.45\n${daysBeforeLatest(-2)},84.05`);
    await userEvent.click(await dialog.findByRole('button', { name: /^Import 2 quotes/ }));
    await expect(await dialog.findByText(PRICING_MESSAGES.valueInvalid)).toBeInTheDocument();
    await expect(dialog.getByText(TEXTS.importer.fixFirst)).toBeInTheDocument();
  },
};
