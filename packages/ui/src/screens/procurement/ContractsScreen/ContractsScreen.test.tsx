import { translatorFor } from '@energy/i18n/translator';
import { SIGNATURE_MESSAGES } from '@energy/domain/schemas/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import {
  contractList,
  contracts,
  draftSignedByBuyer,
  financeSettlements,
  signedWithDrawing,
  settlements,
  supplierContractList,
} from '../../../mocks/fixtures/procurement';
import { seenBy } from '../../../mocks/fixtures/seenBy';
import { SIGNATURE_PAD_TEXTS } from '../../../components/signature/SignaturePad';
import { SIGNATURES_TEXTS } from './ContractSignaturesPanel';
import { SIGN_TEXTS } from './SignContractModal';
import { authHandlers, mockPage, trpcMsw } from '../../../mocks/handlers';
import { contractHandlers, matchesContractListInput, settlementHandlers } from '../../../mocks/procurementHandlers';
import { columnHeader } from '../../../test-utils/tableQueries';
import { renderScreen } from '../../../test-utils/render';
import { EXPORT_CSV_TEXTS } from '../../../components/data-table/ExportCsvButton';
import { CONTRACT_DOCUMENTS_TEXTS } from './ContractDocumentsTab';
import { documentList } from '../../../mocks/fixtures/documents';
import { documentHandlers } from '../../../mocks/documentHandlers';
import { FILTER_EMPTY_TEXTS } from '../../../components/data-table/FilterEmptyState';
import { CONTRACT_TEXTS, ContractsScreen } from './ContractsScreen';
import { RECORD_PAYMENT_NOTICES } from './RecordPaymentModal';
import { awaitingQuotesContract, finalPriceContract } from '../../../mocks/fixtures/formulaPricing';
import { FIRST_LOAD } from '../../../test-utils/waits';

/** The English texts the screen shows (the catalogue's keys are what the screens export). */
const en = translatorFor('en');

const renderContracts = (role: keyof typeof sessionUsers, handlers: RequestHandler[] = [contractHandlers.list()]) =>
  renderScreen(<ContractsScreen />, {
    route: '/contracts',
    handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers],
  });

const dataRows = () => screen.getAllByRole('row').slice(1);

describe('ContractsScreen', () => {
  // jsdom has no PointerEvent: a MouseEvent with the pointer's id, so clientX reaches the signature pad.
  beforeAll(() => {
    if (typeof window.PointerEvent !== 'undefined') return;
    class TestPointerEvent extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });
  });

  it('lists contracts with money in NGN and badges', async () => {
    renderContracts('buyer');
    expect(await screen.findByText(contracts.signed.contractNumber)).toBeInTheDocument();
    expect(dataRows()).toHaveLength(contractList.length);
    const row = within(screen.getByText(contracts.signed.contractNumber).closest('tr') as HTMLElement);
    expect(row.getByText('₦10,000,000.00')).toBeInTheDocument();
    expect(row.getByText('₦2,500,000.00')).toBeInTheDocument();
    expect(row.getByText('Partial')).toBeInTheDocument();
    expect(columnHeader('Supplier')).toBeInTheDocument();
  });

  it('marks formula contracts: provisional until the final price is fixed, then final at its final total', async () => {
    renderContracts('buyer', [contractHandlers.list([awaitingQuotesContract, finalPriceContract, contracts.signed])]);
    const rowOf = async (contractNumber: string) =>
      within((await screen.findByText(contractNumber, {}, FIRST_LOAD)).closest('tr') as HTMLElement);
    const awaiting = await rowOf(awaitingQuotesContract.contractNumber);
    expect(awaiting.getByText(en('procurement.formula.contractProvisional'))).toBeInTheDocument();
    expect(awaiting.getByText('₦162,056,875.00')).toBeInTheDocument();
    const final = await rowOf(finalPriceContract.contractNumber);
    expect(final.getByText(en('procurement.formula.contractFinal'))).toBeInTheDocument();
    expect(final.getByText('₦160,916,125.00')).toBeInTheDocument();
    const fixed = await rowOf(contracts.signed.contractNumber);
    expect(fixed.queryByText(/^Formula/)).toBeNull();
  });

  it("shows a fixed contract's unit price to its 4 decimals in the detail", async () => {
    // 1161.9537 NGN/l x 33,000 l = 38,344,472.10.
    const perLitre = { ...contracts.signed, unitPrice: 11_619_537, totalValue: 3_834_447_210 };
    const { user } = renderContracts('buyer', [contractHandlers.list([perLitre]), contractHandlers.settlements()]);
    await user.click(await screen.findByRole('button', { name: `View ${perLitre.contractNumber}` }, FIRST_LOAD));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('₦1,161.9537')).toBeInTheDocument();
    expect(dialog.getByText('₦38,344,472.10')).toBeInTheDocument();
  });

  it('asks the server for the search, status and settlement status, and offers Clear filters when nothing matches', async () => {
    const inputs: unknown[] = [];
    const list = trpcMsw.contract.list.query(({ input }) => {
      inputs.push(input);
      return mockPage(
        contractList.filter((contract) => matchesContractListInput(contract, input ?? {})),
        input,
      );
    });
    const { user } = renderContracts('finance', [list]);
    await screen.findByText(contracts.signed.contractNumber);
    await user.type(screen.getByRole('textbox', { name: en(CONTRACT_TEXTS.search) }), 'rfq-2026-000009');
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(screen.getByText(contracts.overdue.contractNumber)).toBeInTheDocument();
    expect(inputs.at(-1)).toMatchObject({ q: 'rfq-2026-000009' });
    await user.clear(screen.getByRole('textbox', { name: en(CONTRACT_TEXTS.search) }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Draft' }));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(screen.getByText(contracts.draft.contractNumber)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Settlement Status' }));
    await user.click(await screen.findByRole('option', { name: 'Overdue' }));
    expect(await screen.findByText(FILTER_EMPTY_TEXTS.title)).toBeInTheDocument();
    await waitFor(() =>
      expect(inputs.at(-1)).toEqual({
        sort: 'createdAt',
        order: 'desc',
        status: 'draft',
        settlementStatus: 'overdue',
        direction: 'forward',
      }),
    );
    await user.click(screen.getByRole('button', { name: FILTER_EMPTY_TEXTS.clear }));
    await waitFor(() => expect(dataRows()).toHaveLength(contractList.length));
  });

  it('restores the filters from a shared link', async () => {
    renderScreen(<ContractsScreen />, {
      route: '/contracts?status=draft',
      handlers: [authHandlers.signedInAs(sessionUsers.buyer), contractHandlers.list()],
    });
    expect(await screen.findByText(contracts.draft.contractNumber)).toBeInTheDocument();
    expect(dataRows()).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Draft');
  });

  it('links the CSV export to the streamed /api/contracts.csv of exactly the view on screen', async () => {
    const { user } = renderContracts('buyer', [contractHandlers.list()]);
    await screen.findByText(contracts.signed.contractNumber);
    const link = () =>
      new URL(
        screen.getByRole('link', { name: EXPORT_CSV_TEXTS.button }).getAttribute('href') ?? '',
        'http://app.test',
      );
    expect(link().pathname).toBe('/api/contracts.csv');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Signed' }));
    await waitFor(() =>
      expect(Object.fromEntries(link().searchParams)).toEqual({ status: 'signed', sort: 'createdAt', order: 'desc' }),
    );
  });

  it('lets the supplier party sign a draft in the signing dialog: Sign Contract only where contract.sign is listed', async () => {
    const seen: unknown[] = [];
    const { user } = renderContracts('supplier', [
      contractHandlers.list(supplierContractList),
      contractHandlers.signSucceeds(draftSignedByBuyer, 'supplier', seen),
    ]);
    await screen.findByText(contracts.draft.contractNumber);
    expect(screen.getAllByRole('button', { name: 'Sign Contract' })).toHaveLength(1);
    expect(columnHeader('Buyer')).toBeInTheDocument();
    const draftRow = within(screen.getByText(contracts.draft.contractNumber).closest('tr') as HTMLElement);
    await user.click(draftRow.getByRole('button', { name: 'Sign Contract' }));
    const dialog = within(
      await screen.findByRole('dialog', {
        name: en(SIGN_TEXTS.title, { contractNumber: contracts.draft.contractNumber }),
      }),
    );
    expect(dialog.getByText(/You sign as the supplier of this contract/)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /^Full name/ }), 'Sade Okonkwo');
    expect(dialog.getByLabelText('Signature of Sade Okonkwo')).toHaveTextContent('Sade Okonkwo');
    await user.click(dialog.getByRole('button', { name: 'Sign Contract' }));
    expect(await screen.findByText(en(CONTRACT_TEXTS.signed))).toBeInTheDocument();
    expect(seen).toEqual([{ id: contracts.draft.id, signerName: 'Sade Okonkwo', kind: 'typed' }]);
  });

  it("records the buyer's typed signature first: the notice says the supplier's is awaited", async () => {
    const { user } = renderContracts('buyer', [
      contractHandlers.list(Object.values(seenBy(contracts, { draft: ['contract.sign'] }))),
      contractHandlers.signSucceeds(contracts.draft, 'buyer'),
    ]);
    const draftRow = within((await screen.findByText(contracts.draft.contractNumber)).closest('tr') as HTMLElement);
    await user.click(draftRow.getByRole('button', { name: 'Sign Contract' }));
    const dialog = within(
      await screen.findByRole('dialog', {
        name: en(SIGN_TEXTS.title, { contractNumber: contracts.draft.contractNumber }),
      }),
    );
    expect(dialog.getByText(/You sign as the buyer of this contract/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Sign Contract' }));
    expect(dialog.getByText(SIGNATURE_MESSAGES.nameRequired)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /^Full name/ }), 'Bola Adeyemi');
    await user.click(dialog.getByRole('button', { name: 'Sign Contract' }));
    expect(await screen.findByText(en(SIGN_TEXTS.recorded))).toBeInTheDocument();
    expect(
      screen.getByText(
        en(SIGN_TEXTS.recordedText, {
          contractNumber: contracts.draft.contractNumber,
          awaiting: SIGNATURE_MESSAGES.awaiting('supplier'),
        }),
      ),
    ).toBeInTheDocument();
  });

  it('signs with a drawn signature: the strokes drawn on the pad are sent as points on the pad', async () => {
    const seen: unknown[] = [];
    const { user } = renderContracts('supplier', [
      contractHandlers.list(supplierContractList),
      contractHandlers.signSucceeds(draftSignedByBuyer, 'supplier', seen),
    ]);
    const draftRow = within((await screen.findByText(contracts.draft.contractNumber)).closest('tr') as HTMLElement);
    await user.click(draftRow.getByRole('button', { name: 'Sign Contract' }));
    const dialog = within(
      await screen.findByRole('dialog', {
        name: en(SIGN_TEXTS.title, { contractNumber: contracts.draft.contractNumber }),
      }),
    );
    await user.type(dialog.getByRole('textbox', { name: /^Full name/ }), 'Sade Okonkwo');
    await user.click(dialog.getByRole('radio', { name: 'Draw' }));
    await user.click(dialog.getByRole('button', { name: 'Sign Contract' }));
    expect(dialog.getByText(SIGNATURE_MESSAGES.drawingRequired)).toBeInTheDocument();
    const pad = dialog.getByRole('img', { name: SIGNATURE_PAD_TEXTS.label });
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 20, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 60, clientY: 80, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 120, clientY: 40, pointerId: 1 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    fireEvent.pointerDown(pad, { clientX: 500, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    expect(dialog.getByText('2 strokes')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Sign Contract' }));
    expect(await screen.findByText(en(CONTRACT_TEXTS.signed))).toBeInTheDocument();
    // Points beyond the pad are held at its edge (400 wide).
    expect(seen).toEqual([
      {
        id: contracts.draft.id,
        signerName: 'Sade Okonkwo',
        kind: 'drawn',
        drawing: {
          strokes: [
            [
              [10, 20],
              [60, 80],
              [120, 40],
            ],
            [[400, 100]],
          ],
        },
      },
    ]);
  });

  it('shows the signatures panel: who signed for each party, typed or drawn, and who is awaited', async () => {
    const { user } = renderContracts('supplier', [
      contractHandlers.list([draftSignedByBuyer, signedWithDrawing]),
      contractHandlers.signatures(),
      contractHandlers.settlements(),
    ]);
    await user.click(await screen.findByRole('button', { name: `View ${contracts.draft.contractNumber}` }));
    let panel = within(await screen.findByRole('region', { name: en(SIGNATURES_TEXTS.title) }));
    expect(
      within(panel.getByRole('group', { name: 'Buyer signature' })).getByText(/^Signed by Bola Adeyemi on /),
    ).toBeInTheDocument();
    expect(
      within(panel.getByRole('group', { name: 'Supplier signature' })).getByText(
        `${SIGNATURE_MESSAGES.awaiting('supplier')}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Not signed yet: awaiting the supplier')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: en(SIGNATURES_TEXTS.title) })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: `View ${contracts.signed.contractNumber}` }));
    panel = within(await screen.findByRole('region', { name: en(SIGNATURES_TEXTS.title) }));
    const supplierSignature = within(panel.getByRole('group', { name: 'Supplier signature' }));
    expect(supplierSignature.getByText(en(SIGNATURES_TEXTS.drawn))).toBeInTheDocument();
    // The drawing is fetched with contract.signatures and drawn as SVG strokes.
    const drawn = await supplierSignature.findByRole('img', { name: 'Signature of Sade Okonkwo' });
    expect(drawn.querySelectorAll('polyline')).toHaveLength(2);
    expect(
      within(panel.getByRole('group', { name: 'Buyer signature' })).getByText(en(SIGNATURES_TEXTS.typed)),
    ).toBeInTheDocument();
  });

  it.each([
    ['buyer', true],
    ['finance', false],
  ] as const)("offers Upload Document on the contract's Documents tab to a %s: %s", async (role, offered) => {
    const { user } = renderContracts(role, [
      contractHandlers.list(),
      contractHandlers.settlements(),
      documentHandlers.forContract(documentList.slice(0, 1)),
    ]);
    await user.click(await screen.findByRole('button', { name: `View ${contracts.signed.contractNumber}` }));
    const dialog = within(screen.getByRole('dialog', { name: `Contract ${contracts.signed.contractNumber}` }));
    await user.click(dialog.getByRole('tab', { name: 'Documents' }));
    expect(await dialog.findByText(documentList[0]?.name ?? '')).toBeInTheDocument();
    if (offered) expect(dialog.getByRole('button', { name: en(CONTRACT_DOCUMENTS_TEXTS.upload) })).toBeInTheDocument();
    else expect(dialog.queryByRole('button', { name: en(CONTRACT_DOCUMENTS_TEXTS.upload) })).not.toBeInTheDocument();
  });

  it('offers no Sign Contract when no contract lists contract.sign, even on a draft', async () => {
    renderContracts('supplier', [contractHandlers.list(contractList)]);
    await screen.findByText(contracts.draft.contractNumber);
    expect(screen.queryByRole('button', { name: 'Sign Contract' })).not.toBeInTheDocument();
  });

  it('shows the detail tabs: payment progress with settlements, record payment, and the attached documents', async () => {
    const { user } = renderContracts('finance', [
      contractHandlers.list(),
      contractHandlers.settlements(financeSettlements),
      settlementHandlers.recordPaidSucceeds(),
      documentHandlers.forContract(documentList.slice(0, 1)),
    ]);
    await user.click(await screen.findByRole('button', { name: `View ${contracts.signed.contractNumber}` }));
    const dialog = within(screen.getByRole('dialog', { name: `Contract ${contracts.signed.contractNumber}` }));
    expect(dialog.getByText('25% paid')).toBeInTheDocument();
    await user.click(dialog.getByRole('tab', { name: 'Settlements' }));
    expect(await dialog.findByText(settlements[1]?.description ?? '')).toBeInTheDocument();
    expect(dialog.getByText('25% paid')).toBeInTheDocument();
    expect(dialog.getByRole('progressbar', { name: 'Payment progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(dialog.getAllByRole('button', { name: 'Record Payment' })).toHaveLength(1);
    await user.click(dialog.getByRole('button', { name: 'Record Payment' }));
    const record = within(screen.getByRole('dialog', { name: 'Record Payment' }));
    await user.click(record.getByRole('button', { name: 'Record Payment' }));
    expect(record.getByText('Payment reference is required')).toBeInTheDocument();
    await user.type(record.getByLabelText(/^Payment Reference/), 'TRF-99001');
    await user.click(record.getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText(en(RECORD_PAYMENT_NOTICES.recorded))).toBeInTheDocument();
    await user.click(dialog.getByRole('tab', { name: 'Documents' }));
    expect(await dialog.findByText(documentList[0]?.name ?? '')).toBeInTheDocument();
    expect(dialog.queryByText(en(CONTRACT_DOCUMENTS_TEXTS.none))).not.toBeInTheDocument();
  });

  it('gives no Record Payment action, nor its column, when no settlement lists settlement.recordPaid', async () => {
    const { user } = renderContracts('buyer', [contractHandlers.list(), contractHandlers.settlements()]);
    await user.click(await screen.findByRole('button', { name: `View ${contracts.signed.contractNumber}` }));
    await user.click(screen.getByRole('tab', { name: 'Settlements' }));
    expect(await screen.findByText(settlements[1]?.description ?? '')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record Payment' })).not.toBeInTheDocument();
    const dialog = within(screen.getByRole('dialog', { name: `Contract ${contracts.signed.contractNumber}` }));
    expect(dialog.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});

describe('ContractsScreen in German', () => {
  it('speaks German: title, columns, and money written the German way', async () => {
    renderScreen(<ContractsScreen />, {
      route: '/contracts',
      language: 'de',
      handlers: [authHandlers.signedInAs(sessionUsers.buyer), contractHandlers.list()],
    });
    expect(await screen.findByRole('heading', { name: 'Verträge' }, { timeout: 10_000 })).toBeInTheDocument();
    const contract = contracts.signed;
    const row = within((await screen.findByText(contract.contractNumber)).closest('tr') as HTMLElement);
    for (const header of ['Vertragsnummer', 'Lieferant', 'Gesamtwert', 'Bezahlter Betrag', 'Unterzeichnet'])
      expect(columnHeader(header)).toBeInTheDocument();
    const german = (text: string) => text.replace(/\s+/g, ' ');
    const money = (minor: number) =>
      german(new Intl.NumberFormat('de-DE', { style: 'currency', currency: contract.currency }).format(minor / 100));
    expect(row.getByText(money(contract.totalValue))).toBeInTheDocument();
    expect(row.getByText(money(contract.amountPaid))).toBeInTheDocument();
  });
});
