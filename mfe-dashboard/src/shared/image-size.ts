import type { ImageSize } from 'shared-data';

// An image file's size as the server will measure it, read from its header in the browser, so a
// picker can say an image is too small before it is sent (docs/behaviour.md#dashboard). Nothing is
// decoded: a 5 MB photo costs a read of its first bytes.

/** How much of a file is read: a JPEG's size can come after its EXIF data and thumbnail. */
const HEADER_BYTES = 256 * 1024;

/** The size a header states, and whether a JPEG's EXIF orientation turns it a quarter. */
interface HeaderSize extends ImageSize {
  /** True: shown turned (EXIF orientation 5 to 8); false: as stored; null: the header cannot say. */
  turned: boolean | null;
}

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

function pngSize(view: DataView): HeaderSize | null {
  if (view.byteLength < 24) return null;
  // Signature, the IHDR chunk's length and type, then its width and height.
  return { width: view.getUint32(16), height: view.getUint32(20), turned: null };
}

function gifSize(view: DataView): HeaderSize | null {
  if (view.byteLength < 10) return null;
  return { width: view.getUint16(6, true), height: view.getUint16(8, true), turned: false };
}

function webpSize(bytes: Uint8Array, view: DataView): HeaderSize | null {
  if (bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 16);
  if (chunk === 'VP8 ') {
    return {
      width: view.getUint16(26, true) & 0x3fff,
      height: view.getUint16(28, true) & 0x3fff,
      turned: false,
    };
  }
  if (chunk === 'VP8L') {
    const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes.subarray(21, 25);
    return {
      width: 1 + (((b1 & 0x3f) << 8) | b0),
      height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)),
      turned: false,
    };
  }
  if (chunk === 'VP8X') {
    const uint24 = (at: number) =>
      (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
    // An extended WebP may carry EXIF: its orientation is not read here.
    return { width: 1 + uint24(24), height: 1 + uint24(27), turned: null };
  }
  return null;
}

/** The orientation tag of an APP1 Exif segment's first directory, or null. */
function exifOrientation(view: DataView, start: number, end: number): number | null {
  const tiff = start + 6;
  if (tiff + 8 > end) return null;
  const little = view.getUint16(tiff) === 0x4949;
  const directory = tiff + view.getUint32(tiff + 4, little);
  if (directory + 2 > end) return null;
  const entries = view.getUint16(directory, little);
  for (let i = 0; i < entries; i += 1) {
    const entry = directory + 2 + i * 12;
    if (entry + 12 > end) return null;
    if (view.getUint16(entry, little) === 0x0112) return view.getUint16(entry + 8, little);
  }
  return null;
}

// Start-of-frame markers (the ones that state a frame's size): not DHT, JPG or DAC.
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(bytes: Uint8Array, view: DataView): HeaderSize | null {
  let orientation: number | null = null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes, and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    const start = at + 4;
    const end = Math.min(at + 2 + length, bytes.length);
    if (marker === 0xe1 && orientation === null && ascii(bytes, start, start + 4) === 'Exif') {
      orientation = exifOrientation(view, start, end);
    }
    if (SOF.has(marker)) {
      if (start + 5 > bytes.length) return null;
      return {
        height: view.getUint16(start + 1),
        width: view.getUint16(start + 3),
        turned: orientation !== null && orientation >= 5 && orientation <= 8,
      };
    }
    // The image's data starts, or the file ends, before any frame size.
    if (marker === 0xda || marker === 0xd9) return null;
    at += 2 + length;
  }
  return null;
}

function headerSize(bytes: Uint8Array): HeaderSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpegSize(bytes, view);
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return pngSize(view);
  if (ascii(bytes, 0, 4) === 'GIF8') return gifSize(view);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return webpSize(bytes, view);
  }
  return null;
}

/** A blob's bytes: Blob.arrayBuffer where the browser has it (not Safari before 14), else a FileReader. */
function bufferOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The size of an image as shown (upright), when its header tells it: a JPEG turned by its EXIF
 * orientation, a PNG, GIF or WebP. `turned: null` when the header cannot say whether the image is
 * shown turned (a PNG or an extended WebP may carry an orientation this does not read); null for
 * a file whose header it does not know (AVIF, or not an image).
 */
export async function readImageSize(file: Blob): Promise<HeaderSize | null> {
  try {
    const bytes = new Uint8Array(await bufferOf(file.slice(0, HEADER_BYTES)));
    const size = headerSize(bytes);
    if (!size || size.width === 0 || size.height === 0) return null;
    return size.turned ? { width: size.height, height: size.width, turned: true } : size;
  } catch {
    return null;
  }
}

/**
 * Whether an image of that header size is smaller than `needed` for certain: as shown, or either
 * way round when the header cannot say whether it is shown turned (the server, which reads the
 * orientation, then decides). Answers the size to name, or null when it may be big enough.
 */
export function surelyTooSmall(needed: ImageSize, size: HeaderSize | null): ImageSize | null {
  if (!size) return null;
  const fits = (width: number, height: number) => width >= needed.width && height >= needed.height;
  if (fits(size.width, size.height)) return null;
  if (size.turned === null && fits(size.height, size.width)) return null;
  return { width: size.width, height: size.height };
}
