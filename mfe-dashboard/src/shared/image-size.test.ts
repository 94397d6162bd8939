/** @jest-environment node */
// Real files of each type, made by the same image library the server measures them with.
import sharp from 'sharp';
import { readImageSize, surelyTooSmall } from './image-size';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } });
const blob = async (image: Promise<Buffer>) => new Blob([new Uint8Array(await image)]);

describe('readImageSize', () => {
  it.each([
    [
      'a JPEG',
      () => picture(1600, 700).jpeg().toBuffer(),
      { width: 1600, height: 700, turned: false },
    ],
    [
      'a progressive JPEG',
      () => picture(1200, 500).jpeg({ progressive: true }).toBuffer(),
      { width: 1200, height: 500, turned: false },
    ],
    [
      'a PNG',
      () => picture(1601, 702).png().toBuffer(),
      { width: 1601, height: 702, turned: null },
    ],
    ['a GIF', () => picture(640, 480).gif().toBuffer(), { width: 640, height: 480, turned: false }],
    [
      'a lossy WebP',
      () => picture(1700, 750).webp().toBuffer(),
      { width: 1700, height: 750, turned: false },
    ],
    [
      'a lossless WebP',
      () => picture(1599, 701).webp({ lossless: true }).toBuffer(),
      { width: 1599, height: 701, turned: false },
    ],
    [
      'an extended WebP (with metadata)',
      () => picture(1800, 900).webp().withMetadata().toBuffer(),
      { width: 1800, height: 900, turned: null },
    ],
  ])('reads %s', async (_label, make, size) => {
    expect(await readImageSize(await blob(make()))).toEqual(size);
  });

  it('turns a JPEG by its EXIF orientation, as the server does', async () => {
    const stored = picture(700, 1600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await readImageSize(await blob(stored))).toEqual({
      width: 1600,
      height: 700,
      turned: true,
    });
    const upright = picture(700, 1600).jpeg().withMetadata({ orientation: 1 }).toBuffer();
    expect(await readImageSize(await blob(upright))).toMatchObject({ width: 700, height: 1600 });
  });

  it('knows nothing of a file whose header it cannot read', async () => {
    expect(await readImageSize(new Blob(['PNGDATA']))).toBeNull();
    expect(await readImageSize(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])]))).toBeNull();
    expect(await readImageSize(new Blob(['<svg width="2000" height="900"/>']))).toBeNull();
  });
});

describe('surelyTooSmall', () => {
  const slide = { width: 1600, height: 700 };
  it('names the size of an image smaller than needed, as shown', () => {
    expect(surelyTooSmall(slide, { width: 1200, height: 500, turned: false })).toEqual({
      width: 1200,
      height: 500,
    });
    expect(surelyTooSmall(slide, { width: 1600, height: 700, turned: false })).toBeNull();
    expect(surelyTooSmall(slide, { width: 3000, height: 2000, turned: true })).toBeNull();
  });

  it('leaves it to the server when the header cannot say which way the image is shown', () => {
    // Big enough turned a quarter: perhaps it is shown that way.
    expect(surelyTooSmall(slide, { width: 700, height: 1600, turned: null })).toBeNull();
    // Too small either way round.
    expect(surelyTooSmall(slide, { width: 800, height: 600, turned: null })).toEqual({
      width: 800,
      height: 600,
    });
    expect(surelyTooSmall(slide, null)).toBeNull();
  });
});
