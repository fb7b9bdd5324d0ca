import type { DbHandle } from '@energy/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testBackends } from '@energy/test/databases';
import { checkFile } from '../documents/file-check';
import { postgresStorage } from '../documents/storage';
import { listDocuments } from '../routers/document/document.queries';
import { seedDocumentsDemo } from './documents-demo';
import { seedProcurementDemo } from './procurement-demo';

describe.each(testBackends())('documents demo seed (%s)', (backend) => {
  let database: DbHandle;
  beforeAll(async () => {
    database = await openTestDb(backend);
  });
  afterAll(() => database.close());

  it('uploads real PDFs for the buyer, both suppliers and both carriers through the upload service, once', async () => {
    await seedProcurementDemo(database.db);
    expect(await seedDocumentsDemo(database.db)).toEqual({ created: true });
    const all = await listDocuments(database.db, { userId: '', role: 'admin', isAdmin: true, orgId: null }, undefined);
    expect(all.map((d) => d.category).sort()).toEqual([
      'certificate',
      'certificate',
      'contract',
      'insurance',
      'insurance',
      'pod',
    ]);
    expect(all.find((d) => d.category === 'contract')?.attachedTo?.type).toBe('contract');
    const [first] = await database.db.query.documents.findMany({ limit: 1 });
    const bytes = await postgresStorage(database.db).get(first?.storageKey ?? '');
    expect(bytes && checkFile('x.pdf', bytes)).toEqual({ ok: true, type: 'pdf' });
    expect(await seedDocumentsDemo(database.db)).toEqual({ created: false });
  });
});
