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
  /** Pays the escrowed money out to the payee. */
  release(tx: Executor, payment: PaymentRecord): Promise<void>;
  /** Returns the escrowed money to the payer. */
  refund(tx: Executor, payment: PaymentRecord): Promise<void>;
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
  async release(tx, payment) {
    await tx.insert(ledgerEntries).values({
      paymentId: payment.id,
      entryType: 'release',
      debitAccount: ESCROW,
      creditAccount: account(payment.payeeOrgId),
      amount: payment.amount,
    });
  },
  async refund(tx, payment) {
    await tx.insert(ledgerEntries).values({
      paymentId: payment.id,
      entryType: 'refund',
      debitAccount: ESCROW,
      creditAccount: account(payment.payerOrgId),
      amount: payment.amount,
    });
  },
};
