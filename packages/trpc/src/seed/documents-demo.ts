import type { Database } from '@energy/db/client';
import { contracts } from '@energy/db/schema/contracts';
import { documents } from '@energy/db/schema/documents';
import { users } from '@energy/db/schema/users';
import { ZDocumentUploadInput, type DocumentCategory } from '@energy/domain/schemas/document';
import { count, eq, inArray } from 'drizzle-orm';
import { postgresStorage } from '../documents/storage';
import { uploadDocument } from '../routers/document/document.service';
import { scopeOf, type CallerScope } from '../scope';

/** A small, well-formed one-page PDF naming its subject, so a demo download opens. */
function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const content = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The upload payload of a demo PDF named `name`, as the web app would send it. */
export function demoUpload(name: string, category: DocumentCategory, attachTo?: { type: 'contract'; id: string }) {
  const bytes = demoPdf(name.replace(/\.pdf$/, ''));
  return ZDocumentUploadInput.parse({
    fileName: `${Date.now()}_${name}`,
    originalName: name,
    mimeType: 'application/pdf',
    fileSize: bytes.length,
    fileData: bytes.toString('base64'),
    isPublic: false,
    category,
    ...(attachTo ? { attachTo } : {}),
  });
}

/**
 * Documents for the demo organizations, uploaded through the same service as the API: the buyer's signed
 * contract with its agreement attached (so the supplier sees it too), an insurance certificate of the
 * supplier and a delivery note of the carrier; the second supplier's and the second carrier's own papers.
 * Runs once: nothing happens when documents exist.
 */
export async function seedDocumentsDemo(db: Database): Promise<{ created: boolean }> {
  const [existing] = await db.select({ n: count() }).from(documents);
  if ((existing?.n ?? 0) > 0) return { created: false };
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.username, ['buyer', 'supplier', 'logistics', 'supplier2', 'logistics2']));
  const scopes: Record<string, CallerScope> = Object.fromEntries(
    rows.map((u) => [u.username, scopeOf({ ...u, organizationName: null })]),
  );
  const { buyer, supplier, logistics } = scopes;
  if (!buyer || !supplier || !logistics) return { created: false };
  await db.transaction(async (tx) => {
    const store = postgresStorage(tx);
    const [signed] = await tx
      .select({ id: contracts.id, number: contracts.contractNumber })
      .from(contracts)
      .where(eq(contracts.status, 'signed'))
      .limit(1);
    if (signed)
      await uploadDocument(
        tx,
        store,
        buyer,
        demoUpload(`Supply agreement ${signed.number}.pdf`, 'contract', { type: 'contract', id: signed.id }),
      );
    await uploadDocument(tx, store, buyer, demoUpload('Import permit 2026.pdf', 'certificate'));
    await uploadDocument(tx, store, supplier, demoUpload('Product liability insurance 2026.pdf', 'insurance'));
    await uploadDocument(tx, store, logistics, demoUpload('Delivery note SHP Ikeja.pdf', 'pod'));
    const { supplier2, logistics2 } = scopes;
    if (supplier2)
      await uploadDocument(tx, store, supplier2, demoUpload('DPR product certificate 2026.pdf', 'certificate'));
    if (logistics2)
      await uploadDocument(tx, store, logistics2, demoUpload('Fleet insurance schedule 2026.pdf', 'insurance'));
  });
  return { created: true };
}
