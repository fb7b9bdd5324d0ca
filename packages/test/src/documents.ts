import { ZDocument, type TDocumentUploadInput } from '@energy/domain/schemas/document';
import { crc32, deflateRawSync } from 'node:zlib';
import type { HttpClient } from './http-client';
import { pngBytes } from './images';
import { json } from './procurement';

/** The spec's upload payload for these bytes (fileName: timestamp prefix plus original name). */
export function uploadBody(
  originalName: string,
  bytes: Uint8Array,
  extra: Partial<TDocumentUploadInput> = {},
): TDocumentUploadInput {
  return {
    fileName: `${Date.now()}_${originalName}`,
    originalName,
    mimeType: 'application/octet-stream',
    fileSize: bytes.length,
    fileData: Buffer.from(bytes).toString('base64'),
    isPublic: false,
    ...extra,
  };
}

/** Uploads a small PNG as `client`'s organization and answers the new row. */
export async function uploadPng(
  client: HttpClient,
  name = 'certificate.png',
  extra: Partial<TDocumentUploadInput> = {},
) {
  return json(
    await client.post('/api/documents/upload', uploadBody(name, pngBytes(4, 4), { mimeType: 'image/png', ...extra })),
    ZDocument,
    201,
  );
}

interface ZipEntry {
  name: string;
  data: Buffer;
  /** Declared in the central directory instead of the real size (a zip bomb declares its inflated size, or lies low). */
  declaredSize?: number;
  /** Deflated (method 8) instead of stored. */
  deflate?: boolean;
}

/** A zip built byte by byte: local headers, the central directory and its end record; entries stored unless deflated. */
export function zipBytes(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const crc = crc32(entry.data);
    const method = entry.deflate ? 8 : 0;
    const data = entry.deflate ? deflateRawSync(entry.data) : entry.data;
    const declared = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(method, 10);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(declared, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    central.push(header, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The smallest package a .docx check accepts: a content-types part and the document part (deflated if asked). */
export const docxBytes = (declaredSize?: number, document: { data?: Buffer; deflate?: boolean } = {}) =>
  zipBytes([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    {
      name: 'word/document.xml',
      data: document.data ?? Buffer.from('<w:document/>'),
      deflate: document.deflate,
      ...(declaredSize ? { declaredSize } : {}),
    },
  ]);

/** A .docx whose directory says its document part inflates to 100 bytes while it inflates to `inflatedBytes` (a bomb that lies low). */
export const lyingDocxBytes = (inflatedBytes: number) =>
  docxBytes(100, { data: Buffer.alloc(inflatedBytes, 0x20), deflate: true });
