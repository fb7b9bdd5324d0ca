import { PRICING_MESSAGES } from '@energy/domain/schemas/pricing';
import { en } from '@energy/i18n/messages/en/screens';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { daysBeforeLatest, priceIndices, QUOTES_CSV } from '../../../mocks/fixtures/pricing';
import { authHandlers, serverError, trpcMsw } from '../../../mocks/handlers';
import { pricingHandlers } from '../../../mocks/pricingHandlers';
import { fillIn } from '../../../test-utils/fillIn';
import { renderScreen } from '../../../test-utils/render';
import { PriceIndicesScreen } from './PriceIndicesScreen';
import { FIRST_LOAD } from '../../../test-utils/waits';

const TEXTS = en.admin.priceIndices;
const named = (template: string, code: string) => template.replace('{code}', code);

const renderIndices = (handlers: RequestHandler[] = []) =>
  renderScreen(<PriceIndicesScreen />, {
    route: '/admin/price-indices',
    handlers: [
      authHandlers.signedInAs(sessionUsers.admin),
      ...handlers,
      pricingHandlers.indices(),
      pricingHandlers.quotes(),
    ],
  });
const rowOf = (code: string) => {
  const row = screen.getByText(code).closest('tr');
  if (!row) throw new Error(`no row for ${code}`);
  return within(row);
};
const dialog = () => within(screen.getByRole('dialog'));

describe('PriceIndicesScreen', () => {
  it('lists each index with its publisher, price unit, status and latest quote, and its Edit and Import buttons', async () => {
    renderIndices();
    await screen.findByText(priceIndices.gasoil.code, {}, FIRST_LOAD);
    const gasoil = rowOf(priceIndices.gasoil.code);
    expect(gasoil.getByText(priceIndices.gasoil.name)).toBeInTheDocument();
    expect(gasoil.getAllByText('Platts').length).toBeGreaterThan(0);
    expect(
      gasoil.getByText(`${Number(priceIndices.gasoil.latestValue).toLocaleString('en-US')} USD/t`),
    ).toBeInTheDocument();
    expect(gasoil.getByText('Nov 26, 2026')).toBeInTheDocument();
    expect(gasoil.getByText(TEXTS.active)).toBeInTheDocument();
    expect(gasoil.getByRole('button', { name: `Edit ${priceIndices.gasoil.code}` })).toBeInTheDocument();
    expect(
      gasoil.getByRole('button', { name: named(TEXTS.importNamed, priceIndices.gasoil.code) }),
    ).toBeInTheDocument();
    const henryHub = rowOf(priceIndices.henryHub.code);
    expect(henryHub.getByText(TEXTS.inactive)).toBeInTheDocument();
    expect(henryHub.getByText(TEXTS.noQuote)).toBeInTheDocument();
  });

  it('offers no Edit or Import on a row whose allowedActions do not list them', async () => {
    renderScreen(<PriceIndicesScreen />, {
      route: '/admin/price-indices',
      handlers: [
        authHandlers.signedInAs(sessionUsers.admin),
        pricingHandlers.indices([{ ...priceIndices.brent, allowedActions: [] }]),
      ],
    });
    await screen.findByText(priceIndices.brent.code, {}, FIRST_LOAD);
    expect(screen.queryByRole('button', { name: `Edit ${priceIndices.brent.code}` })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: named(TEXTS.importNamed, priceIndices.brent.code) }),
    ).not.toBeInTheDocument();
  });

  it("shows the selected index's quotes for the chosen range, newest first", async () => {
    const { user } = renderIndices();
    await user.click(
      await screen.findByRole('button', { name: named(TEXTS.showNamed, priceIndices.brent.code) }, FIRST_LOAD),
    );
    expect(await screen.findByRole('heading', { name: `Quotes of ${priceIndices.brent.code}` })).toBeInTheDocument();
    expect(
      await screen.findByText(/^Quotes of BRENT-DTD in USD\/bbl, from Oct 28, 2026 to Nov 26, 2026$/),
    ).toBeInTheDocument();
    const quoteRows = () =>
      within(
        screen.getByRole('columnheader', { name: 'Value (USD/bbl)' }).closest('table') as HTMLElement,
      ).getAllByRole('row');
    expect(quoteRows()).toHaveLength(31);
    expect(quoteRows()[1]).toHaveTextContent(`Nov 26, 2026${Number(priceIndices.brent.latestValue)}`);
    await user.click(screen.getByText('Last 90 days'));
    expect(await screen.findByText(/from Aug 29, 2026 to Nov 26, 2026$/)).toBeInTheDocument();
    await waitFor(() => expect(quoteRows()).toHaveLength(91));
  });

  it("names the missing fields and a bad code with the schema's messages, and sends nothing", async () => {
    const sent: unknown[] = [];
    const { user } = renderIndices([
      trpcMsw.pricing.createIndex.mutation(({ input }) => {
        sent.push(input);
        return { ...priceIndices.henryHub, code: input.code };
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: TEXTS.create }, FIRST_LOAD));
    await screen.findByRole('dialog', { name: TEXTS.form.createTitle });
    await user.click(dialog().getByRole('button', { name: en.admin.common.create }));
    expect(await dialog().findByText(PRICING_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(dialog().getByText(PRICING_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(dialog().getByText(PRICING_MESSAGES.publisherRequired)).toBeInTheDocument();
    fillIn(dialog().getByLabelText(/^Code/), 'brent dtd');
    await user.click(dialog().getByRole('button', { name: en.admin.common.create }));
    expect(await dialog().findByText(PRICING_MESSAGES.codeInvalid)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("creates an index, showing the server's refusal of a taken code on the field first", async () => {
    const sent: unknown[] = [];
    const create = trpcMsw.pricing.createIndex.mutation(({ input }) => {
      sent.push(input);
      if (input.code === priceIndices.brent.code)
        throw serverError('CONFLICT', PRICING_MESSAGES.duplicateCode, [
          { path: 'code', message: PRICING_MESSAGES.duplicateCode },
        ]);
      return { ...priceIndices.henryHub, code: input.code, name: input.name, publisher: input.publisher };
    });
    const { user } = renderIndices([create]);
    await user.click(await screen.findByRole('button', { name: TEXTS.create }, FIRST_LOAD));
    await screen.findByRole('dialog', { name: TEXTS.form.createTitle });
    fillIn(dialog().getByLabelText(/^Code/), priceIndices.brent.code);
    fillIn(dialog().getByLabelText(/^Name/), 'Dated Brent');
    fillIn(dialog().getByLabelText(/^Publisher/), 'Platts');
    await user.click(dialog().getByRole('button', { name: en.admin.common.create }));
    expect(await dialog().findByText(PRICING_MESSAGES.duplicateCode)).toBeInTheDocument();
    fillIn(dialog().getByLabelText(/^Code/), 'BRENT-FWD');
    await user.click(dialog().getByRole('button', { name: en.admin.common.create }));
    expect(await screen.findByText(TEXTS.form.created)).toBeInTheDocument();
    expect(sent).toEqual([
      { code: 'BRENT-DTD', name: 'Dated Brent', publisher: 'Platts', currency: 'USD', unit: 'bbl', active: true },
      { code: 'BRENT-FWD', name: 'Dated Brent', publisher: 'Platts', currency: 'USD', unit: 'bbl', active: true },
    ]);
  });

  it('edits an index: its code stays, the changed fields are sent', async () => {
    const sent: unknown[] = [];
    const { user } = renderIndices([
      trpcMsw.pricing.updateIndex.mutation(({ input }) => {
        sent.push(input);
        return { ...priceIndices.brent, name: input.name ?? priceIndices.brent.name };
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: `Edit ${priceIndices.brent.code}` }, FIRST_LOAD));
    await screen.findByRole('dialog', { name: TEXTS.form.editTitle });
    expect(dialog().getByLabelText(/^Code/)).toBeDisabled();
    fillIn(dialog().getByLabelText(/^Name/), 'Dated Brent (Platts)');
    await user.click(dialog().getByRole('button', { name: en.admin.common.saveChanges }));
    expect(await screen.findByText(TEXTS.form.updated)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        id: priceIndices.brent.id,
        name: 'Dated Brent (Platts)',
        publisher: 'Platts',
        currency: 'USD',
        unit: 'bbl',
        active: true,
      },
    ]);
  });

  it('previews a CSV, naming each bad row, and sends nothing until every row is right', async () => {
    const sent: unknown[] = [];
    const { user } = renderIndices([
      trpcMsw.pricing.postQuotes.mutation(({ input }) => {
        sent.push(input);
        return { inserted: 1, replaced: 0 };
      }),
    ]);
    await user.click(
      await screen.findByRole('button', { name: named(TEXTS.importNamed, priceIndices.brent.code) }, FIRST_LOAD),
    );
    await screen.findByRole('dialog', { name: `Import Quotes into ${priceIndices.brent.code}` });
    await user.click(dialog().getByLabelText(TEXTS.importer.paste));
    await user.paste(`date,value\n${daysBeforeLatest(-1)},83.45\n2026-02-30,84.10\n${daysBeforeLatest(-1)},84.05`);
    const preview = within(dialog().getByRole('table', { name: TEXTS.importer.preview }));
    const line = (n: number) => within(preview.getByRole('cell', { name: String(n) }).closest('tr') as HTMLElement);
    expect(line(2).getByText(TEXTS.importer.ok)).toBeInTheDocument();
    expect(line(3).getByText('Date must be a date (YYYY-MM-DD)')).toBeInTheDocument();
    expect(line(4).getByText(PRICING_MESSAGES.duplicateDay)).toBeInTheDocument();
    expect(dialog().getByText('3 rows, 2 with errors')).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Import 3 quotes' })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it("imports a CSV file in one post and says how many quotes were inserted and replaced; a server's 400 lands on its row", async () => {
    const sent: unknown[] = [];
    const post = trpcMsw.pricing.postQuotes.mutation(({ input }) => {
      sent.push(input);
      if (sent.length === 1)
        throw serverError('BAD_REQUEST', PRICING_MESSAGES.valueInvalid, [
          { path: 'quotes.2.value', message: PRICING_MESSAGES.valueInvalid },
        ]);
      return { inserted: 2, replaced: 1 };
    });
    const { user } = renderIndices([post]);
    await user.click(
      await screen.findByRole('button', { name: named(TEXTS.importNamed, priceIndices.brent.code) }, FIRST_LOAD),
    );
    await screen.findByRole('dialog');
    // Mantine's FileInput is a button over a hidden file input, the one a file is chosen through.
    const fileInput = screen.getByRole('dialog').querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(fileInput, new File([QUOTES_CSV], 'brent.csv', { type: 'text/csv' }));
    expect(await dialog().findByText('3 rows, no errors')).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Import 3 quotes' }));
    const preview = within(dialog().getByRole('table', { name: TEXTS.importer.preview }));
    expect(await preview.findByText(PRICING_MESSAGES.valueInvalid)).toBeInTheDocument();
    expect(
      within(preview.getByRole('cell', { name: '4' }).closest('tr') as HTMLElement).getByText(
        PRICING_MESSAGES.valueInvalid,
      ),
    ).toBeInTheDocument();
    // The same rows, sent again once the text is touched, go through.
    fillIn(dialog().getByLabelText(TEXTS.importer.paste), `${QUOTES_CSV} `);
    await user.click(dialog().getByRole('button', { name: 'Import 3 quotes' }));
    expect(await screen.findByText('2 quotes inserted, 1 replaced')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      id: priceIndices.brent.id,
      quotes: [
        { date: daysBeforeLatest(0), value: '83.10' },
        { date: daysBeforeLatest(-1), value: '83.45' },
        { date: daysBeforeLatest(-2), value: '84.05' },
      ],
    });
  });
});
