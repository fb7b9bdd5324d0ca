import type { Executor } from '@energy/db/client';
import { documents, documentShares } from '@energy/db/schema/documents';
import {
  CONTRACT_PAPER_MESSAGES,
  contractPapers,
  shipmentPapers,
  type ContractPaper,
  type ZContractPaperInput,
  type ZShipmentPaperInput,
} from '@energy/domain/schemas/contract-papers';
import type { TDocument } from '@energy/domain/schemas/document';
import { DomainError } from '@energy/domain/errors';
import type { Language } from '@energy/i18n/languages';
import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { requireAllowed } from '../../authorize';
import { sanitizeFileName } from '../../documents/file-check';
import { loadContractPaperFacts, type ContractPaperFacts } from '../../documents/pdf/contract-facts';
import { renderContractPdf } from '../../documents/pdf/contract.pdf';
import { renderDeliveryNotePdf } from '../../documents/pdf/delivery-note.pdf';
import { renderInvoicePdf } from '../../documents/pdf/invoice.pdf';
import { renderLoadingTicketPdf } from '../../documents/pdf/loading-ticket.pdf';
import { loadShipmentPaperFacts } from '../../documents/pdf/shipment-facts';
import { pdfReader, type PdfReader } from '../../documents/pdf/reader';
import type { DocumentStorage } from '../../documents/storage';
import { conflict } from '../../errors';
import { requireOrg, type CallerScope } from '../../scope';
import { callerTimeZone } from '../settings/time-zone.service';
import { getDocument, requireAttachRight, storeDocument } from './document.service';

/**
 * A paper is its parties' (the contract's buyer and supplier, and a shipment's carrier): whoever else sees the record
 * (the platform's admins) reads the papers the parties keep but makes none (403).
 */
function requireParty(orgId: string, parties: (string | undefined)[]): void {
  if (!parties.includes(orgId)) throw new DomainError('forbidden', CONTRACT_PAPER_MESSAGES.partiesOnly);
}

/** The caller as a PDF's reader: their language and the zone their times are written in. */
async function readerOf(db: Executor, scope: CallerScope, language: Language): Promise<PdfReader> {
  const { zone } = await callerTimeZone(db, scope.userId);
  return pdfReader(language, zone);
}

/** The document the organization already keeps with the record for these very bytes, if any. */
async function keptAlready(
  db: Executor,
  scope: CallerScope,
  orgId: string,
  record: { type: 'contract' | 'order'; id: string },
  bytes: Uint8Array,
): Promise<TDocument | null> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const [kept] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.organizationId, orgId),
        eq(documents.attachedType, record.type),
        eq(documents.attachedId, record.id),
        eq(documents.sha256, sha256),
      ),
    )
    .limit(1);
  return kept ? getDocument(db, scope, kept.id) : null;
}

function renderPaper(facts: ContractPaperFacts, paper: ContractPaper, reader: PdfReader): Promise<Uint8Array> {
  return paper === 'contract' ? renderContractPdf(facts, reader) : renderInvoicePdf(facts, paper, reader);
}

/**
 * Renders one of a contract's papers (the contract, its invoice, a formula contract's provisional and final invoices,
 * and the final invoice on the delivered quantity once its order's is issued) in the caller's language and zone, and
 * keeps it as a document of the caller's organization attached to the contract, so both parties find it on the
 * contract's Documents tab and download it like any other. The same rules as an upload attached to the contract:
 * `document.upload`, and the contract visible to the caller and theirs to attach to (404 otherwise). A paper the
 * contract does not have yet (a final invoice before the final price, or a fixed contract's before its order's final
 * invoice is issued) is 409. Rendering is deterministic: unchanged facts give the same bytes, and the document
 * already kept for them is answered instead of a copy.
 */
export async function generateContractPaper(
  db: Executor,
  storage: DocumentStorage,
  scope: CallerScope,
  input: z.output<typeof ZContractPaperInput>,
  language: Language,
): Promise<TDocument> {
  const orgId = requireOrg(scope);
  requireAllowed(scope, 'document.upload', { organizationId: orgId });
  const facts = await loadContractPaperFacts(db, scope, input.id);
  requireParty(orgId, [facts.contract.buyerOrgId, facts.contract.supplierOrgId]);
  await requireAttachRight(db, scope, orgId, 'contract', input.id);
  if (!contractPapers(facts.contract, facts.delivery).includes(input.paper))
    throw conflict(CONTRACT_PAPER_MESSAGES.unavailable);

  const reader = await readerOf(db, scope, language);
  const bytes = await renderPaper(facts, input.paper, reader);
  const kept = await keptAlready(db, scope, orgId, { type: 'contract', id: input.id }, bytes);
  if (kept) return kept;

  const name = sanitizeFileName(
    `${reader.t(`documents.pdf.names.${input.paper}`, { number: facts.contract.contractNumber })}.pdf`,
  );
  return storeDocument(db, storage, scope, {
    organizationId: orgId,
    name,
    category: input.paper === 'contract' ? 'contract' : 'invoice',
    mimeType: 'application/pdf',
    bytes,
    attachTo: { type: 'contract', id: input.id },
    status: input.paper === 'contract' && facts.contract.signedAt ? 'signed' : 'processed',
    audit: { action: 'document.generated', details: { paper: input.paper, size: bytes.length, language } },
  });
}

/**
 * Renders one of a shipment's papers (the loading ticket once the loading is recorded, the delivery note once the
 * proof of delivery is given) in the caller's language and keeps it as a document of the caller's organization
 * attached to the shipment's order, whose parties see it (the carrier while it carries), and shared with its
 * contract, so it lists on the contract's Documents tab too. The same rules as an upload attached to the order:
 * `document.upload`, the shipment visible and its order the caller's to attach to (404 otherwise); a paper the
 * shipment does not have yet is 409.
 */
export async function generateShipmentPaper(
  db: Executor,
  storage: DocumentStorage,
  scope: CallerScope,
  input: z.output<typeof ZShipmentPaperInput>,
  language: Language,
): Promise<TDocument> {
  const orgId = requireOrg(scope);
  requireAllowed(scope, 'document.upload', { organizationId: orgId });
  const facts = await loadShipmentPaperFacts(db, scope, input.id);
  requireParty(orgId, [facts.contract.buyerOrgId, facts.contract.supplierOrgId, facts.shipment.logisticsOrg?.id]);
  await requireAttachRight(db, scope, orgId, 'order', facts.orderId);
  if (!shipmentPapers(facts.shipment).includes(input.paper)) throw conflict(CONTRACT_PAPER_MESSAGES.unavailable);
  const { loading } = facts.shipment.measured;
  const pod = facts.shipment.podData;

  const reader = await readerOf(db, scope, language);
  const bytes =
    input.paper === 'loading_ticket' && loading
      ? await renderLoadingTicketPdf(facts, loading, reader)
      : pod
        ? await renderDeliveryNotePdf(facts, pod, reader)
        : null;
  if (!bytes) throw conflict(CONTRACT_PAPER_MESSAGES.unavailable);
  const order = { type: 'order' as const, id: facts.orderId };
  const kept = await keptAlready(db, scope, orgId, order, bytes);
  if (kept) return kept;

  const stored = await storeDocument(db, storage, scope, {
    organizationId: orgId,
    name: sanitizeFileName(
      `${reader.t(`documents.pdf.names.${input.paper}`, { number: facts.shipment.shipmentNumber })}.pdf`,
    ),
    category: input.paper === 'delivery_note' ? 'pod' : 'other',
    mimeType: 'application/pdf',
    bytes,
    attachTo: order,
    status: 'processed',
    audit: { action: 'document.generated', details: { paper: input.paper, size: bytes.length, language } },
  });
  await db
    .insert(documentShares)
    .values({ documentId: stored.id, recordType: 'contract', recordId: facts.contract.id, sharedBy: scope.userId });
  return stored;
}
