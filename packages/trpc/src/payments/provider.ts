import type { Executor } from '@energy/db/client';
import { ledgerEntries } from '@energy/db/schema/payments';

export interface PaymentRecord {
  id: string;
  paymentNumber: string;
  payerOrgId: string;
  payeeOrgId: string;
  amount: number;
  currency: string;
}

export class PaymentDeclined extends Error {}

/**
 * Where money moves. The platform ships an internal ledger; a real provider (card, bank transfer, escrow
 * agent) implements the same three calls and is plugged in at server start.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Takes the payer's money into escrow; throws PaymentDeclined when refused. Returns the provider's reference. */
  capture(tx: Executor, payment: PaymentRecord): Promise<string>;
  /**
   * Pays the escrowed money out to the payee: all of it, or `amount` minor units of it (a final invoice below what
   * was captured releases part and refunds the rest; the two together are the captured amount).
   */
  release(tx: Executor, payment: PaymentRecord, amount?: number): Promise<void>;
  /** Returns the escrowed money to the payer: all of it, or `amount` minor units of it. */
  refund(tx: Executor, payment: PaymentRecord, amount?: number): Promise<void>;
}

const ESCROW = 'platform:escrow';
const account = (orgId: string) => `org:${orgId}`;
export const ESCROW_ACCOUNT_NAME = 'Platform escrow';

/** A ledger account as a person reads it: a payment's entries only ever move money between its payer, its payee and escrow. */
export function ledgerAccountName(
  accountId: string,
  parties: { payer: { id: string; name: string }; payee: { id: string; name: string } },
): string {
  if (accountId === ESCROW) return ESCROW_ACCOUNT_NAME;
  if (accountId === account(parties.payer.id)) return parties.payer.name;
  if (accountId === account(parties.payee.id)) return parties.payee.name;
  return 'Other account';
}

/** A part of a payment's escrowed amount: a whole number of minor units from 1 to the amount. */
function partOf(payment: PaymentRecord, amount: number): number {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > payment.amount)
    throw new RangeError(`A release or refund of ${payment.paymentNumber} is 1 to ${payment.amount} minor units`);
  return amount;
}

/** Double-entry bookkeeping in ledger_entries, inside the caller's transaction. */
export const internalLedger: PaymentProvider = {
  name: 'internal-ledger',
  async capture(tx, payment) {
    await tx.insert(ledgerEntries).values({
      paymentId: payment.id,
      entryType: 'capture',
      debitAccount: account(payment.payerOrgId),
      creditAccount: ESCROW,
      amount: payment.amount,
    });
    return `LEDGER-${payment.paymentNumber}`;
  },
  async release(tx, payment, amount = payment.amount) {
    await tx.insert(ledgerEntries).values({
      paymentId: payment.id,
      entryType: 'release',
      debitAccount: ESCROW,
      creditAccount: account(payment.payeeOrgId),
      amount: partOf(payment, amount),
    });
  },
  async refund(tx, payment, amount = payment.amount) {
    await tx.insert(ledgerEntries).values({
      paymentId: payment.id,
      entryType: 'refund',
      debitAccount: ESCROW,
      creditAccount: account(payment.payerOrgId),
      amount: partOf(payment, amount),
    });
  },
};
