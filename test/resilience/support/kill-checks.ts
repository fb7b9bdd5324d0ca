import { createHash } from 'node:crypto';
import { withSql } from './database';

/** A PDF of `size` bytes (the signature the upload checks, then filler), named by a fresh marker. */
export function pdfOf(size: number, marker: string): Uint8Array {
  const head = Buffer.from(`%PDF-1.4\n% ${marker}\n`);
  const tail = Buffer.from('\n%%EOF\n');
  const filler = Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20);
  return new Uint8Array(Buffer.concat([head, filler, tail]));
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The upload body of the document API (base64). */
export const uploadBody = (name: string, bytes: Uint8Array) => ({
  fileName: name,
  originalName: name,
  mimeType: 'application/pdf',
  fileSize: bytes.length,
  fileData: Buffer.from(bytes).toString('base64'),
  category: 'other',
});

export interface DocumentStore {
  documents: number;
  blobs: number;
  /** Stored bytes no document row names: what a half-done upload would leave. */
  blobsWithoutRow: number;
  /** Document rows whose bytes are missing. */
  rowsWithoutBlob: number;
  /** Rows of this very file (by its SHA-256). */
  thisFile: number;
  uploadAudits: number;
  documentEvents: number;
}

/** The document tables and the document store (document_blobs) as one consistent reading. */
export const documentStore = (url: string, fileSha256: string) =>
  withSql(url, async (sql) => {
    const [row] = await sql<DocumentStore[]>`
      select
        (select count(*) from documents)::int as documents,
        (select count(*) from document_blobs)::int as blobs,
        (select count(*) from document_blobs b
           where not exists (select 1 from documents d where d.storage_key = b.key))::int as "blobsWithoutRow",
        (select count(*) from documents d
           where not exists (select 1 from document_blobs b where b.key = d.storage_key))::int as "rowsWithoutBlob",
        (select count(*) from documents where sha256 = ${fileSha256})::int as "thisFile",
        (select count(*) from audit_log where action = 'document.uploaded')::int as "uploadAudits",
        (select count(*) from domain_events where entity_type = 'document')::int as "documentEvents"`;
    if (!row) throw new Error('no reading');
    return row;
  });

export interface PaymentTrace {
  status: string;
  /** Idempotency keys recorded for it (payment_requests). */
  requests: number;
  captures: number;
  ledgerEntries: number;
  audits: string[];
  events: number;
}

/** Everything a capture of payment `id` writes: its state, its key, its ledger, its audit rows and events. */
export const paymentTrace = (url: string, id: string) =>
  withSql(url, async (sql) => {
    const [row] = await sql<PaymentTrace[]>`
      select p.status,
        (select count(*) from payment_requests r where r.payment_id = p.id)::int as requests,
        (select count(*) from ledger_entries e where e.payment_id = p.id and e.entry_type = 'capture')::int as captures,
        (select count(*) from ledger_entries e where e.payment_id = p.id)::int as "ledgerEntries",
        array(select a.action from audit_log a where a.entity_type = 'payment' and a.entity_id = p.id::text
              order by a.id) as audits,
        (select count(*) from domain_events ev where ev.entity_type = 'payment' and ev.entity_id = p.id::text)::int
          as events
      from payments p where p.id = ${id}`;
    if (!row) throw new Error(`no payment ${id}`);
    return row;
  });
