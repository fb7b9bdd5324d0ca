import type { Executor } from '@energy/db/client';
import { documentBlobs } from '@energy/db/schema/documents';
import { eq } from 'drizzle-orm';

/**
 * Where document bytes live, by storage key. The PostgreSQL implementation keeps them in document_blobs,
 * in the caller's transaction, so every server instance sees every file and an upload and its row commit
 * together. An object store (S3 and the like) can be plugged in by implementing these three calls.
 */
export interface DocumentStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

export function postgresStorage(db: Executor): DocumentStorage {
  return {
    async put(key, bytes) {
      await db.insert(documentBlobs).values({ key, bytes });
    },
    async get(key) {
      const [row] = await db
        .select({ bytes: documentBlobs.bytes })
        .from(documentBlobs)
        .where(eq(documentBlobs.key, key));
      return row ? new Uint8Array(row.bytes) : null;
    },
    async delete(key) {
      await db.delete(documentBlobs).where(eq(documentBlobs.key, key));
    },
  };
}
