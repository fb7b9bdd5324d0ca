import { PAYMENT_STATUSES } from '@energy/domain/constants';
import { bigint, index, pgSequence, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { statusCheck } from '../status-check';
import { settlements } from './contracts';
import { orders } from './orders';
import { organizations } from './organizations';

export const paymentNumberSeq = pgSequence('payment_number_seq', { startWith: 1 });

/** Money from the buyer organization to the supplier's, held in escrow until the buyer confirms receipt or the inspection period ends. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentNumber: text('payment_number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    settlementId: uuid('settlement_id')
      .unique()
      .references(() => settlements.id),
    payerOrgId: uuid('payer_org_id')
      .notNull()
      .references(() => organizations.id),
    payeeOrgId: uuid('payee_org_id')
      .notNull()
      .references(() => organizations.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    // Keyset paging (packages/trpc/src/paging.ts): each visibility filter, then the default sort and the id.
    index('payments_payer_created_idx').on(t.payerOrgId, t.createdAt, t.id),
    index('payments_payee_created_idx').on(t.payeeOrgId, t.createdAt, t.id),
    index('payments_created_idx').on(t.createdAt, t.id),
    statusCheck('payments_status_check', t.status, PAYMENT_STATUSES),
  ],
);

/** Idempotency keys of "process payment": a replay answers from here instead of moving money again. */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    key: text('key').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.key] })],
);

/** The internal ledger behind the payment provider interface: double entry, amounts in minor units. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    entryType: text('entry_type').notNull(),
    debitAccount: text('debit_account').notNull(),
    creditAccount: text('credit_account').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_payment_idx').on(t.paymentId)],
);
