// Image uploads: the time processImage takes on a 12 MP phone-sized JPEG (all widths) and the
// size of the 960 px WebP pages use by default. The photo is generated here at run time
// (nothing downloaded, nothing committed). `npx tsx bench/images.ts` runs it alone.
import sharp from 'sharp';
import { processImage } from '../server/src/services/image-processor';

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 5;
export const BUDGET_MS = 1500;
export const BUDGET_960_BYTES = 150 * 1024;

export interface ImageBench {
  /** Median of RUNS calls of processImage on the 4000x3000 JPEG, every width. */
  jpeg4000x3000Ms: number;
  runsMs: number[];
  webp960Bytes: number;
  /** Byte size of each WebP variant by width. */
  variantBytes: Record<string, number>;
  sourceJpegBytes: number;
  withinBudget: boolean;
}

const round = (value: number) => Math.round(value * 10) / 10;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Gaussian noise on a small grid, scaled up smoothly: detail at one scale. */
async function octave(gridWidth: number, channels: 1 | 3): Promise<Buffer> {
  const gridHeight = Math.max(1, Math.round((gridWidth * HEIGHT) / WIDTH));
  const grid = await sharp({
    create: {
      width: gridWidth,
      height: gridHeight,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .raw()
    .toBuffer();
  const scaled = sharp(grid, { raw: { width: gridWidth, height: gridHeight, channels: 3 } }).resize(
    WIDTH,
    HEIGHT,
    { kernel: 'cubic' },
  );
  // One channel of the three, not a grey mix of them, which would average the noise away.
  return (channels === 1 ? scaled.extractChannel(0) : scaled).raw().toBuffer();
}

/** Overlapping translucent shapes: the hard edges a photo has and noise lacks. */
function shapesSvg(): Buffer {
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const colour = () =>
    `rgb(${Math.floor(random() * 255)},${Math.floor(random() * 255)},${Math.floor(random() * 255)})`;
  const shapes = Array.from({ length: 60 }, (_, i) =>
    i % 2
      ? `<ellipse cx="${random() * WIDTH}" cy="${random() * HEIGHT}" rx="${50 + random() * 500}" ` +
        `ry="${50 + random() * 400}" fill="${colour()}" fill-opacity="0.35"/>`
      : `<rect x="${random() * WIDTH}" y="${random() * HEIGHT}" width="${50 + random() * 700}" ` +
        `height="${20 + random() * 500}" fill="${colour()}" fill-opacity="0.3" ` +
        `transform="rotate(${random() * 60 - 30})"/>`,
  );
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `${shapes.join('')}</svg>`,
  );
}

// Noise grids from the whole frame down to single pixels, one octave apart. Summed with equal
// strength they give the 1/f spectrum of natural images.
const GRIDS = [4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, WIDTH];
// Detail finer than this is "texture": sharp where the photo is in focus, faint elsewhere.
const TEXTURE_GRID = 128;
const LUMA_SD = 45; // the brightness spread of a well-exposed photo

/**
 * A 4000x3000 JPEG (quality 90, like a phone's) that compresses like a photo: brightness
 * detail at every scale (1/f), texture (fur, grass) in some regions and soft, out-of-focus
 * ones elsewhere, a slow colour cast, and shapes with hard edges. About 3.5 MB, under the
 * 5 MB upload limit. The noise differs on each run, so the figures move by up to about 10%.
 */
export async function photoLikeJpeg(): Promise<Buffer> {
  const [luma, tint, focus] = await Promise.all([
    Promise.all(GRIDS.map((grid) => octave(grid, 1))),
    octave(12, 3),
    octave(6, 1),
  ]);
  // Equal strength per octave: each scaled by its own measured spread.
  const spreads = luma.map((layer) => {
    let sum = 0;
    for (let p = 0; p < layer.length; p += 97) sum += (layer[p]! - 128) ** 2;
    return Math.sqrt(sum / Math.ceil(layer.length / 97));
  });
  const weights = spreads.map((spread) => LUMA_SD / Math.sqrt(GRIDS.length) / spread);

  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let p = 0; p < WIDTH * HEIGHT; p += 1) {
    // 1 in focus, down to 0.15 in the blur.
    const sharpness = Math.min(1, Math.max(0.15, 0.5 + (focus[p]! - 128) / 40));
    let light = 0;
    for (let k = 0; k < GRIDS.length; k += 1) {
      const weight = weights[k]! * (GRIDS[k]! >= TEXTURE_GRID ? sharpness : 1);
      light += (luma[k]![p]! - 128) * weight;
    }
    for (let c = 0; c < 3; c += 1) {
      const value = 128 + light + (tint[p * 3 + c]! - 128) * 0.5;
      pixels[p * 3 + c] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .composite([{ input: shapesSvg() }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function benchImages(): Promise<ImageBench> {
  const jpeg = await photoLikeJpeg();
  await processImage(jpeg); // warm-up: loads the codecs
  const runsMs: number[] = [];
  let variantBytes: Record<string, number> = {};
  for (let run = 0; run < RUNS; run += 1) {
    const started = process.hrtime.bigint();
    const image = await processImage(jpeg);
    runsMs.push(Number(process.hrtime.bigint() - started) / 1e6);
    variantBytes = Object.fromEntries(image.variants.map((v) => [v.width, v.data.length]));
  }
  const jpeg4000x3000Ms = round(median(runsMs));
  const webp960Bytes = variantBytes['960'] ?? NaN;
  return {
    jpeg4000x3000Ms,
    runsMs: runsMs.map(round),
    webp960Bytes,
    variantBytes,
    sourceJpegBytes: jpeg.length,
    withinBudget: jpeg4000x3000Ms <= BUDGET_MS && webp960Bytes <= BUDGET_960_BYTES,
  };
}

if (require.main === module) {
  benchImages()
    .then((result) => {
      const kb = (bytes: number) => round(bytes / 1024);
      const verdict = (within: boolean) => (within ? 'within' : 'OVER');
      console.log(
        `4000x3000 JPEG (${kb(result.sourceJpegBytes)} KB) to WebP at every width: ` +
          `${result.jpeg4000x3000Ms} ms median of ${RUNS} ` +
          `(budget ${BUDGET_MS} ms: ${verdict(result.jpeg4000x3000Ms <= BUDGET_MS)})`,
      );
      console.log(`  runs: ${result.runsMs.join(', ')} ms`);
      for (const [width, bytes] of Object.entries(result.variantBytes))
        console.log(`  ${width} px: ${kb(bytes)} KB`);
      console.log(
        `960 px WebP: ${kb(result.webp960Bytes)} KB ` +
          `(budget ${kb(BUDGET_960_BYTES)} KB: ${verdict(result.webp960Bytes <= BUDGET_960_BYTES)})`,
      );
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
