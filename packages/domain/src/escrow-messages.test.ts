import { describe, expect, it } from 'vitest';
import {
  confirmReceiptMessage,
  paymentMoneyState,
  processedNotice,
  processPaymentMessage,
  receiptConfirmedNotice,
  type EscrowFacts,
  type PaymentMoneyFacts,
} from './escrow-messages';

const NOW = new Date('2026-11-27T12:00:00Z');
const TOMORROW = '2026-11-28T12:00:00.000Z';
const YESTERDAY = '2026-11-26T12:00:00.000Z';
const DISPUTE = 'This order has an open dispute: the money stays in escrow until the dispute is resolved';

const none: EscrowFacts = {
  releaseDueAt: null,
  receiptConfirmedAt: null,
  releasedAt: null,
  heldReason: null,
  heldAmount: 0,
  uncapturedAmount: 150_000,
};
const inspection: EscrowFacts = { ...none, releaseDueAt: TOMORROW };
const receipt: EscrowFacts = { ...inspection, receiptConfirmedAt: YESTERDAY };
const ended: EscrowFacts = { ...none, releaseDueAt: YESTERDAY };
const disputed: EscrowFacts = { ...ended, heldReason: DISPUTE };

const payment = (
  status: PaymentMoneyFacts['status'],
  escrow: EscrowFacts,
  failureReason: string | null = null,
): PaymentMoneyFacts => ({
  status,
  amount: 150_000,
  currency: 'USD',
  payerOrg: { name: 'Dangote Refinery' },
  payeeOrg: { name: 'Total Energies' },
  failureReason,
  escrow,
});

describe('money messages: what will happen to a payment in its current state', () => {
  it('names the state of each payment status and escrow', () => {
    expect(paymentMoneyState('pending', none, NOW)).toBe('uncaptured_before_delivery');
    expect(paymentMoneyState('failed', inspection, NOW)).toBe('uncaptured_inspection');
    expect(paymentMoneyState('pending', receipt, NOW)).toBe('uncaptured_releasable');
    expect(paymentMoneyState('pending', ended, NOW)).toBe('uncaptured_releasable');
    expect(paymentMoneyState('pending', disputed, NOW)).toBe('uncaptured_held');
    expect(paymentMoneyState('processing', none, NOW)).toBe('processing');
    expect(paymentMoneyState('captured', none, NOW)).toBe('held_before_delivery');
    expect(paymentMoneyState('captured', inspection, NOW)).toBe('held_inspection');
    expect(paymentMoneyState('captured', disputed, NOW)).toBe('held');
    expect(paymentMoneyState('captured', ended, NOW)).toBe('held_releasing');
    expect(paymentMoneyState('completed', { ...receipt, releasedAt: YESTERDAY }, NOW)).toBe('released');
    expect(paymentMoneyState('refunded', none, NOW)).toBe('refunded');
  });

  it('Process says where the money goes: held until receipt, or released at once after the receipt, or held by a dispute', () => {
    expect(processPaymentMessage(payment('pending', none), NOW)).toBe(
      '$1,500.00 is taken from Dangote Refinery into escrow and held there until the buyer confirms receipt or the inspection period after proof of delivery ends; then it is released to Total Energies.',
    );
    expect(processPaymentMessage(payment('failed', inspection), NOW)).toBe(
      '$1,500.00 is taken from Dangote Refinery into escrow and held there until the buyer confirms receipt or the inspection period ends; then it is released to Total Energies.',
    );
    expect(processPaymentMessage(payment('pending', receipt), NOW)).toBe(
      'The buyer already confirmed receipt: $1,500.00 is taken from Dangote Refinery and released to Total Energies at once.',
    );
    expect(processPaymentMessage(payment('pending', ended), NOW)).toBe(
      'The inspection period is over: $1,500.00 is taken from Dangote Refinery and released to Total Energies at once.',
    );
    expect(processPaymentMessage(payment('pending', disputed), NOW)).toBe(
      `$1,500.00 is taken from Dangote Refinery into escrow and stays there: ${DISPUTE}`,
    );
  });

  it('the notice after Process follows the payment the server answered with', () => {
    expect(processedNotice(payment('captured', { ...none, heldAmount: 150_000, uncapturedAmount: 0 }), NOW)).toEqual({
      title: 'Payment Captured',
      failed: false,
      message:
        '$1,500.00 is held in escrow until the buyer confirms receipt or the inspection period after proof of delivery ends.',
    });
    expect(processedNotice(payment('captured', inspection), NOW).message).toBe(
      '$1,500.00 is held in escrow until the buyer confirms receipt or the inspection period ends.',
    );
    expect(processedNotice(payment('captured', disputed), NOW).message).toBe(`$1,500.00 is held in escrow: ${DISPUTE}`);
    expect(
      processedNotice(payment('completed', { ...receipt, releasedAt: NOW.toISOString(), uncapturedAmount: 0 }), NOW),
    ).toEqual({
      title: 'Payment Captured and Released',
      failed: false,
      message:
        '$1,500.00 was captured and released to Total Energies at once: the buyer had confirmed receipt or the inspection period was over.',
    });
    expect(processedNotice(payment('failed', none, 'Insufficient funds in the payer account'), NOW)).toEqual({
      title: 'Payment Failed',
      message: 'Insufficient funds in the payer account',
      failed: true,
    });
  });

  const order = (escrow: EscrowFacts) => ({
    orderNumber: 'ORD-2026-000007',
    currency: 'USD' as const,
    supplierOrg: { name: 'Total Energies' },
    escrow,
  });

  it('Confirm Receipt says what it releases: the money in escrow now, nothing when nothing is captured', () => {
    expect(confirmReceiptMessage(order({ ...inspection, heldAmount: 150_000, uncapturedAmount: 0 }))).toBe(
      '$1,500.00 held in escrow is released to Total Energies now.',
    );
    expect(confirmReceiptMessage(order({ ...inspection, heldAmount: 30_000, uncapturedAmount: 120_000 }))).toBe(
      '$300.00 held in escrow is released to Total Energies now; $1,200.00 not captured yet is released to Total Energies as soon as finance captures it.',
    );
    expect(confirmReceiptMessage(order(inspection))).toBe(
      'Nothing has been captured into escrow yet, so nothing is released now: your receipt is recorded, and the payment of $1,500.00 is released to Total Energies as soon as finance captures it.',
    );
    expect(confirmReceiptMessage(order({ ...disputed, heldAmount: 150_000, uncapturedAmount: 0 }))).toBe(
      `Your receipt cannot release the money now: ${DISPUTE}`,
    );
  });

  it('the notice after Confirm Receipt follows the order the server answered with', () => {
    expect(receiptConfirmedNotice(order({ ...receipt, releasedAt: YESTERDAY, uncapturedAmount: 0 })).message).toBe(
      'ORD-2026-000007: the money held in escrow was released to Total Energies.',
    );
    expect(receiptConfirmedNotice(order(receipt)).message).toBe(
      'ORD-2026-000007: receipt recorded. Nothing was captured into escrow yet, so nothing was released: the payment of $1,500.00 is released to Total Energies as soon as finance captures it.',
    );
    expect(receiptConfirmedNotice(order({ ...receipt, releasedAt: YESTERDAY, uncapturedAmount: 50_000 })).message).toBe(
      'ORD-2026-000007: the money held in escrow was released to Total Energies; the payment of $500.00 is released to Total Energies as soon as finance captures it.',
    );
  });
});
