/**
 * Reads what an uploaded image claims to be from its own bytes: the PNG signature and IHDR chunk, or
 * the JPEG start-of-image marker and its start-of-frame segment. Works the same in the browser and on
 * the server (atob is global in both), so the form and the procedure refuse the same files.
 */

export interface ImageHeader {
  type: 'png' | 'jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];

const u16 = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u32 = (b: Uint8Array, i: number) => u16(b, i) * 65_536 + u16(b, i + 2);
const startsWith = (b: Uint8Array, at: number, bytes: number[]) => bytes.every((byte, k) => b[at + k] === byte);

export function pngHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 33 || !startsWith(bytes, 0, PNG_SIGNATURE)) return null;
  // The first chunk must be IHDR, 13 bytes long: width, height, then depth, color type and flags.
  if (u32(bytes, 8) !== 13 || !startsWith(bytes, 12, IHDR)) return null;
  const width = u32(bytes, 16);
  const height = u32(bytes, 20);
  return width > 0 && height > 0 ? { type: 'png', width, height } : null;
}

/** Start-of-frame markers C0-CF carry the dimensions, except C4 (Huffman), C8 (reserved) and CC (arithmetic). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

export function jpegHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let i = 2;
  while (i + 3 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    while (bytes[i + 1] === 0xff) i++; // fill bytes
    const marker = bytes[i + 1] ?? 0;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    // End of image or start of scan before any frame header: not a JPEG we can size.
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = u16(bytes, i + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (i + 9 > bytes.length) return null;
      const height = u16(bytes, i + 5);
      const width = u16(bytes, i + 7);
      return width > 0 && height > 0 ? { type: 'jpeg', width, height } : null;
    }
    i += 2 + length;
  }
  return null;
}

const DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The header of a PNG or JPEG data URL, when its bytes are what its media type says; otherwise null. */
export function dataUrlImageHeader(dataUrl: string): ImageHeader | null {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return null;
  let binary: string;
  try {
    binary = atob(match[2] ?? '');
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const header = match[1] === 'png' ? pngHeader(bytes) : jpegHeader(bytes);
  return header;
}
