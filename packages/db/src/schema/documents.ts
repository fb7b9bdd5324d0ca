import { DOCUMENT_CATEGORIES, DOCUMENT_RECORD_TYPES, DOCUMENT_STATUSES } from '@energy/domain/schemas/document';
import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { statusCheck } from '../status-check';
import { organizations } from './organizations';
import { users } from './users';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/*
 * Documents (spec 001): a file belongs to the organization that uploaded it. The bytes live apart, under a
 * random storage key (never the client's file name), in document_blobs: the PostgreSQL implementation of
 * packages/trpc/src/documents/storage.ts, so every server instance sees every file.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The original file name, sanitized: for display and the download's Content-Disposition only. */
    name: text('name').notNull(),
    category: text('category').notNull().default('other'),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('pending'),
    storageKey: text('storage_key').notNull().unique(),
    /** Attached to a contract, order or RFQ (its parties then see it). */
    attachedType: text('attached_type'),
    attachedId: uuid('attached_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck('documents_status_check', t.status, DOCUMENT_STATUSES),
    statusCheck('documents_category_check', t.category, DOCUMENT_CATEGORIES),
    check('documents_attached_check', sql`(${t.attachedType} is null) = (${t.attachedId} is null)`),
    index('documents_organization_idx').on(t.organizationId, t.createdAt, t.id),
    index('documents_created_idx').on(t.createdAt, t.id),
    index('documents_attached_idx').on(t.attachedType, t.attachedId),
  ],
);

/** The stored bytes, by storage key. */
export const documentBlobs = pgTable('document_blobs', {
  key: text('key').primaryKey(),
  bytes: bytea('bytes').notNull(),
});

/** Who else sees a document: one user, or the parties of one record (an RFQ, contract or order). */
export const documentShares = pgTable(
  'document_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    recordType: text('record_type'),
    recordId: uuid('record_id'),
    sharedBy: uuid('shared_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'document_shares_target_check',
      sql`(${t.userId} is not null) <> (${t.recordType} is not null) and (${t.recordType} is null) = (${t.recordId} is null)`,
    ),
    check(
      'document_shares_record_type_check',
      sql`${t.recordType} is null or ${t.recordType} in (${sql.raw(DOCUMENT_RECORD_TYPES.map((r) => `'${r}'`).join(', '))})`,
    ),
    index('document_shares_document_idx').on(t.documentId),
    index('document_shares_user_idx').on(t.userId),
    index('document_shares_record_idx').on(t.recordType, t.recordId),
  ],
);
