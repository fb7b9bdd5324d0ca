import { translatorFor } from '@energy/i18n/translator';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { processPaymentMessage } from '@energy/domain/escrow-messages';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import { ESCROW_TEXTS, NO_ESCROW_RELEASE } from '../../../components/fulfilment/EscrowRelease';
import { formatDateTime } from '../../../components/fulfilment/dateTime';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import {
  adminPaymentList,
  escrowPaymentList,
  escrowPayments,
  paymentList,
  payments,
  uncapturedPayments,
} from '../../../mocks/fixtures/fulfilment';
import { convertedToUsd } from '../../../mocks/fixtures/convertedTotals';
import { paymentDashboardHandlers, paymentHandlers } from '../../../mocks/fulfilmentHandlers';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { columnHeader, emulatePhone } from '../../../test-utils/tableQueries';
import { renderScreen } from '../../../test-utils/render';
import { PAYMENT_TEXTS, PaymentDashboardScreen } from './PaymentDashboardScreen';
import { PROCESS_NOTICES } from './ProcessPaymentModal';

/** The English texts the screen shows (the catalogue's keys are what the screens export). */
const en = translatorFor('en');

const renderPayments = (handlers: RequestHandler[] = [...paymentDashboardHandlers.of()]) =>
  renderScreen(<PaymentDashboardScreen />, {
    route: '/payments',
    handlers: [authHandlers.signedInAs(sessionUsers.finance), ...handlers],
  });

const card = (label: string) => within(screen.getByRole('group', { name: label }));

interface ProcessCall {
  id: string;
  amount: number;
  idempotencyKey: string;
}

describe('PaymentDashboardScreen', () => {
  it('on a phone shows each payment as a card with its Process button in the card', async () => {
    emulatePhone();
    renderPayments();
    const cards = await screen.findByTestId('data-table-cards');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const pending = within(cards).getByText(payments.pending.paymentNumber).closest('article') as HTMLElement;
    expect(
      within(pending).getByRole('button', { name: `Process ${payments.pending.paymentNumber}` }),
    ).toBeInTheDocument();
  });

  it('computes the metrics from the payments and shows the escrow note', async () => {
    renderPayments();
    await screen.findByText(payments.pending.paymentNumber);
    expect(screen.getByRole('heading', { name: en(PAYMENT_TEXTS.title) })).toBeInTheDocument();
    expect(screen.getByText(en(PAYMENT_TEXTS.escrowNote))).toBeInTheDocument();
    expect(card('Volume').getByText('$980,500.00')).toBeInTheDocument();
    expect(card('Pending').getByText('1')).toBeInTheDocument();
    expect(card('Held in Escrow').getByText('$780,500.00')).toBeInTheDocument();
    expect(card('Success Rate').getByText('75%')).toBeInTheDocument();
    for (const header of [
      'Payment Number',
      'Payer',
      'Payee',
      'Amount',
      'Method',
      'Status',
      en(ESCROW_TEXTS.column),
      'Created',
      'Actions',
    ]) {
      expect(columnHeader(header)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(paymentList.length);
    expect(screen.getAllByText('Bank Transfer')).toHaveLength(paymentList.length);
  });

  it('counts the cards over every payment on the server (payment.summary), not only the page loaded', async () => {
    const wholeLedger = {
      volume: [{ currency: 'USD' as const, amount: 12_345_600 }],
      heldInEscrow: [],
      pending: 240,
      succeeded: 1,
      attempted: 4,
      converted: {
        volume: convertedToUsd([{ currency: 'USD', amount: 12_345_600 }]),
        heldInEscrow: convertedToUsd([]),
      },
    };
    renderPayments([paymentHandlers.list([payments.pending]), trpcMsw.payment.summary.query(() => wholeLedger)]);
    await screen.findByText(payments.pending.paymentNumber);
    expect(await card('Pending').findByText('240')).toBeInTheDocument();
    expect(card('Volume').getByText('$123,456.00')).toBeInTheDocument();
    expect(card('Success Rate').getByText('25%')).toBeInTheDocument();
  });

  it("adds money of several currencies up in the user's currency, labelled as converted, or says why it cannot", async () => {
    // ₦15,327,500.00 at 0.000652 = $9,993.53, plus $1,250.00 = $11,243.53 (the fixtures' rates of Nov 26, 2026).
    const volume = [
      { currency: 'NGN' as const, amount: 1_532_750_000 },
      { currency: 'USD' as const, amount: 125_000 },
    ];
    const summary = {
      volume,
      heldInEscrow: [{ currency: 'EUR' as const, amount: 10_000 }],
      pending: 0,
      succeeded: 2,
      attempted: 2,
      converted: { volume: convertedToUsd(volume), heldInEscrow: null },
    };
    renderPayments([paymentHandlers.list([payments.pending]), trpcMsw.payment.summary.query(() => summary)]);
    expect(
      await card('Volume').findByText('≈ $11,243.53 total, converted at the rates of Nov 26, 2026'),
    ).toBeInTheDocument();
    expect(card('Volume').getByText('₦15,327,500.00 + $1,250.00')).toBeInTheDocument();
    expect(
      card('Held in Escrow').getByText('Converted total unavailable: no exchange rate on or before today'),
    ).toBeInTheDocument();
  });

  it("shows no converted line when every amount is in the user's currency already", async () => {
    renderPayments();
    await screen.findByText(payments.pending.paymentNumber);
    expect(await card('Volume').findByText('$980,500.00')).toBeInTheDocument();
    expect(screen.queryByText(/converted at the rates of/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Converted total unavailable/)).not.toBeInTheDocument();
  });

  it('shows when escrow is released: the due date during the inspection period, the release date after', async () => {
    const { user } = renderPayments();
    await screen.findByText(payments.pending.paymentNumber);
    const rowOf = (paymentNumber: string) => within(screen.getByText(paymentNumber).closest('tr') as HTMLElement);
    const inspecting = payments.inspecting.escrow;
    const completed = payments.completed.escrow;
    expect(
      rowOf(payments.inspecting.paymentNumber).getByText(
        en(ESCROW_TEXTS.due, { at: formatDateTime(inspecting.releaseDueAt ?? '') }),
      ),
    ).toBeInTheDocument();
    expect(
      rowOf(payments.completed.paymentNumber).getByText(
        en(ESCROW_TEXTS.releasedOnReceipt, { at: formatDateTime(completed.releasedAt ?? '') }),
      ),
    ).toBeInTheDocument();
    expect(rowOf(payments.pending.paymentNumber).getByText(NO_ESCROW_RELEASE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `View ${payments.inspecting.paymentNumber}` }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText(en(ESCROW_TEXTS.due, { at: formatDateTime(inspecting.releaseDueAt ?? '') })),
    ).toBeInTheDocument();
  });

  it("names the payment method and the ledger's entries in French, in the list and in the payment's details", async () => {
    const { user } = renderScreen(<PaymentDashboardScreen />, {
      route: '/payments',
      language: 'fr',
      handlers: [authHandlers.signedInAs(sessionUsers.finance), ...paymentDashboardHandlers.of()],
    });
    const number = payments.captured.paymentNumber;
    const view = await screen.findByRole('button', { name: `Voir ${number}` }, { timeout: 10_000 });
    const row = within(screen.getByText(number).closest('tr') as HTMLElement);
    expect(row.getByText('Virement bancaire')).toBeInTheDocument();
    expect(screen.queryByText('Bank Transfer')).not.toBeInTheDocument();
    await user.click(view);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Virement bancaire')).toBeInTheDocument();
    expect(dialog.getByText('Encaissement')).toBeInTheDocument();
    expect(dialog.queryByText('Capture')).not.toBeInTheDocument();
  });

  it('says in French what Process will do to the money', async () => {
    const { user } = renderScreen(<PaymentDashboardScreen />, {
      route: '/payments',
      language: 'fr',
      handlers: [authHandlers.signedInAs(sessionUsers.finance), ...paymentDashboardHandlers.of()],
    });
    await user.click(
      await screen.findByRole('button', { name: `Traiter (${payments.pending.paymentNumber})` }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/est prélevé auprès de .+ séquestre/)).toBeInTheDocument();
    expect(dialog.queryByText(/is taken from/)).not.toBeInTheDocument();
    // The cards in the French way, and the dialog's close button named in French (the theme's words).
    expect(card('Taux de réussite').getByText(/^75\s%$/u)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Fermer la boîte de dialogue' })).toBeInTheDocument();
  });

  it("says why escrow is held, in the list and in the payment's details", async () => {
    const { user } = renderPayments([...paymentDashboardHandlers.of(escrowPaymentList)]);
    await screen.findByText(escrowPayments.heldByDispute.paymentNumber);
    const rowOf = (paymentNumber: string) => within(screen.getByText(paymentNumber).closest('tr') as HTMLElement);
    expect(
      rowOf(escrowPayments.heldByDispute.paymentNumber).getByText(VERIFICATION_MESSAGES.dispute),
    ).toBeInTheDocument();
    expect(
      rowOf(escrowPayments.heldUnverified.paymentNumber).getByText(VERIFICATION_MESSAGES.release),
    ).toBeInTheDocument();
    for (const payment of [escrowPayments.due, escrowPayments.released])
      expect(rowOf(payment.paymentNumber).queryByText(en(ESCROW_TEXTS.held))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `View ${escrowPayments.heldUnverified.paymentNumber}` }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(en(ESCROW_TEXTS.held))).toBeInTheDocument();
    expect(dialog.getByText(VERIFICATION_MESSAGES.release)).toBeInTheDocument();
  });

  it('shows a dash for the success rate when nothing was attempted, and the empty state', async () => {
    renderPayments([...paymentDashboardHandlers.of([])]);
    expect(await screen.findByText(en(PAYMENT_TEXTS.emptyText))).toBeInTheDocument();
    expect(card('Success Rate').getByText('—')).toBeInTheDocument();
    expect(card('Volume').getByText('$0.00')).toBeInTheDocument();
  });

  it('says when payments cannot be loaded', async () => {
    renderPayments([...paymentDashboardHandlers.fails()]);
    expect(await screen.findByText(en(PAYMENT_TEXTS.loadFailed))).toBeInTheDocument();
  });

  it('offers Process (pending) and Retry (failed) where payment.process is listed', async () => {
    renderPayments();
    await screen.findByText(payments.pending.paymentNumber);
    // The accessible name starts with the visible label (WCAG 2.5.3, axe's label-content-name-mismatch).
    expect(screen.getAllByRole('button', { name: /^(Process|Retry) / })).toHaveLength(2);
    expect(screen.getByRole('button', { name: `Process ${payments.pending.paymentNumber}` })).toHaveTextContent(
      'Process',
    );
    expect(screen.getByRole('button', { name: `Retry ${payments.failed.paymentNumber}` })).toHaveTextContent('Retry');
    expect(screen.getAllByRole('button', { name: /^View / })).toHaveLength(paymentList.length);
  });

  it('offers no Process where payment.process is not listed, even on a pending payment', async () => {
    renderPayments([...paymentDashboardHandlers.of(adminPaymentList)]);
    await screen.findByText(payments.pending.paymentNumber);
    expect(screen.queryByRole('button', { name: /^(Process|Retry) / })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^View / })).toHaveLength(paymentList.length);
  });

  it('processes the amount shown with one idempotency key, even on a double click', async () => {
    const calls: ProcessCall[] = [];
    const process = trpcMsw.payment.process.mutation(async ({ input }) => {
      calls.push({ ...input, amount: Number(input.amount) });
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { ...payments.pending, status: 'captured' as const };
    });
    const { user } = renderPayments([...paymentDashboardHandlers.of(), process]);
    await user.click(await screen.findByRole('button', { name: `Process ${payments.pending.paymentNumber}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Process Payment' }));
    expect(dialog.getByText('$1,250,000.00')).toBeInTheDocument();
    await user.dblClick(dialog.getByRole('button', { name: 'Confirm Payment' }));
    expect(await screen.findByText(PROCESS_NOTICES.captured)).toBeInTheDocument();
    // Captured before proof of delivery: held until the buyer's receipt or the inspection period's end.
    expect(
      screen.getByText(
        '$1,250,000.00 is held in escrow until the buyer confirms receipt or the inspection period after proof of delivery ends.',
      ),
    ).toBeInTheDocument();
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(new Set(calls.map((call) => call.idempotencyKey)).size).toBe(1);
    expect(calls[0]).toEqual({
      id: payments.pending.id,
      amount: payments.pending.amount,
      idempotencyKey: expect.any(String),
    });
    expect(calls[0]?.idempotencyKey.length).toBeGreaterThanOrEqual(8);
  });

  it('Process says what will happen to the money: held until delivery and receipt', async () => {
    const { user } = renderPayments([...paymentDashboardHandlers.of()]);
    await user.click(await screen.findByRole('button', { name: `Process ${payments.pending.paymentNumber}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Process Payment' }));
    expect(
      dialog.getByText(
        '$1,250,000.00 is taken from Lagos Refining Co. into escrow and held there until the buyer confirms receipt or the inspection period after proof of delivery ends; then it is released to Delta Crude Supply.',
      ),
    ).toBeInTheDocument();
    expect(dialog.queryByText(/on proof of delivery\.$/)).not.toBeInTheDocument();
  });

  it('Process after the buyer confirmed receipt says the money is released at once, and the notice says it was', async () => {
    const payment = uncapturedPayments.afterReceipt;
    const { user } = renderPayments([...paymentDashboardHandlers.of([payment]), paymentHandlers.processSucceeds()]);
    await user.click(await screen.findByRole('button', { name: `Process ${payment.paymentNumber}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Process Payment' }));
    expect(
      dialog.getByText(
        'The buyer already confirmed receipt: $300,000.00 is taken from Lagos Refining Co. and released to Delta Crude Supply at once.',
      ),
    ).toBeInTheDocument();
    expect(dialog.queryByText(/held in escrow until proof of delivery/)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Confirm Payment' }));
    expect(await screen.findByText(PROCESS_NOTICES.capturedAndReleased)).toBeInTheDocument();
    expect(
      screen.getByText(
        '$300,000.00 was captured and released to Delta Crude Supply at once: the buyer had confirmed receipt or the inspection period was over.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(PROCESS_NOTICES.captured)).not.toBeInTheDocument();
  });

  it("Process during the inspection period says the money waits for the receipt or the period's end", async () => {
    const payment = uncapturedPayments.inInspection;
    const { user } = renderPayments([...paymentDashboardHandlers.of([payment]), paymentHandlers.processSucceeds()]);
    await user.click(await screen.findByRole('button', { name: `Process ${payment.paymentNumber}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Process Payment' }));
    expect(dialog.getByText(processPaymentMessage(payment))).toBeInTheDocument();
    expect(
      dialog.getByText(
        /held there until the buyer confirms receipt or the inspection period ends; then it is released to Delta Crude Supply\.$/,
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Confirm Payment' }));
    expect(
      await screen.findByText(
        '$300,000.00 is held in escrow until the buyer confirms receipt or the inspection period ends.',
      ),
    ).toBeInTheDocument();
  });

  it('a capture the provider declined is told as failed, with its reason', async () => {
    const declined = trpcMsw.payment.process.mutation(() => ({
      ...payments.pending,
      status: 'failed' as const,
      failureReason: 'Card declined by the issuer',
    }));
    const { user } = renderPayments([...paymentDashboardHandlers.of(), declined]);
    await user.click(await screen.findByRole('button', { name: `Process ${payments.pending.paymentNumber}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Process Payment' })).getByRole('button', {
        name: 'Confirm Payment',
      }),
    );
    expect(await screen.findByText(PROCESS_NOTICES.failed)).toBeInTheDocument();
    expect(screen.getByText('Card declined by the issuer')).toBeInTheDocument();
    expect(screen.queryByText(PROCESS_NOTICES.captured)).not.toBeInTheDocument();
  });

  it('makes a new idempotency key for each opening of the dialog', async () => {
    const keys: string[] = [];
    const process = trpcMsw.payment.process.mutation(({ input }) => {
      keys.push(input.idempotencyKey);
      return { ...payments.failed, status: 'captured' as const };
    });
    const { user } = renderPayments([...paymentDashboardHandlers.of(), process]);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await user.click(await screen.findByRole('button', { name: `Retry ${payments.failed.paymentNumber}` }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Process Payment' }));
      expect(dialog.getByText(payments.failed.failureReason ?? '')).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Confirm Payment' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('reports a refused payment', async () => {
    const { user } = renderPayments([
      ...paymentDashboardHandlers.of(),
      paymentHandlers.processFails('This payment is captured and cannot be processed'),
    ]);
    await user.click(await screen.findByRole('button', { name: `Process ${payments.pending.paymentNumber}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Process Payment' })).getByRole('button', {
        name: 'Confirm Payment',
      }),
    );
    expect(await screen.findByText(PROCESS_NOTICES.failed)).toBeInTheDocument();
    expect(screen.getByText('This payment is captured and cannot be processed')).toBeInTheDocument();
  });

  it('shows a payment with its ledger entries', async () => {
    const { user } = renderPayments();
    await user.click(await screen.findByRole('button', { name: `View ${payments.completed.paymentNumber}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Payment ${payments.completed.paymentNumber}` }));
    const ledger = within(dialog.getByRole('table', { name: 'Ledger entries' }));
    for (const header of ['Type', 'Debit Account', 'Credit Account', 'Amount', 'Time']) {
      expect(ledger.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const rows = ledger.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // The accounts by organization name, never the raw "org:<uuid>" account ids.
    expect(
      rows.map((row) =>
        Array.from(row.querySelectorAll('td'))
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Capture', payments.completed.payerOrg.name, 'Platform escrow'],
      ['Release', 'Platform escrow', payments.completed.payeeOrg.name],
    ]);
    expect(dialog.queryByText(/org:/)).not.toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('$200,000.00')).toBeInTheDocument();
  });

  it('says when a payment has no ledger entries yet', async () => {
    const { user } = renderPayments();
    await user.click(await screen.findByRole('button', { name: `View ${payments.pending.paymentNumber}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Payment ${payments.pending.paymentNumber}` }));
    expect(dialog.getByText(/No ledger entries yet/)).toBeInTheDocument();
  });
});
