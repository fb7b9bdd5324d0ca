import { createInflateRaw } from 'node:zlib';
import type { ZipDirectory, ZipMember } from './zip-directory';

const LOCAL_HEADER = 0x04034b50;
const LOCAL_HEADER_BYTES = 30;
const STORED = 0;
const DEFLATED = 8;

/** How an archive's content compares with its directory's declarations. */
export type InflationCheck = 'asDeclared' | 'beyondDeclared' | 'unreadable';

/** An entry's compressed bytes: after its local header, whose name and extra field lengths are its own. */
function entryData(bytes: Uint8Array, member: ZipMember): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = member.localOffset;
  if (at + LOCAL_HEADER_BYTES > bytes.length || view.getUint32(at, true) !== LOCAL_HEADER) return null;
  const start = at + LOCAL_HEADER_BYTES + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + member.compressedBytes;
  return end <= bytes.length ? bytes.subarray(start, end) : null;
}

/**
 * Inflates a deflated entry, counting the output as it comes, and stops the moment it passes `limit`:
 * a bomb never inflates further than its declared size, whatever it would expand to.
 */
function inflateWithin(data: Uint8Array, limit: number): Promise<InflationCheck> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let produced = 0;
    let settled = false;
    const settle = (result: InflationCheck) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(result);
    };
    inflate.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > limit) settle('beyondDeclared');
    });
    inflate.on('end', () => settle('asDeclared'));
    inflate.on('error', () => settle('unreadable'));
    inflate.end(data);
  });
}

/**
 * Holds every entry of the archive to the size its central directory declares, by inflating it (the
 * declared sizes are what the caller limits, so this bounds the real inflated size too). A stored entry
 * is its own size; an entry of another compression method cannot be checked and is unreadable.
 */
export async function checkInflation(bytes: Uint8Array, directory: ZipDirectory): Promise<InflationCheck> {
  for (const member of directory.members) {
    const data = entryData(bytes, member);
    if (!data) return 'unreadable';
    if (member.method === STORED) {
      if (data.length > member.declaredBytes) return 'beyondDeclared';
      continue;
    }
    if (member.method !== DEFLATED) return 'unreadable';
    const result = await inflateWithin(data, member.declaredBytes);
    if (result !== 'asDeclared') return result;
  }
  return 'asDeclared';
}
