import { afterAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../deploy/cluster/cluster';
import type { Instance } from '../../deploy/cluster/instances';
import { startPrimary, type PgCluster } from '../../deploy/cluster/postgres-cluster';
import { invariantsBroken } from './support/database';
import { confirmedOrderPayments } from './support/deal';
import { documentStore, paymentTrace, pdfOf, sha256, uploadBody } from './support/kill-checks';
import { exchange, idOf, signedIn, type Session } from './support/load';
import { holdTableLock, waitForBackendEnd, waitForBlockedWriter, type BlockedWriter } from './support/locks';
import { figures } from './support/report';

/**
 * A request sent through haproxy whose transaction is stopped at its write of `table` (the table held locked), the
 * instance running it SIGKILLed there, then the lock released: what the client saw, which instance died, and where
 * its transaction stood (the tables it had written, uncommitted).
 */
async function killMidTransaction(
  cluster: Cluster,
  table: string,
  send: () => Promise<{ status: number; failure?: string | undefined }>,
): Promise<{ answer: string; status: number; victim: Instance; writer: BlockedWriter }> {
  const url = cluster.databaseUrl;
  const lock = await holdTableLock(url, table);
  try {
    const answer = send();
    const writer = await waitForBlockedWriter(url, `insert into "${table}"`);
    const victim = cluster.instances.find((instance) => instance.name === writer.instance);
    if (!victim) throw new Error(`no instance named ${writer.instance}`);
    await victim.kill();
    const { status, failure } = await answer;
    await lock.release();
    await waitForBackendEnd(url, writer.pid);
    return { answer: failure ? `no answer (${failure})` : String(status), status, victim, writer };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

const describeWriter = (w: BlockedWriter) =>
  `${w.instance} killed while "${w.query.slice(0, 40)}…" waited, its transaction having written ${w.wrote.join(', ')}`;

/**
 * SIGKILL of an instance in the middle of a document upload and of a payment capture (issue 33 item 7), two
 * instances behind haproxy. The middle is made exact: the table the request writes next is held locked, so its
 * transaction waits there with its earlier writes made (the upload: the file's bytes in the document store; the
 * capture: the payment moved to processing, its Idempotency-Key recorded, their audit rows), and the instance is
 * killed then. Afterwards nothing of it is in the database or the document store, and the same request sent again
 * through haproxy (the same Idempotency-Key) completes once.
 */
describe('SIGKILL of an instance mid-upload and mid-capture', () => {
  let primary: PgCluster | undefined;
  let cluster: Cluster | undefined;
  afterAll(async () => {
    await cluster?.stop();
    primary?.remove();
  });

  it('leaves nothing partial, and the retry completes once', async () => {
    primary = await startPrimary();
    await primary.createDatabase('energy');
    cluster = await startCluster({ instances: 2, databaseUrl: primary.url('energy') });
    const url = cluster.databaseUrl;
    const [buyer, supplier, finance] = await Promise.all(
      ['buyer', 'supplier', 'finance'].map((role) => signedIn(cluster?.url ?? '', role)),
    );
    if (!buyer || !supplier || !finance) throw new Error('a demo account did not sign in');
    const send = (session: Session, path: string, body: unknown, key: string) =>
      exchange(performance.now(), path, (signal) =>
        session.call('POST', path, body, { 'idempotency-key': key }, signal),
      ).then((result) => ({ status: result.answer.status, body: result.body, failure: result.answer.failure }));

    // The upload: 2 MiB, its bytes written to document_blobs before its row to documents.
    const file = pdfOf(2 * 2 ** 20, `resilience-${Date.now()}`);
    const fileSha = sha256(file);
    const upload = uploadBody('kill-mid-upload.pdf', file);
    const uploadKey = `resilience-upload-${Date.now()}`;
    const storeBefore = await documentStore(url, fileSha);
    const uploadKill = await killMidTransaction(cluster, 'documents', () =>
      send(supplier, '/api/documents/upload', upload, uploadKey),
    );
    const storeAfterKill = await documentStore(url, fileSha);
    const restartStarted = performance.now();
    await uploadKill.victim.restart();
    const restartMs = performance.now() - restartStarted;
    const uploadRetry = await send(supplier, '/api/documents/upload', upload, uploadKey);
    // Once more with the same key: the first answer replayed, no second document (idempotent creates).
    const uploadReplay = await send(supplier, '/api/documents/upload', upload, uploadKey);
    const storeAfterRetry = await documentStore(url, fileSha);
    const documentId = idOf(uploadRetry.body) ?? '';
    const download = await supplier.call('GET', `/api/documents/${documentId}/download`);
    const downloadedSha = sha256(new Uint8Array(await download.arrayBuffer()));

    // The capture: the advance of a confirmed order; ledger_entries is written after the payment's processing
    // transition and its Idempotency-Key.
    const [advance] = await confirmedOrderPayments(buyer, supplier, finance);
    if (!advance) throw new Error('the order has no payments');
    const captureKey = `resilience-capture-${advance.id}`;
    const capture = { amount: advance.amount };
    const paymentBefore = await paymentTrace(url, advance.id);
    const captureKill = await killMidTransaction(cluster, 'ledger_entries', () =>
      send(finance, `/api/payments/${advance.id}/process`, capture, captureKey),
    );
    const paymentAfterKill = await paymentTrace(url, advance.id);
    const captureRetry = await send(finance, `/api/payments/${advance.id}/process`, capture, captureKey);
    const captureReplay = await send(finance, `/api/payments/${advance.id}/process`, capture, captureKey);
    const paymentAfterRetry = await paymentTrace(url, advance.id);
    await captureKill.victim.restart();
    const broken = await invariantsBroken(url);

    figures('instance killed mid-request', {
      'upload (2 MiB PDF) killed': describeWriter(uploadKill.writer),
      'upload: its client’s answer (through haproxy)': uploadKill.answer,
      'document store before / after the kill': `${storeBefore.documents} documents, ${storeBefore.blobs} blobs / ${storeAfterKill.documents} documents, ${storeAfterKill.blobs} blobs`,
      'after the kill: blobs without a row, rows without bytes, rows of this file, upload audit rows added': [
        storeAfterKill.blobsWithoutRow,
        storeAfterKill.rowsWithoutBlob,
        storeAfterKill.thisFile,
        storeAfterKill.uploadAudits - storeBefore.uploadAudits,
      ].join(', '),
      'killed instance ready again': `${(restartMs / 1000).toFixed(1)} s`,
      'retry of the same upload (same Idempotency-Key header), then once more': `${uploadRetry.status}, ${uploadReplay.status}`,
      'after the retry: rows of this file, blobs added, upload audit rows added, blobs without a row': [
        storeAfterRetry.thisFile,
        storeAfterRetry.blobs - storeBefore.blobs,
        storeAfterRetry.uploadAudits - storeBefore.uploadAudits,
        storeAfterRetry.blobsWithoutRow,
      ].join(', '),
      'download of the retried upload': `${download.status}, same SHA-256: ${downloadedSha === fileSha}`,
      'capture killed': describeWriter(captureKill.writer),
      'capture: its client’s answer (through haproxy)': captureKill.answer,
      'payment before / after the kill': `${JSON.stringify(paymentBefore)} / ${JSON.stringify(paymentAfterKill)}`,
      'retry with the same Idempotency-Key, then once more': `${captureRetry.status}, ${captureReplay.status}`,
      'payment after the retries': JSON.stringify(paymentAfterRetry),
      'invariants broken': broken.length === 0 ? 'none' : broken,
    });

    // The kills happened mid-transaction: each had written before the table it waited for.
    expect(uploadKill.writer).toMatchObject({ hasWritten: true, wrote: expect.arrayContaining(['document_blobs']) });
    expect(captureKill.writer).toMatchObject({
      hasWritten: true,
      wrote: expect.arrayContaining(['payments', 'payment_requests']),
    });
    // The client got no success: haproxy 2.6 closes the client's connection without an answer (seen here; a 502
    // would do as well).
    for (const status of [uploadKill.status, captureKill.status]) expect([0, 502]).toContain(status);
    // Nothing partial.
    expect(storeAfterKill).toEqual(storeBefore);
    expect(paymentAfterKill).toEqual(paymentBefore);
    expect(paymentBefore).toMatchObject({ status: 'pending', requests: 0, ledgerEntries: 0 });
    // Each retry completed, once.
    expect(uploadRetry.status).toBe(201);
    expect([uploadReplay.status, idOf(uploadReplay.body)]).toEqual([201, documentId]);
    expect(storeAfterRetry).toMatchObject({
      documents: storeBefore.documents + 1,
      blobs: storeBefore.blobs + 1,
      blobsWithoutRow: 0,
      rowsWithoutBlob: 0,
      thisFile: 1,
      uploadAudits: storeBefore.uploadAudits + 1,
    });
    expect([download.status, downloadedSha]).toEqual([200, fileSha]);
    expect([captureRetry.status, captureReplay.status]).toEqual([200, 200]);
    expect(paymentAfterRetry).toMatchObject({ status: 'captured', requests: 1, captures: 1, ledgerEntries: 1 });
    expect(paymentAfterRetry.audits.filter((action) => action === 'payment.captured')).toHaveLength(1);
    expect(broken).toEqual([]);
  });
});
