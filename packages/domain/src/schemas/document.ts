import { z } from 'zod';
import { ZAllowedActions } from '../actions/catalog';
import { zPagedListInput } from './paging';
import { singleLineText } from './primitives';
import { DOCUMENT_SORTS } from '../list-sorts';

export { DOCUMENT_SORTS } from '../list-sorts';

/** Spec 001 §9: document categories, in the upload dialog's order (pod reads "Proof of Delivery"). */
export const DOCUMENT_CATEGORIES = ['contract', 'invoice', 'certificate', 'pod', 'insurance', 'other'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  contract: 'Contract',
  invoice: 'Invoice',
  certificate: 'Certificate',
  pod: 'Proof of Delivery',
  insurance: 'Insurance',
  other: 'Other',
};

/** Spec 001 §9: the accepted file types, by extension. */
export const DOCUMENT_FILE_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'png', 'jpg', 'jpeg'] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];

/** Spec 001 §4 (sample statuses); an upload starts pending review. */
export const DOCUMENT_STATUSES = ['pending', 'signed', 'processed', 'valid', 'approved', 'expired'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The largest file, decoded. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The upload's request body: the file in base64 (4/3 of it) plus the JSON around it. */
export const DOCUMENT_UPLOAD_BODY_BYTES = 14 * 1024 * 1024;
/** A docx/xlsx is a zip: refuse archives with more entries, or more bytes once inflated (zip bombs). */
export const ZIP_MAX_ENTRIES = 1000;
export const ZIP_MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;

export const DOCUMENT_MESSAGES = {
  fileRequired: 'Please select a file to upload',
  uploadFailed: 'Failed to upload document',
  uploaded: 'Document uploaded successfully',
  tooLarge: `The file is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MiB`,
  unknownType: `Unsupported file type: accepted types are ${DOCUMENT_FILE_TYPES.join(', ')}`,
  signatureMismatch: 'The file content does not match its type',
  zipTooLarge: 'The file expands beyond the allowed size or holds too many entries',
  zipSizeMismatch: 'The file is damaged or forged: its content expands beyond the sizes its archive declares',
  sizeMismatch: 'fileSize does not match the decoded file',
  notBase64: 'fileData must be base64',
  notFound: 'Document',
  shareTargetNotFound: 'The share target was not found or your organization is not party to it',
  rfqBuyerOnly: 'Only the buyer of this RFQ attaches documents to it: a supplier attaches its documents to its offer',
  offerSupplierOnly: 'Only the supplier of this offer attaches documents to it',
  shareOwnOrganization: 'This user belongs to your organization, which already sees the document',
  deleted: 'Document deleted',
  evidenceUnderReview:
    'This document is evidence in a KYB/KYC review waiting for a decision: it can be deleted once the review is decided',
  shared: 'Document shared',
} as const;

const fileName = singleLineText(255);

/**
 * What a document is attached to (or shared with): a contract or an order the uploader is party to, the
 * buyer's own RFQ (its suppliers see it), or the supplier's own offer (it follows the offer's visibility).
 */
export const DOCUMENT_RECORD_TYPES = ['contract', 'order', 'rfq', 'offer'] as const;
export type DocumentRecordType = (typeof DOCUMENT_RECORD_TYPES)[number];
export const ZDocumentRecordRef = z.strictObject({
  type: z.enum(DOCUMENT_RECORD_TYPES),
  id: z.uuid('Record not found'),
});

/** Spec 001 §3 upload payload, plus the category and an optional attachment. */
export const ZDocumentUploadInput = z.strictObject({
  fileName,
  originalName: fileName,
  mimeType: z.string().trim().max(255),
  fileSize: z.number().int().min(1, DOCUMENT_MESSAGES.fileRequired),
  // Bounded by the upload's body limit; the decoded size is checked against DOCUMENT_MAX_BYTES (413).
  fileData: z.string().min(1, DOCUMENT_MESSAGES.fileRequired).max(DOCUMENT_UPLOAD_BODY_BYTES),
  isPublic: z.literal(false, 'Uploads are not public').default(false),
  category: z.enum(DOCUMENT_CATEGORIES).default('other'),
  attachTo: ZDocumentRecordRef.optional(),
});
export type TDocumentUploadInput = z.input<typeof ZDocumentUploadInput>;

export const ZDocumentId = z.strictObject({ id: z.uuid('Document not found') });

export const ZDocumentShareInput = z.strictObject({
  id: z.uuid('Document not found'),
  with: z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('user'), userId: z.uuid('User not found') }),
    ...DOCUMENT_RECORD_TYPES.map((type) => z.strictObject({ type: z.literal(type), id: z.uuid('Record not found') })),
  ]),
});
export type TDocumentShareInput = z.input<typeof ZDocumentShareInput>;

/** What the Share dialog picks from: a user of another organization, or a record type a document is shared with. */
export const DOCUMENT_SHARE_TARGET_TYPES = ['user', ...DOCUMENT_RECORD_TYPES] as const;
export type DocumentShareTargetType = (typeof DOCUMENT_SHARE_TARGET_TYPES)[number];

/**
 * GET /api/documents/share-targets: the users (of organizations the caller's has a contract or an order with) or the
 * records the caller's organization may share a document with, searched by `q`, at most DOCUMENT_SHARE_TARGET_LIMIT.
 */
export const ZDocumentShareTargetsInput = z.strictObject({
  type: z.enum(DOCUMENT_SHARE_TARGET_TYPES),
  q: singleLineText(100).optional(),
});
export const DOCUMENT_SHARE_TARGET_LIMIT = 20;
export const ZDocumentShareTarget = z.object({
  id: z.string(),
  /** The user's name, or the record's number and title. */
  label: z.string(),
  /** The user's organization, or the record's counterparty. */
  description: z.string().nullable(),
});
export type TDocumentShareTarget = z.infer<typeof ZDocumentShareTarget>;

export const ZDocumentListInput = zPagedListInput(DOCUMENT_SORTS, {
  category: z.enum(DOCUMENT_CATEGORIES).optional(),
  status: z.enum(DOCUMENT_STATUSES).optional(),
});

export const ZDocument = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  mimeType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  organizationId: z.string(),
  organizationName: z.string(),
  organizationVerified: z.boolean(),
  uploadedByName: z.string().nullable(),
  /** The record the document is attached to, with the number people know it by (null if it is gone). */
  attachedTo: ZDocumentRecordRef.extend({ number: z.string().nullable() }).nullable(),
  /** Shared with the caller rather than the caller's organization's own. */
  sharedWithMe: z.boolean(),
  createdAt: z.string(),
  allowedActions: ZAllowedActions,
});
export type TDocument = z.infer<typeof ZDocument>;

/** The tiles of /documents, computed over what the caller sees. */
export const ZDocumentSummary = z.object({
  total: z.number().int(),
  categories: z.number().int(),
  storageUsedBytes: z.number().int(),
  pendingReview: z.number().int(),
});
export type TDocumentSummary = z.infer<typeof ZDocumentSummary>;

/** A download: the stored bytes in base64 (tRPC speaks JSON); REST sends the bytes themselves. */
export const ZDocumentDownload = z.object({ filename: z.string(), mimeType: z.string(), contentBase64: z.string() });
