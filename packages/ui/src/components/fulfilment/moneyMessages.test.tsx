import {
  confirmReceiptMessage,
  processedNotice,
  processPaymentMessage,
  receiptConfirmedNotice,
  type EscrowFacts,
  type OrderMoneyFacts,
  type PaymentMoneyFacts,
} from '@energy/domain/escrow-messages';
import type { Language } from '@energy/i18n/languages';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test-utils/render';
import { useMoneyMessages } from './moneyMessages';

const NOW = new Date('2026-11-20T12:00:00Z');
const escrow = (facts: Partial<EscrowFacts> = {}): EscrowFacts => ({
  releaseDueAt: null,
  receiptConfirmedAt: null,
  releasedAt: null,
  heldReason: null,
  heldAmount: 0,
  uncapturedAmount: 0,
  ...facts,
});
const payment = (status: PaymentMoneyFacts['status'], facts: Partial<EscrowFacts> = {}): PaymentMoneyFacts => ({
  status,
  amount: 1_250_000,
  currency: 'USD',
  payerOrg: { name: 'Lagos Power' },
  payeeOrg: { name: 'Delta Fuels' },
  failureReason: null,
  escrow: escrow(facts),
});
const order = (facts: Partial<EscrowFacts> = {}): OrderMoneyFacts => ({
  orderNumber: 'ORD-2026-000007',
  currency: 'NGN',
  supplierOrg: { name: 'Delta Fuels' },
  escrow: escrow(facts),
});

/** A payment or an order in each state the messages tell apart. */
const PAYMENTS: PaymentMoneyFacts[] = [
  payment('pending'),
  payment('pending', { releaseDueAt: '2026-11-25T00:00:00Z' }),
  payment('failed', { receiptConfirmedAt: '2026-11-19T00:00:00Z' }),
  payment('pending', { releaseDueAt: '2026-11-01T00:00:00Z' }),
  payment('pending', { heldReason: VERIFICATION_MESSAGES.dispute }),
  payment('captured'),
  payment('captured', { releaseDueAt: '2026-11-25T00:00:00Z' }),
  payment('captured', { heldReason: VERIFICATION_MESSAGES.release }),
  payment('captured', { receiptConfirmedAt: '2026-11-19T00:00:00Z' }),
  payment('completed'),
  payment('processing'),
  payment('refunded'),
  { ...payment('failed'), failureReason: 'Card declined' },
];
const ORDERS: OrderMoneyFacts[] = [
  order({ heldReason: VERIFICATION_MESSAGES.dispute, heldAmount: 500_000 }),
  order({ heldAmount: 500_000, uncapturedAmount: 200_000 }),
  order({ heldAmount: 500_000 }),
  order({ uncapturedAmount: 200_000 }),
  order(),
  order({ releasedAt: '2026-11-19T00:00:00Z', uncapturedAmount: 200_000 }),
  order({ releasedAt: '2026-11-19T00:00:00Z' }),
];

function Probe() {
  const money = useMoneyMessages();
  const lines = [
    ...PAYMENTS.flatMap((p) => {
      const notice = money.processed(p, NOW);
      return [money.processPayment(p, NOW), notice.title, notice.message];
    }),
    ...ORDERS.flatMap((o) => {
      const notice = money.receiptConfirmed(o);
      return [money.confirmReceipt(o), notice.title, notice.message];
    }),
  ];
  return (
    <ol>
      {lines.map((line, index) => (
        <li key={index} data-testid="line">
          {line}
        </li>
      ))}
    </ol>
  );
}

async function linesIn(language: Language, first: string): Promise<string[]> {
  renderScreen(<Probe />, { language });
  await screen.findAllByText(first, undefined, { timeout: 10_000 });
  return screen.getAllByTestId('line').map((line) => line.textContent ?? '');
}

describe('the money messages in the page language', () => {
  it('read in English exactly as the domain writes them', async () => {
    const english = [
      ...PAYMENTS.flatMap((p) => {
        const notice = processedNotice(p, NOW);
        return [processPaymentMessage(p, NOW), notice.title, notice.message];
      }),
      ...ORDERS.flatMap((o) => {
        const notice = receiptConfirmedNotice(o);
        return [confirmReceiptMessage(o), notice.title, notice.message];
      }),
    ];
    expect(await linesIn('en', english[0] ?? '')).toEqual(english);
  });

  it('speak French: amounts in the French way, holds and states in French words', async () => {
    const lines = await linesIn(
      'fr',
      '12 500,00 $US est prélevé auprès de Lagos Power et placé sous séquestre jusqu’à ce que l’acheteur confirme la réception ou que la période d’inspection ouverte par la preuve de livraison prenne fin ; il est ensuite libéré au profit de Delta Fuels.',
    );
    expect(lines).toContain('Paiement encaissé');
    expect(lines).toContain('Ce paiement est au statut « Remboursé » : le traiter ne déplace aucun fonds.');
    expect(lines.some((line) => /^ORD-2026-000007 : réception enregistrée\.$/.test(line))).toBe(true);
    expect(lines.filter((line) => /escrow|held|released/.test(line))).toEqual([]);
  });
});
