import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { contractPaperList, contractWithOrder, measuredOrder } from '../../../mocks/fixtures/contractPapers';
import { finalPriceContract } from '../../../mocks/fixtures/formulaPricing';
import { contracts } from '../../../mocks/fixtures/procurement';
import { documentHandlers } from '../../../mocks/documentHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { ContractDocumentsTab } from './ContractDocumentsTab';

const invoice = contractPaperList[1];

/** A contract's Documents tab with the PDFs the platform rendered for it (the contract and its invoices). */
const meta = {
  title: 'Procurement/Contracts/DocumentsTab',
  component: ContractDocumentsTab,
  args: { contract: contracts.signed },
  parameters: storyScreen({
    route: '/contracts',
    session: authHandlers.signedInAs(sessionUsers.supplier),
    handlers: [
      documentHandlers.forContract(contractPaperList),
      ...(invoice ? [documentHandlers.generateSucceeds(invoice)] : []),
    ],
  }),
} satisfies Meta<typeof ContractDocumentsTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The signed contract's PDF and its invoice, listed with their downloads; Generate PDF offers both papers. */
export const GeneratedPapers: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const number = contracts.signed.contractNumber;
    await expect(await page.findByText(`Contract ${number}.pdf`, {}, FIRST_LOAD)).toBeInTheDocument();
    await expect(page.getByRole('link', { name: `Download Invoice ${number}.pdf` })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Generate PDF' }));
    await expect(await page.findByRole('menuitem', { name: `Invoice ${number}` })).toBeInTheDocument();
    // Closed again: the page as the list shows it.
    await userEvent.keyboard('{Escape}');
  },
};

/** A formula contract whose final price is fixed: its provisional and final invoices are offered. */
export const FormulaContractPapers: Story = {
  args: { contract: finalPriceContract },
  parameters: storyScreen({
    route: '/contracts',
    session: authHandlers.signedInAs(sessionUsers.buyer),
    handlers: [documentHandlers.forContract([])],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Generate PDF' }, FIRST_LOAD));
    const number = finalPriceContract.contractNumber;
    await expect(await page.findByRole('menuitem', { name: `Final invoice ${number}` })).toBeInTheDocument();
    await expect(page.getByRole('menuitem', { name: `Provisional invoice ${number}` })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

/** The contract's order has a shipment with its loading measured and its proof of delivery: its papers are offered too. */
export const ShipmentPapers: Story = {
  args: { contract: contractWithOrder },
  parameters: storyScreen({
    route: '/contracts',
    session: authHandlers.signedInAs(sessionUsers.buyer),
    handlers: [documentHandlers.forContract(contractPaperList), documentHandlers.orderOfContract(measuredOrder)],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Generate PDF' }, FIRST_LOAD));
    const number = measuredOrder.shipment?.shipmentNumber ?? '';
    await expect(await page.findByRole('menuitem', { name: `Loading ticket ${number}` })).toBeInTheDocument();
    await expect(page.getByRole('menuitem', { name: `Delivery note ${number}` })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

/** The server refuses the paper: the notice says so. */
export const GenerateRefused: Story = {
  parameters: storyScreen({
    route: '/contracts',
    session: authHandlers.signedInAs(sessionUsers.supplier),
    handlers: [documentHandlers.forContract(contractPaperList), documentHandlers.generateRefused()],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Generate PDF' }, FIRST_LOAD));
    await userEvent.click(await page.findByRole('menuitem', { name: `Contract ${contracts.signed.contractNumber}` }));
    await expect(await page.findByText('The PDF was not generated')).toBeInTheDocument();
  },
};
