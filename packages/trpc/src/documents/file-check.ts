import {
  DOCUMENT_FILE_TYPES,
  ZIP_MAX_ENTRIES,
  ZIP_MAX_UNCOMPRESSED_BYTES,
  type DocumentFileType,
} from '@energy/domain/schemas/document';
import { readZipDirectory } from './zip-directory';
import { checkInflation } from './zip-inflate';

/** The stored mime type of each accepted extension: what a download is served as, whatever the client said. */
export const MIME_TYPES: Record<DocumentFileType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // the compound file of .doc and .xls
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4: .docx and .xlsx are zip packages
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const SIGNATURES: Record<DocumentFileType, number[]> = {
  pdf: PDF,
  doc: OLE,
  xls: OLE,
  docx: ZIP,
  xlsx: ZIP,
  png: PNG,
  jpg: JPEG,
  jpeg: JPEG,
};
/** The part an Office package of that kind must hold, so a renamed zip of anything else is refused. */
const OFFICE_PARTS: Partial<Record<DocumentFileType, string>> = { docx: 'word/', xlsx: 'xl/' };

export type FileRefusal = 'unknownType' | 'signatureMismatch' | 'zipTooLarge' | 'zipSizeMismatch';

/** The accepted type of a file name by its extension, or null. */
export function fileTypeOf(name: string): DocumentFileType | null {
  const extension = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  return (DOCUMENT_FILE_TYPES as readonly string[]).includes(extension) ? (extension as DocumentFileType) : null;
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

/**
 * Checks a file by its extension AND its content: the signature must be the extension's, and an Office
 * package (a zip) must hold its part and stay within the entry and inflated-size limits, read from the
 * zip's central directory without inflating anything (inspectFile then holds the content to it).
 */
export function checkFile(
  name: string,
  bytes: Uint8Array,
): { ok: true; type: DocumentFileType } | { ok: false; refusal: FileRefusal } {
  const type = fileTypeOf(name);
  if (!type) return { ok: false, refusal: 'unknownType' };
  if (!startsWith(bytes, SIGNATURES[type])) return { ok: false, refusal: 'signatureMismatch' };
  const part = OFFICE_PARTS[type];
  if (part) {
    const directory = readZipDirectory(bytes);
    if (!directory) return { ok: false, refusal: 'signatureMismatch' };
    if (directory.entries > ZIP_MAX_ENTRIES || directory.uncompressedBytes > ZIP_MAX_UNCOMPRESSED_BYTES)
      return { ok: false, refusal: 'zipTooLarge' };
    if (!directory.names.some((entry) => entry.startsWith(part))) return { ok: false, refusal: 'signatureMismatch' };
  }
  return { ok: true, type };
}

/**
 * checkFile, then an Office package's content is inflated and held to the sizes its directory declares
 * (which checkFile limited): a directory that says 100 bytes for an entry that inflates to 50 MiB is
 * refused once the 101st byte comes out.
 */
export async function inspectFile(name: string, bytes: Uint8Array): Promise<ReturnType<typeof checkFile>> {
  const checked = checkFile(name, bytes);
  if (!checked.ok || !OFFICE_PARTS[checked.type]) return checked;
  const directory = readZipDirectory(bytes);
  const inflation = directory ? await checkInflation(bytes, directory) : 'unreadable';
  if (inflation === 'beyondDeclared') return { ok: false, refusal: 'zipSizeMismatch' };
  if (inflation === 'unreadable') return { ok: false, refusal: 'signatureMismatch' };
  return checked;
}

/** A display name without paths, control characters or characters file systems refuse; never empty. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && !'<>:"|?*'.includes(ch))
    .join('')
    .trim();
  const withoutDots = cleaned.replace(/^\.+/, '');
  return (withoutDots || 'document').slice(0, 200);
}
