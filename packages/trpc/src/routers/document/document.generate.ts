import type { Executor } from '@energy/db/client';
import { documents } from '@energy/db/schema/documents';
import {
  CONTRACT_PAPER_MESSAGES,
  contractPapers,
  type ContractPaper,
  type ZContractPaperInput,
} from '@energy/domain/schemas/contract-papers';
import type { TDocument } from '@energy/domain/schemas/document';
import type { Language } from '@energy/i18n/languages';
import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { requireAllowed } from '../../authorize';
import { sanitizeFileName } from '../../documents/file-check';
import { loadContractPaperFacts, type ContractPaperFacts } from '../../documents/pdf/contract-facts';
import { renderContractPdf } from '../../documents/pdf/contract.pdf';
import { renderInvoicePdf } from '../../documents/pdf/invoice.pdf';
import { pdfReader, type PdfReader } from '../../documents/pdf/reader';
import type { DocumentStorage } from '../../documents/storage';
import { conflict } from '../../errors';
import { requireOrg, type CallerScope } from '../../scope';
import { callerTimeZone } from '../settings/time-zone.service';
import { getDocument, requireAttachRight, storeDocument } from './document.service';

function renderPaper(facts: ContractPaperFacts, paper: ContractPaper, reader: PdfReader): Promise<Uint8Array> {
  return paper === 'contract' ? renderContractPdf(facts, reader) : renderInvoicePdf(facts, paper, reader);
}

/**
 * Renders one of a contract's papers (the contract, its invoice, or a formula contract's provisional and final
 * invoices) in the caller's language and zone, and keeps it as a document of the caller's organization attached
 * to the contract, so both parties find it on the contract's Documents tab and download it like any other. The
 * same rules as an upload attached to the contract: `document.upload`, and the contract visible to the caller and
 * theirs to attach to (404 otherwise). A paper the contract does not have yet (a final invoice before the final
 * price) is 409. Rendering is deterministic: unchanged facts give the same bytes, and the document already kept
 * for them is answered instead of a copy.
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
  await requireAttachRight(db, scope, orgId, 'contract', input.id);
  if (!contractPapers(facts.contract).includes(input.paper)) throw conflict(CONTRACT_PAPER_MESSAGES.unavailable);

  const { zone } = await callerTimeZone(db, scope.userId);
  const reader = pdfReader(language, zone);
  const bytes = await renderPaper(facts, input.paper, reader);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const [kept] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.organizationId, orgId),
        eq(documents.attachedType, 'contract'),
        eq(documents.attachedId, input.id),
        eq(documents.sha256, sha256),
      ),
    )
    .limit(1);
  if (kept) return getDocument(db, scope, kept.id);

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
