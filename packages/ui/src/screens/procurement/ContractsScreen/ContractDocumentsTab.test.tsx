import { translatorFor } from '@energy/i18n/translator';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { contractPaperList, contractWithOrder, measuredOrder } from '../../../mocks/fixtures/contractPapers';
import { invoicedWithin } from '../../../mocks/fixtures/deliveredQuantity';
import { finalPriceContract } from '../../../mocks/fixtures/formulaPricing';
import { contracts } from '../../../mocks/fixtures/procurement';
import { documentHandlers } from '../../../mocks/documentHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { ContractDocumentsTab } from './ContractDocumentsTab';
import { GENERATE_PAPER_TEXTS } from './GeneratePaperMenu';

const en = translatorFor('en');

const renderTab = (
  role: keyof typeof sessionUsers,
  handlers: RequestHandler[],
  contract: Parameters<typeof ContractDocumentsTab>[0]['contract'] = contracts.signed,
) =>
  renderScreen(<ContractDocumentsTab contract={contract} />, {
    route: '/contracts',
    handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers],
  });

describe("ContractDocumentsTab: the contract's papers as PDF", () => {
  it('lists the generated PDFs with the other documents, each with its download link', async () => {
    renderTab('buyer', [documentHandlers.forContract(contractPaperList)]);
    const [contractPdf, invoicePdf] = contractPaperList;
    for (const document of [contractPdf, invoicePdf]) {
      if (!document) throw new Error('fixture');
      expect(await screen.findByText(document.name, {}, FIRST_LOAD)).toBeInTheDocument();
      const link = screen.getByRole('link', { name: `Download ${document.name}` });
      expect(link).toHaveAttribute('href', `/api/documents/${document.id}/download`);
    }
    expect(screen.getByText('Signed')).toBeInTheDocument();
  });

  it("offers a fixed contract's papers and generates the chosen one, saying where it is kept", async () => {
    const seen: unknown[] = [];
    const invoice = contractPaperList[1];
    if (!invoice) throw new Error('fixture');
    const { user } = renderTab('supplier', [
      documentHandlers.forContract([]),
      documentHandlers.generateSucceeds(invoice, seen),
    ]);
    await user.click(await screen.findByRole('button', { name: en(GENERATE_PAPER_TEXTS.generate) }, FIRST_LOAD));
    const menu = within(await screen.findByRole('menu'));
    const items = menu.getAllByRole('menuitem').map((item) => item.textContent);
    const number = contracts.signed.contractNumber;
    expect(items).toEqual([`Contract ${number}`, `Invoice ${number}`]);
    await user.click(menu.getByRole('menuitem', { name: `Invoice ${number}` }));
    await waitFor(() => expect(seen).toEqual([{ id: contracts.signed.id, paper: 'invoice' }]));
    expect(await screen.findByText(en(GENERATE_PAPER_TEXTS.generated, { name: invoice.name }))).toBeInTheDocument();
  });

  it("offers a formula contract's provisional and, its price fixed, final invoice", async () => {
    const { user } = renderTab('buyer', [documentHandlers.forContract([])], finalPriceContract);
    await user.click(await screen.findByRole('button', { name: en(GENERATE_PAPER_TEXTS.generate) }, FIRST_LOAD));
    const number = finalPriceContract.contractNumber;
    const items = within(await screen.findByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([`Contract ${number}`, `Provisional invoice ${number}`, `Final invoice ${number}`]);
  });

  it("offers its order's shipment papers once the shipment has them: the loading ticket and the delivery note", async () => {
    const seen: unknown[] = [];
    const shipment = measuredOrder.shipment;
    const invoice = contractPaperList[1];
    if (!shipment || !invoice) throw new Error('fixture');
    const note = { ...invoice, category: 'pod' as const, name: `Delivery note ${shipment.shipmentNumber}.pdf` };
    const { user } = renderTab(
      'buyer',
      [
        documentHandlers.forContract([]),
        documentHandlers.orderOfContract(measuredOrder),
        documentHandlers.generateForShipmentSucceeds(note, seen),
      ],
      contractWithOrder,
    );
    await user.click(await screen.findByRole('button', { name: en(GENERATE_PAPER_TEXTS.generate) }, FIRST_LOAD));
    const menu = within(await screen.findByRole('menu'));
    const number = shipment.shipmentNumber;
    expect(await menu.findByRole('menuitem', { name: `Delivery note ${number}` })).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: `Loading ticket ${number}` })).toBeInTheDocument();
    await user.click(menu.getByRole('menuitem', { name: `Delivery note ${number}` }));
    await waitFor(() => expect(seen).toEqual([{ id: shipment.id, paper: 'delivery_note' }]));
    expect(await screen.findByText(en(GENERATE_PAPER_TEXTS.generated, { name: note.name }))).toBeInTheDocument();
  });

  it("offers a fixed contract's final invoice once its order's final invoice on what was delivered is issued", async () => {
    const { user } = renderTab(
      'supplier',
      [
        documentHandlers.forContract([]),
        documentHandlers.orderOfContract({ ...measuredOrder, delivery: invoicedWithin.delivery }),
      ],
      contractWithOrder,
    );
    await user.click(await screen.findByRole('button', { name: en(GENERATE_PAPER_TEXTS.generate) }, FIRST_LOAD));
    const menu = within(await screen.findByRole('menu'));
    const number = contractWithOrder.contractNumber;
    expect(await menu.findByRole('menuitem', { name: `Final invoice ${number}` })).toBeInTheDocument();
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining([`Contract ${number}`, `Invoice ${number}`, `Final invoice ${number}`]),
    );
  });

  it("shows the server's refusal", async () => {
    const { user } = renderTab('supplier', [documentHandlers.forContract([]), documentHandlers.generateRefused()]);
    await user.click(await screen.findByRole('button', { name: en(GENERATE_PAPER_TEXTS.generate) }, FIRST_LOAD));
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', {
        name: `Contract ${contracts.signed.contractNumber}`,
      }),
    );
    expect(await screen.findByText(en(GENERATE_PAPER_TEXTS.generateFailed))).toBeInTheDocument();
    expect(screen.getByText('This document is not available for this contract')).toBeInTheDocument();
  });

  it('offers no Generate PDF to finance, who reads the documents but uploads none', async () => {
    renderTab('finance', [documentHandlers.forContract(contractPaperList)]);
    expect(await screen.findByText(contractPaperList[0]?.name ?? '', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en(GENERATE_PAPER_TEXTS.generate) })).not.toBeInTheDocument();
  });
});
