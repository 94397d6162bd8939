import { crc32, deflateSync } from 'node:zlib';
import type { CarouselItem } from 'shared-data';

/** The carousel image at `index` as GET carousel/ answers it, for the carousel tests. */
export const testSlide = (index: number, id = `c${index}`): CarouselItem => ({
  id,
  _id: id,
  image: `/uploads/slide-${index}-960.webp`,
  image_srcset: null,
  index,
});

/** A PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const typed = new Uint8Array([...Buffer.from(type, 'latin1'), ...data]);
  const out = new Uint8Array(new ArrayBuffer(12 + data.length));
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(typed, 4);
  view.setUint32(8 + data.length, crc32(typed));
  return out;
}

/**
 * A whole, valid grey PNG of that size (what a person picks from their files), named `name`:
 * the picker measures it from its header as the server would.
 */
export function pngFile(width: number, height: number, name = 'slide.png'): File {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  // 8 bits a sample, greyscale, deflate, no filter, no interlace.
  header.set([8, 0, 0, 0, 0], 8);
  // Each row: its filter byte (none) and one byte a pixel.
  const pixels = deflateSync(new Uint8Array((width + 1) * height));
  const bytes: BlobPart[] = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', new Uint8Array(pixels)),
    chunk('IEND', new Uint8Array()),
  ];
  return new File(bytes, name, { type: 'image/png' });
}
