import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { imageTooSmall, type ImageSize } from 'shared-data/contract';
import { HttpError } from '../core/errors';
import type { ProcessedImage } from '../core/images';

export const ACCEPTED_IMAGE_TYPES = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export type ImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** The widths written for each image, smallest first; never wider than the source. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

/** Larger sources are refused before decoding: 40 MP of RGBA is 160 MB of pixels. */
export const MAX_INPUT_PIXELS = 40_000_000;

export const WEBP_OPTIONS = { quality: 80, effort: 5 } as const;

// WebP cannot hold a side longer than this.
const MAX_WEBP_SIDE = 16383;
// A decode that takes this long is an attack (a JPEG with thousands of scans), not a photo.
const DECODE_TIMEOUT_SECONDS = 20;

export const IMAGE_MESSAGES = {
  notAccepted: 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted',
  empty: 'The file is empty',
  unreadable: 'The image could not be read',
  tooLarge: `The image is too large (more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels)`,
  tooTall: 'The image is too tall for its width to be shown on the web',
} as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/** An ISO-BMFF file whose leading `ftyp` box names `avif` or `avis` as major or compatible brand. */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  // 0 ("to the end") and 1 (64-bit size follows) are legal box sizes, but no real ftyp uses them.
  const boxSize = bytes.readUInt32BE(0);
  if (boxSize < 16 || boxSize > bytes.length) return false;
  const brands = [ascii(bytes, 8, 12)]; // then 4 bytes of minor version
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/** The type the bytes say they are; the file name and Content-Type are not trusted. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (isAvif(bytes)) return 'avif';
  return null;
}

/** The widths to write for a source this wide: no upscaling, no duplicates. */
export function variantWidths(sourceWidth: number): number[] {
  const largest = Math.min(sourceWidth, Math.max(...IMAGE_WIDTHS));
  return [...IMAGE_WIDTHS.filter((width) => width < largest), largest];
}

// What sharp calls each type; AVIF is a HEIF container that must hold AV1 (not HEIC's HEVC).
const SHARP_FORMAT: Record<ImageType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

/** Reads the header only (no pixels), so a bomb is refused here with a message that says so. */
async function readHeader(bytes: Buffer, type: ImageType): Promise<Metadata> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, IMAGE_MESSAGES.unreadable);
  }
  if (
    metadata.format !== SHARP_FORMAT[type] ||
    (type === 'avif' && metadata.compression !== 'av1')
  ) {
    throw new HttpError(415, IMAGE_MESSAGES.notAccepted);
  }
  if (!metadata.width || !metadata.height) throw new HttpError(415, IMAGE_MESSAGES.unreadable);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new HttpError(415, IMAGE_MESSAGES.tooLarge);
  }
  return metadata;
}

export interface ImageNeeds {
  /** The smallest upright size taken (a shape of IMAGE_SIZES); smaller ones are refused. */
  minSize?: ImageSize;
}

/**
 * Checks the bytes are an accepted image (at least `minSize` upright, when given) and writes its
 * WebP variants (480, 960 and 1600 px wide, fewer for a narrower source), upright and without
 * metadata. Refusals are HttpError 415, from the header alone before any pixel is decoded.
 */
export async function processImage(
  bytes: Buffer,
  { minSize }: ImageNeeds = {},
): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new HttpError(415, IMAGE_MESSAGES.empty);
  const type = detectImageType(bytes);
  if (!type) throw new HttpError(415, IMAGE_MESSAGES.notAccepted);

  const metadata = await readHeader(bytes, type);
  // Upright size: a portrait photo is often stored landscape with an EXIF orientation.
  const upright = metadata.autoOrient;
  const tooSmall = minSize ? imageTooSmall(minSize, upright) : null;
  if (tooSmall) throw new HttpError(415, tooSmall);
  const widths = variantWidths(upright.width);
  const largest = widths[widths.length - 1] ?? upright.width;
  if (Math.round((upright.height * largest) / upright.width) > MAX_WEBP_SIDE) {
    throw new HttpError(415, IMAGE_MESSAGES.tooTall);
  }

  // Decode once, straight to the largest width (JPEG and WebP shrink on load), and derive the
  // smaller ones from those pixels: decoding a 12 MP photo three times costs more than all
  // the encoding. Only the first frame of an animation is read.
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      // 'warning' would refuse phone photos with harmless quirks; a truncated file still fails.
      failOn: 'error',
    })
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw new HttpError(415, tooLarge ? IMAGE_MESSAGES.tooLarge : IMAGE_MESSAGES.unreadable);
  }

  const { width, height, channels } = base.info;
  const raw = { width, height, channels };
  // Metadata is not copied unless asked for (no keepMetadata/withMetadata): no EXIF, no GPS.
  const variants = await Promise.all(
    widths.map(async (variantWidth) => {
      const pipeline = sharp(base.data, { raw });
      if (variantWidth !== width) pipeline.resize({ width: variantWidth });
      return { width: variantWidth, data: await pipeline.webp(WEBP_OPTIONS).toBuffer() };
    }),
  );

  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
  return { hash, width, height, variants };
}
