/** Where one entry's data is and what the directory declares of it. */
export interface ZipMember {
  /** 0 stored, 8 deflated (the two methods of Office packages). */
  method: number;
  compressedBytes: number;
  declaredBytes: number;
  /** The offset of the entry's local header. */
  localOffset: number;
}

/** What a zip's central directory declares, read without inflating anything. */
export interface ZipDirectory {
  entries: number;
  /** The sum of the entries' declared uncompressed sizes. */
  uncompressedBytes: number;
  names: string[];
  members: ZipMember[];
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_BYTES = 22;
const ENTRY_HEADER_BYTES = 46;
const MAX_COMMENT_BYTES = 0xffff;
const ZIP64_MARKER = 0xffffffff;

/**
 * Reads the central directory of a zip (the end record, then every entry header). Null for anything that
 * is not a well-formed zip, or a zip64 archive (no Office file of 10 MiB needs one, and its sizes would
 * be read elsewhere). These are declarations only: zip-inflate.ts holds the content to them.
 */
export function readZipDirectory(bytes: Uint8Array): ZipDirectory | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - END_RECORD_BYTES - MAX_COMMENT_BYTES);
  let end = -1;
  for (let at = bytes.length - END_RECORD_BYTES; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (directoryOffset === ZIP64_MARKER || directoryOffset + directorySize > end) return null;

  let at = directoryOffset;
  let uncompressedBytes = 0;
  const names: string[] = [];
  const members: ZipMember[] = [];
  for (let i = 0; i < entries; i++) {
    if (at + ENTRY_HEADER_BYTES > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const compressed = view.getUint32(at + 20, true);
    const uncompressed = view.getUint32(at + 24, true);
    if (uncompressed === ZIP64_MARKER || compressed === ZIP64_MARKER) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const nameEnd = at + ENTRY_HEADER_BYTES + nameLength;
    if (nameEnd > end) return null;
    names.push(new TextDecoder().decode(bytes.subarray(at + ENTRY_HEADER_BYTES, nameEnd)));
    uncompressedBytes += uncompressed;
    members.push({
      method: view.getUint16(at + 10, true),
      compressedBytes: compressed,
      declaredBytes: uncompressed,
      localOffset: view.getUint32(at + 42, true),
    });
    at = nameEnd + extraLength + commentLength;
  }
  return { entries, uncompressedBytes, names, members };
}
