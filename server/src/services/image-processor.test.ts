// Long on purpose: one case per accepted format and per hostile image, each drawn here.
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { HttpError } from '../core/errors';
import type { ProcessedImage } from '../core/images';
import { detectImageType, IMAGE_MESSAGES, processImage, variantWidths } from './image-processor';

// Every fixture is made here with sharp: no binary file is committed.

const RED = { r: 220, g: 30, b: 30 };
const BLUE = { r: 30, g: 30, b: 220 };

/** A width x height picture, top half red and bottom half blue, so orientation shows. */
async function twoTone(width: number, height: number) {
  const top = await sharp({
    create: { width, height: Math.floor(height / 2), channels: 3, background: RED },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: BLUE } }).composite([
    { input: top, top: 0, left: 0 },
  ]);
}

const solid = (width: number, height: number, channels: 3 | 4 = 3, alpha = 1) =>
  sharp({ create: { width, height, channels, background: { ...RED, alpha } } });

const isWebp = (data: Buffer) =>
  data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP';

/** The channel values of the pixel at (x, y). */
async function pixel(data: Buffer, x: number, y: number): Promise<number[]> {
  const { data: raw, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...raw.subarray(at, at + info.channels)];
}

/** Every variant is WebP and as wide as it says; returns the decoded sizes. */
async function checkVariants(image: ProcessedImage) {
  const sizes = [];
  for (const variant of image.variants) {
    expect(isWebp(variant.data)).toBe(true);
    const metadata = await sharp(variant.data).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(variant.width);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    sizes.push({ width: metadata.width, height: metadata.height });
  }
  const largest = sizes[sizes.length - 1];
  expect(largest).toEqual({ width: image.width, height: image.height });
  return sizes;
}

/** An ISO-BMFF `ftyp` box with these brands, followed by some filler. */
function ftyp(major: string, compatible: string[], declaredSize?: number): Buffer {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size + 32);
  box.writeUInt32BE(declaredSize ?? size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  return box;
}

/** A real, tiny PNG whose IHDR is rewritten to declare width x height (CRC fixed). */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(8, 8).png().toBuffer());
  // Signature (8), IHDR length (4) and type (4), then width and height; CRC after 13 bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function expectRefusal(bytes: Buffer, message: string) {
  const outcome = await processImage(bytes).then(
    () => new Error('accepted'),
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(HttpError);
  expect(outcome).toMatchObject({ statusCode: 415, message });
}

describe('variantWidths', () => {
  it.each([
    [4000, [480, 960, 1600]],
    [1600, [480, 960, 1600]],
    [1000, [480, 960, 1000]],
    [960, [480, 960]],
    [700, [480, 700]],
    [480, [480]],
    [300, [300]],
    [1, [1]],
  ])('a %i px source gives %j', (source, widths) => {
    expect(variantWidths(source)).toEqual(widths);
  });
});

describe('detectImageType', () => {
  it('reads the type from the bytes', async () => {
    const image = solid(16, 16);
    expect(detectImageType(await image.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageType(await image.clone().png().toBuffer())).toBe('png');
    expect(detectImageType(await image.clone().webp().toBuffer())).toBe('webp');
    expect(detectImageType(await image.clone().gif().toBuffer())).toBe('gif');
    expect(detectImageType(await image.clone().avif().toBuffer())).toBe('avif');
  });

  it('finds the AVIF brand as major or compatible brand, avis for sequences', () => {
    expect(detectImageType(ftyp('avif', ['mif1', 'miaf']))).toBe('avif');
    expect(detectImageType(ftyp('mif1', ['miaf', 'avif']))).toBe('avif');
    expect(detectImageType(ftyp('avis', ['msf1']))).toBe('avif');
  });

  it.each([
    ['HEIC', ftyp('heic', ['mif1', 'heic'])],
    ['an MP4 video', ftyp('isom', ['iso2', 'mp41'])],
    ['an ftyp box longer than the file', ftyp('avif', ['mif1'], 4096)],
    ['an avif brand outside the ftyp box', ftyp('heic', ['mif1', 'avif'], 20)],
    ['TIFF (little-endian)', Buffer.from('49492a0008000000', 'hex')],
    ['TIFF (big-endian)', Buffer.from('4d4d002a00000008', 'hex')],
    ['BMP', Buffer.from('424d3a0000000000000036000000', 'hex')],
    ['a WAV file', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['nothing', Buffer.alloc(0)],
    ['two bytes of a JPEG', Buffer.from([0xff, 0xd8])],
  ])('refuses %s', (_name, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});

describe('processImage', () => {
  it('turns a JPEG upright by its EXIF orientation and drops the EXIF', async () => {
    // Stored 1200x800 (red on top); orientation 6 shows it turned 90° clockwise: 800x1200.
    const jpeg = await (
      await twoTone(1200, 800)
    )
      .jpeg()
      .withExif({ IFD0: { Artist: 'Clinic camera 4471' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);

    const image = await processImage(jpeg);

    expect(image.variants.map((v) => v.width)).toEqual([480, 800]);
    expect(await checkVariants(image)).toEqual([
      { width: 480, height: 720 },
      { width: 800, height: 1200 },
    ]);
    const largest = image.variants[1]!.data;
    expect((await sharp(largest).metadata()).orientation).toBeUndefined();
    expect(largest.includes('Clinic camera 4471')).toBe(false);
    // The stored top (red) is now on the right, the bottom (blue) on the left.
    const [leftRed, , leftBlue] = await pixel(largest, 100, 600);
    const [rightRed, , rightBlue] = await pixel(largest, 700, 600);
    expect(leftBlue).toBeGreaterThan(150);
    expect(leftRed).toBeLessThan(80);
    expect(rightRed).toBeGreaterThan(150);
    expect(rightBlue).toBeLessThan(80);
  });

  it('keeps the transparency of a PNG', async () => {
    const png = await solid(600, 400, 4, 0.5).png().toBuffer();
    const image = await processImage(png);
    expect(await checkVariants(image)).toEqual([
      { width: 480, height: 320 },
      { width: 600, height: 400 },
    ]);
    for (const variant of image.variants) {
      expect((await sharp(variant.data).metadata()).hasAlpha).toBe(true);
      const [red, , , alpha] = await pixel(variant.data, 10, 10);
      expect(red).toBeGreaterThan(180);
      expect(alpha).toBeGreaterThan(100);
      expect(alpha).toBeLessThan(155);
    }
  });

  it('takes a 16-bit grey PNG', async () => {
    const png = await solid(500, 500).toColourspace('grey16').png().toBuffer();
    const image = await processImage(png);
    expect(await checkVariants(image)).toEqual([
      { width: 480, height: 480 },
      { width: 500, height: 500 },
    ]);
  });

  it('writes 480, 960 and 1600 px from a large WebP', async () => {
    const webp = await solid(2400, 1600).webp().toBuffer();
    const image = await processImage(webp);
    expect(await checkVariants(image)).toEqual([
      { width: 480, height: 320 },
      { width: 960, height: 640 },
      { width: 1600, height: 1067 },
    ]);
  });

  it('keeps the first frame of an animated GIF', async () => {
    const frames = await Promise.all(
      [RED, BLUE].map((colour) =>
        sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);

    const image = await processImage(gif);

    expect(await checkVariants(image)).toEqual([{ width: 300, height: 200 }]);
    const metadata = await sharp(image.variants[0]!.data).metadata();
    expect(metadata.pages ?? 1).toBe(1);
    const [red, , blue] = await pixel(image.variants[0]!.data, 150, 100);
    expect(red).toBeGreaterThan(180);
    expect(blue).toBeLessThan(80);
  });

  it('takes an AVIF', async () => {
    const avif = await solid(1000, 500).avif().toBuffer();
    const image = await processImage(avif);
    expect(await checkVariants(image)).toEqual([
      { width: 480, height: 240 },
      { width: 960, height: 480 },
      { width: 1000, height: 500 },
    ]);
  });

  it('never upscales a small image', async () => {
    const image = await processImage(await solid(300, 150).jpeg().toBuffer());
    expect(image).toMatchObject({ width: 300, height: 150 });
    expect(await checkVariants(image)).toEqual([{ width: 300, height: 150 }]);
  });

  it('names the image by the SHA-256 of the uploaded bytes', async () => {
    const jpeg = await solid(64, 64).jpeg().toBuffer();
    const expected = createHash('sha256').update(jpeg).digest('hex').slice(0, 20);
    expect((await processImage(jpeg)).hash).toBe(expected);
    expect((await processImage(await solid(64, 64).png().toBuffer())).hash).not.toBe(expected);
  });

  describe('refuses with 415', () => {
    it('plain text renamed .png', async () => {
      await expectRefusal(
        Buffer.from('Vaccination schedule\nDogs: yearly\n'),
        IMAGE_MESSAGES.notAccepted,
      );
    });

    it('an SVG, which may carry a script', async () => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
        '<script>alert(document.cookie)</script><rect width="100" height="100"/></svg>';
      await expectRefusal(Buffer.from(svg), IMAGE_MESSAGES.notAccepted);
    });

    it('an HTML page', async () => {
      const html = '<!doctype html><html><body><img src=x onerror="alert(1)"></body></html>';
      await expectRefusal(Buffer.from(html), IMAGE_MESSAGES.notAccepted);
    });

    it('an empty file', async () => {
      await expectRefusal(Buffer.alloc(0), IMAGE_MESSAGES.empty);
    });

    it('a truncated JPEG', async () => {
      const jpeg = await (await twoTone(800, 600)).jpeg().toBuffer();
      await expectRefusal(jpeg.subarray(0, Math.floor(jpeg.length / 2)), IMAGE_MESSAGES.unreadable);
    });

    it('a PNG signature followed by garbage', async () => {
      const png = await solid(50, 50).png().toBuffer();
      const garbage = Buffer.concat([png.subarray(0, 8), Buffer.from('not a chunk '.repeat(20))]);
      await expectRefusal(garbage, IMAGE_MESSAGES.unreadable);
    });

    it('an AVIF brand on bytes that are not an image', async () => {
      await expectRefusal(ftyp('avif', ['mif1', 'miaf']), IMAGE_MESSAGES.unreadable);
    });

    it('a TIFF, which sharp could read', async () => {
      await expectRefusal(await solid(40, 40).tiff().toBuffer(), IMAGE_MESSAGES.notAccepted);
    });

    it('a decompression bomb: a small PNG of 64 megapixels', async () => {
      const bomb = await sharp({
        limitInputPixels: false,
        create: { width: 8000, height: 8000, channels: 3, background: '#000' },
      })
        .toColourspace('b-w')
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(100_000);
      await expectRefusal(bomb, IMAGE_MESSAGES.tooLarge);
    });

    it('a tiny PNG declaring 20000x20000', async () => {
      await expectRefusal(await pngDeclaring(20000, 20000), IMAGE_MESSAGES.tooLarge);
    });

    it('an image too tall for WebP', async () => {
      const tall = await solid(1, 20000).png().toBuffer();
      await expectRefusal(tall, IMAGE_MESSAGES.tooTall);
    });
  });
});
