import { describe, expect, it } from 'vitest';
import { dataUrl, jpegBytes, pngBytes } from '@energy/test/images';
import { dataUrlImageHeader, jpegHeader, pngHeader } from './image-header';

describe('image headers', () => {
  it("reads a PNG's size from its IHDR chunk", () => {
    expect(pngHeader(pngBytes(300, 100))).toEqual({ type: 'png', width: 300, height: 100 });
    expect(pngHeader(pngBytes(65_536, 2))).toEqual({ type: 'png', width: 65_536, height: 2 });
  });

  it("reads a JPEG's size from its start-of-frame segment, past the APP0 segment", () => {
    expect(jpegHeader(jpegBytes(2000, 1000))).toEqual({ type: 'jpeg', width: 2000, height: 1000 });
  });

  it('finds nothing in bytes that are not what they claim', () => {
    expect(pngHeader(jpegBytes(10, 10))).toBeNull();
    expect(jpegHeader(pngBytes(10, 10))).toBeNull();
    expect(pngHeader(pngBytes(10, 10).subarray(0, 20))).toBeNull();
    expect(pngHeader(pngBytes(0, 10))).toBeNull();
    // SOI then end of image: no frame, no size.
    expect(jpegHeader(Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(
      pngHeader(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeNull();
  });

  it("checks a data URL's bytes against its media type", () => {
    expect(dataUrlImageHeader(dataUrl('image/png', pngBytes(30, 10)))).toEqual({ type: 'png', width: 30, height: 10 });
    expect(dataUrlImageHeader(dataUrl('image/jpeg', jpegBytes(30, 10)))).toEqual({
      type: 'jpeg',
      width: 30,
      height: 10,
    });
    expect(dataUrlImageHeader(dataUrl('image/png', jpegBytes(30, 10)))).toBeNull();
    expect(dataUrlImageHeader(dataUrl('image/png', '<svg><script>alert(1)</script></svg>'))).toBeNull();
    expect(dataUrlImageHeader(dataUrl('image/svg+xml', '<svg/>'))).toBeNull();
    expect(dataUrlImageHeader('data:image/png;base64,iVBORw0KGgo=')).toBeNull();
    expect(dataUrlImageHeader('data:image/png;base64,!!!')).toBeNull();
  });
});
