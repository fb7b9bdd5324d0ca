import type { Executor } from '@energy/db/client';
import { kybKycReviews } from '@energy/db/schema/admin-reviews';
import { documents, documentShares } from '@energy/db/schema/documents';
import { REVIEW_OPEN_STATES } from '@energy/domain/machines/admin';
import { organizations } from '@energy/db/schema/organizations';
import { users } from '@energy/db/schema/users';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  type DocumentCategory,
  type DocumentRecordType,
  type DocumentStatus,
  type TDocument,
  type ZDocumentRecordRef,
  type ZDocumentShareInput,
  type ZDocumentUploadInput,
} from '@energy/domain/schemas/document';
import { DomainError, type DomainErrorKind } from '@energy/domain/errors';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { inspectFile, MIME_TYPES, sanitizeFileName, type FileRefusal } from '../../documents/file-check';
import type { DocumentStorage } from '../../documents/storage';
import { badRequest, conflict, notFound } from '../../errors';
import { requireOrg, type CallerScope } from '../../scope';
import { attachRight, findDocument, listDocuments } from './document.queries';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The decoded file; 400 for text that is not base64, 413 above the size limit (checked before decoding). */
function decode(fileData: string, declaredSize: number): Uint8Array {
  const data = fileData.replace(/\s/g, '');
  if (data.length % 4 !== 0 || !BASE64.test(data)) throw badRequest('fileData', DOCUMENT_MESSAGES.notBase64);
  const size = (data.length / 4) * 3 - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
  if (size > DOCUMENT_MAX_BYTES) throw new DomainError('too_large', DOCUMENT_MESSAGES.tooLarge);
  if (size !== declaredSize) throw badRequest('fileSize', DOCUMENT_MESSAGES.sizeMismatch);
  return new Uint8Array(Buffer.from(data, 'base64'));
}

const REFUSALS: Record<FileRefusal, DomainErrorKind> = {
  unknownType: 'unsupported_media',
  signatureMismatch: 'unsupported_media',
  zipTooLarge: 'unsupported_media',
  zipSizeMismatch: 'bad_request',
};

/** One visible document as a row (404 otherwise). */
export async function getDocument(db: Executor, scope: CallerScope, id: string): Promise<TDocument> {
  const [row] = await listDocuments(db, scope, eq(documents.id, id));
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  return row;
}

const NOT_YOURS: Partial<Record<DocumentRecordType, string>> = {
  rfq: DOCUMENT_MESSAGES.rfqBuyerOnly,
  offer: DOCUMENT_MESSAGES.offerSupplierOnly,
};

/**
 * The caller's organization may attach its documents to the record (see attachRight): 404 when the caller
 * cannot see it, 403 when it sees it but is not the side that attaches (a supplier on an RFQ, a buyer on an offer).
 */
export async function requireAttachRight(
  db: Executor,
  scope: CallerScope,
  orgId: string,
  type: DocumentRecordType,
  id: string,
): Promise<void> {
  const right = attachRight(type, id, scope, orgId, new Date());
  const [found] = await db
    .select({ allowed: sql<boolean>`${right.allowed}`, visible: sql<boolean>`${right.visible}` })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (found?.allowed) return;
  if (found?.visible) throw new DomainError('forbidden', NOT_YOURS[type] ?? DOCUMENT_MESSAGES.shareTargetNotFound);
  throw new DomainError('not_found', DOCUMENT_MESSAGES.shareTargetNotFound);
}

/**
 * Stores an upload: the file is checked by extension and signature (415), its decoded size (413), and an
 * Office package's zip directory (415) and inflated content (400 when it expands beyond what it declares); the bytes go under a random key, the sanitized original name is kept
 * for display only. Pending review until someone processes it.
 */
export async function uploadDocument(
  db: Executor,
  storage: DocumentStorage,
  scope: CallerScope,
  input: z.output<typeof ZDocumentUploadInput>,
): Promise<TDocument> {
  const orgId = requireOrg(scope);
  requireAllowed(scope, 'document.upload', { organizationId: orgId });
  const name = sanitizeFileName(input.originalName || input.fileName);
  const bytes = decode(input.fileData, input.fileSize);
  const checked = await inspectFile(name, bytes);
  if (!checked.ok) throw new DomainError(REFUSALS[checked.refusal], DOCUMENT_MESSAGES[checked.refusal]);
  if (input.attachTo) await requireAttachRight(db, scope, orgId, input.attachTo.type, input.attachTo.id);

  return storeDocument(db, storage, scope, {
    organizationId: orgId,
    name,
    category: input.category,
    mimeType: MIME_TYPES[checked.type],
    bytes,
    attachTo: input.attachTo ?? null,
    status: 'pending',
    audit: { action: 'document.uploaded', details: { category: input.category, size: bytes.length } },
  });
}

/** A file to keep as a document of the organization, checked already. */
export interface StoredFile {
  organizationId: string;
  name: string;
  category: DocumentCategory;
  mimeType: string;
  bytes: Uint8Array;
  attachTo: z.output<typeof ZDocumentRecordRef> | null;
  status: DocumentStatus;
  audit: { action: string; details: Record<string, unknown> };
}

/**
 * Stores a file as a document: the bytes under a random key, its row (the sanitized name is for display only),
 * a share with the record it is attached to, so that record's other parties see it, and its audit row.
 */
export async function storeDocument(
  db: Executor,
  storage: DocumentStorage,
  scope: CallerScope,
  file: StoredFile,
): Promise<TDocument> {
  const storageKey = randomBytes(24).toString('base64url');
  await storage.put(storageKey, file.bytes);
  const [row] = await db
    .insert(documents)
    .values({
      organizationId: file.organizationId,
      uploadedBy: scope.userId,
      name: file.name,
      category: file.category,
      mimeType: file.mimeType,
      size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      status: file.status,
      storageKey,
      attachedType: file.attachTo?.type ?? null,
      attachedId: file.attachTo?.id ?? null,
    })
    .returning({ id: documents.id });
  if (!row) throw new Error('Document was not stored');
  if (file.attachTo)
    await db.insert(documentShares).values({
      documentId: row.id,
      recordType: file.attachTo.type,
      recordId: file.attachTo.id,
      sharedBy: scope.userId,
    });
  await recordAudit(db, {
    actorUserId: scope.userId,
    organizationId: file.organizationId,
    action: file.audit.action,
    entityType: 'document',
    entityId: row.id,
    toState: file.status,
    details: file.audit.details,
  });
  return getDocument(db, scope, row.id);
}

/** The stored bytes of a visible document (404 otherwise), in base64 for JSON; REST sends the bytes. */
export async function downloadDocument(db: Executor, storage: DocumentStorage, scope: CallerScope, id: string) {
  const document = await findDocument(db, scope, id);
  if (!document) throw notFound(DOCUMENT_MESSAGES.notFound);
  const bytes = await storage.get(document.storageKey);
  if (!bytes) throw notFound(DOCUMENT_MESSAGES.notFound);
  return { filename: document.name, mimeType: document.mimeType, contentBase64: Buffer.from(bytes).toString('base64') };
}

/** Shares the organization's own document with a user of another organization, or with a record it is party to. */
export async function shareDocument(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZDocumentShareInput>,
): Promise<TDocument> {
  const document = await findDocument(db, scope, input.id);
  requireAllowed(scope, 'document.share', document ? { organizationId: document.organizationId } : null);
  if (!document) throw notFound(DOCUMENT_MESSAGES.notFound);
  const target = input.with;
  if (target.type === 'user') {
    const [user] = await db
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(and(eq(users.id, target.userId), isNull(users.deactivatedAt)));
    if (!user) throw new DomainError('not_found', DOCUMENT_MESSAGES.shareTargetNotFound);
    if (user.organizationId === document.organizationId)
      throw badRequest('with.userId', DOCUMENT_MESSAGES.shareOwnOrganization);
    await db.insert(documentShares).values({ documentId: document.id, userId: target.userId, sharedBy: scope.userId });
  } else {
    await requireAttachRight(db, scope, document.organizationId, target.type, target.id);
    await db
      .insert(documentShares)
      .values({ documentId: document.id, recordType: target.type, recordId: target.id, sharedBy: scope.userId });
  }
  await recordAudit(db, {
    actorUserId: scope.userId,
    organizationId: document.organizationId,
    action: 'document.shared',
    entityType: 'document',
    entityId: document.id,
    details: { with: target.type },
  });
  return getDocument(db, scope, document.id);
}

/** Deletes the organization's own document: its row, its shares and its bytes, together. */
/** The admin deciding a KYB/KYC review must be able to open its evidence until the decision: 409 meanwhile. */
async function refuseOpenEvidence(db: Executor, documentId: string): Promise<void> {
  const [review] = await db
    .select({ id: kybKycReviews.id })
    .from(kybKycReviews)
    .where(
      and(sql`${documentId} = any(${kybKycReviews.documents})`, inArray(kybKycReviews.status, [...REVIEW_OPEN_STATES])),
    )
    .limit(1);
  if (review) throw conflict(DOCUMENT_MESSAGES.evidenceUnderReview);
}

export async function deleteDocument(
  db: Executor,
  storage: DocumentStorage,
  scope: CallerScope,
  id: string,
): Promise<{ id: string }> {
  const document = await findDocument(db, scope, id);
  requireAllowed(scope, 'document.delete', document ? { organizationId: document.organizationId } : null);
  if (!document) throw notFound(DOCUMENT_MESSAGES.notFound);
  await refuseOpenEvidence(db, document.id);
  await db.delete(documents).where(eq(documents.id, document.id));
  await storage.delete(document.storageKey);
  await recordAudit(db, {
    actorUserId: scope.userId,
    organizationId: document.organizationId,
    action: 'document.deleted',
    entityType: 'document',
    entityId: document.id,
    details: { name: document.name },
  });
  return { id: document.id };
}

/**
 * The visible documents of a contract (its Documents tab): those attached to it and those shared with it later
 * (an attachment is a share with its record too).
 */
export function contractDocuments(db: Executor, scope: CallerScope, contractId: string): Promise<TDocument[]> {
  const sharedWithContract = sql`exists (select 1 from ${documentShares} where ${documentShares.documentId} = ${documents.id}
    and ${documentShares.recordType} = 'contract' and ${documentShares.recordId} = ${contractId})`;
  return listDocuments(
    db,
    scope,
    or(and(eq(documents.attachedType, 'contract'), eq(documents.attachedId, contractId)), sharedWithContract),
  );
}
