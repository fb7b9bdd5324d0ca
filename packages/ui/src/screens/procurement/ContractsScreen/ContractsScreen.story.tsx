import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import {
  contracts,
  draftSignedByBuyer,
  financeSettlements,
  signedWithDrawing,
  supplierContractList,
  rfqs,
} from '../../../mocks/fixtures/procurement';
import {
  adjustmentSettlements,
  awaitingQuotesContract,
  finalPriceContract,
} from '../../../mocks/fixtures/formulaPricing';
import { authHandlers } from '../../../mocks/handlers';
import { documentHandlers } from '../../../mocks/documentHandlers';
import { documentList } from '../../../mocks/fixtures/documents';
import { contractHandlers, rfqHandlers, settlementHandlers } from '../../../mocks/procurementHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { ContractsScreen } from './ContractsScreen';
import { orgMarks } from '../../../test-utils/orgMarks';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/contracts', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const everything = [
  contractHandlers.list(),
  contractHandlers.settlements(),
  documentHandlers.forContract(documentList.slice(0, 1)),
];

const meta = {
  title: 'Procurement/ContractsScreen',
  component: ContractsScreen,
  parameters: at('buyer', everything),
} satisfies Meta<typeof ContractsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Buyer: contracts with their suppliers, filters and Export. */
export const Default: Story = {};

export const Loading: Story = { parameters: at('buyer', [contractHandlers.listLoading()]) };

export const Empty: Story = { parameters: at('buyer', [contractHandlers.list([])]) };

export const Error: Story = { parameters: at('buyer', [contractHandlers.listFails()]) };

/** Logistics may not open /contracts. */
export const Forbidden: Story = {
  parameters: at('logistics', []),
  render: () => (
    <ProtectedRoute>
      <ContractsScreen />
    </ProtectedRoute>
  ),
};

/** Supplier: the buyer column, and Sign Contract on its draft (the only row listing contract.sign). */
export const Supplier: Story = {
  parameters: at('supplier', [
    contractHandlers.list(supplierContractList),
    contractHandlers.settlements(),
    contractHandlers.signSucceeds(draftSignedByBuyer),
  ]),
};

const supplierSigning = at('supplier', [
  contractHandlers.list([{ ...draftSignedByBuyer, allowedActions: ['contract.sign'] }, contracts.signed]),
  contractHandlers.settlements(),
  contractHandlers.signSucceeds(draftSignedByBuyer),
]);
const openSigning = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(await page.findByRole('button', { name: 'Sign Contract' }));
  const dialog = within(await page.findByRole('dialog', { name: `Sign ${contracts.draft.contractNumber}` }));
  await userEvent.type(dialog.getByRole('textbox', { name: /^Full name/ }), 'Sade Okonkwo');
  return dialog;
};

/** The signing dialog with a typed signature: the name typed, shown in a handwriting style. */
export const SigningTyped: Story = {
  parameters: supplierSigning,
  play: async ({ canvasElement }) => {
    const dialog = await openSigning(canvasElement);
    await expect(dialog.getByLabelText('Signature of Sade Okonkwo')).toBeInTheDocument();
  },
};

/** The signing dialog with a signature drawn on the pad (mouse, pen or finger). */
export const SigningDrawn: Story = {
  parameters: supplierSigning,
  play: async ({ canvasElement }) => {
    const dialog = await openSigning(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'Draw' }));
    const pad = dialog.getByRole('img', { name: 'Signature pad' });
    const box = pad.getBoundingClientRect();
    const at = (x: number, y: number) => ({ clientX: box.left + x, clientY: box.top + y, pointerId: 1 });
    await fireEvent.pointerDown(pad, at(20, 60));
    for (const [x, y] of [
      [60, 20],
      [100, 70],
      [140, 30],
      [190, 60],
    ] as const)
      await fireEvent.pointerMove(pad, at(x, y));
    await fireEvent.pointerUp(pad, at(190, 60));
    await expect(pad.querySelectorAll('polyline, circle').length).toBeGreaterThan(0);
  },
};

/** The signatures panel of a draft the buyer signed: the buyer's signature, the supplier's awaited. */
export const SignaturesAwaitingSupplier: Story = {
  parameters: at('buyer', [contractHandlers.list([draftSignedByBuyer]), contractHandlers.settlements([])]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `View ${contracts.draft.contractNumber}` }));
    await page.findByText("Awaiting the supplier's signature.");
  },
};

/** The signatures panel of a signed contract: the buyer's typed, the supplier's drawn. */
export const SignaturesBothParties: Story = {
  parameters: at('buyer', [
    contractHandlers.list([signedWithDrawing]),
    contractHandlers.settlements(),
    contractHandlers.signatures(),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `View ${contracts.signed.contractNumber}` }));
    await page.findByRole('img', { name: 'Signature of Sade Okonkwo' });
  },
};

/** The Documents tab as finance sees it: the contract's documents, and no Upload Document (finance holds no document:create). */
export const FinanceDocumentsTab: Story = {
  parameters: at('finance', [
    contractHandlers.list(),
    contractHandlers.settlements(financeSettlements),
    documentHandlers.forContract(documentList.slice(0, 1)),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `View ${contracts.signed.contractNumber}` }));
    await userEvent.click(await page.findByRole('tab', { name: 'Documents' }));
    await page.findByText(documentList[0]?.name ?? '');
    await expect(page.queryByRole('button', { name: 'Upload Document' })).toBeNull();
  },
};

/** The Documents tab as the buyer sees it: Upload Document attaches a file to the contract. */
export const BuyerDocumentsTab: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `View ${contracts.signed.contractNumber}` }));
    await userEvent.click(await page.findByRole('tab', { name: 'Documents' }));
    await page.findByRole('button', { name: 'Upload Document' });
  },
};

/** Finance: Record Payment on the pending settlement (settlement.recordPaid) in the detail dialog. */
export const Finance: Story = {
  parameters: at('finance', [
    contractHandlers.list(),
    contractHandlers.settlements(financeSettlements),
    settlementHandlers.recordPaidSucceeds(),
  ]),
};

/** The counterparty column marks verified suppliers; an unverified one shows its name alone. */
export const VerifiedCounterparties: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(orgMarks(body, sessionUsers.supplier.organizationName ?? '')).toContain('verified'));
    await waitFor(() => expect(orgMarks(body, 'Bonny Energy Trading')).toContain('none'));
  },
};

/** A formula contract before every quote of its pricing period exists: the formula, the provisional price, "Awaiting quotes (3 of 5)". */
export const FormulaAwaitingQuotes: Story = {
  parameters: at('buyer', [
    contractHandlers.list([awaitingQuotesContract]),
    contractHandlers.settlements([]),
    rfqHandlers.byId(rfqs.quoted),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `View ${awaitingQuotesContract.contractNumber}` }));
    await page.findByText('Awaiting quotes (3 of 5)');
    await page.findByText(/= 648\.2275 NGN\/l$/);
  },
};

/** A contract awarded on a fixed price per litre: its detail shows the unit price to 4 decimals. */
export const FixedFourDecimalPrice: Story = {
  parameters: at('buyer', [
    contractHandlers.list([{ ...contracts.signed, unitPrice: 11_619_537, totalValue: 3_834_447_210 }]),
    contractHandlers.settlements(),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `View ${contracts.signed.contractNumber}` }));
    await within(await page.findByRole('dialog')).findByText('₦1,161.9537');
  },
};

/** The list marks formula contracts: "Formula · provisional" until the final price is fixed, then "Formula · final". */
export const FormulaContractsListed: Story = {
  parameters: at('buyer', [
    contractHandlers.list([awaitingQuotesContract, finalPriceContract, contracts.signed]),
    contractHandlers.settlements([]),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const rowOf = async (contractNumber: string) =>
      within((await page.findByText(contractNumber)).closest('tr') as HTMLElement);
    await (await rowOf(awaitingQuotesContract.contractNumber)).findByText('Formula · provisional');
    const final = await rowOf(finalPriceContract.contractNumber);
    await final.findByText('Formula · final');
    await final.findByText('₦160,916,125.00');
    await expect((await rowOf(contracts.signed.contractNumber)).queryByText(/^Formula/)).toBeNull();
  },
};

/** The same contract with its final price fixed: the price, its date, the credit, and the price adjustment settlement. */
export const FormulaFinalPrice: Story = {
  parameters: at('buyer', [
    contractHandlers.list([finalPriceContract]),
    contractHandlers.settlements(adjustmentSettlements),
    rfqHandlers.byId(rfqs.quoted),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `View ${finalPriceContract.contractNumber}` }));
    await page.findByText(/^₦643\.6645 per unit, ₦160,916,125\.00 in total, fixed on /);
    await userEvent.click(await page.findByRole('tab', { name: 'Settlements' }));
    await page.findByText('Price adjustment');
    await page.findByText('₦1,140,750.00 (credit)');
  },
};
