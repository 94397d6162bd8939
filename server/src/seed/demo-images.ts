// Long on purpose: every demo picture is drawn here as SVG, one small function per shape.
/**
 * The demo images, drawn at start: an SVG built as a string, rendered by sharp (librsvg) and
 * encoded as JPEG at the size of a real upload, so the seeder can push them through the normal
 * image pipeline. Nothing is downloaded and no binary file ships with the code.
 */
import sharp from 'sharp';
import type { DemoBlogCover, DemoMotif, DemoPalette, DemoPromise, DemoSlide } from './demo-content';

export const DEMO_IMAGE_SIZES = {
  carousel: { width: 1600, height: 700 },
  promise: { width: 960, height: 640 },
  avatar: { width: 600, height: 600 },
  blogCover: { width: 1600, height: 900 },
} as const;

/** DejaVu Sans on most Linux hosts; any sans-serif is fine where it is missing. */
const FONT = "'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif";

/** Text goes into the SVG as character data and attribute values, so escape all five. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&${XML_ENTITIES[c]};`);
}
const XML_ENTITIES: Record<string, string> = {
  '<': 'lt',
  '>': 'gt',
  '&': 'amp',
  '"': 'quot',
  "'": 'apos',
};

const HEX = /^#[0-9a-f]{6}$/i;

/** Colours are written into the SVG unescaped: accept only #rrggbb. */
function color(value: string): string {
  if (!HEX.test(value)) throw new TypeError(`Not a #rrggbb colour: ${JSON.stringify(value)}`);
  return value.toLowerCase();
}

/** Blends two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  const parts = [0, 1, 2].map((i) =>
    Math.round(channel(a, i) * (1 - t) + channel(b, i) * t)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${parts.join('')}`;
}

/** The initials shown on an avatar: first and last name, titles such as "Dr." left out. */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word !== '' && !/^(dr|prof|mr|mrs|ms|miss)$/i.test(word));
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].map((word) => (word ? [...word][0] : '')).join('');
  return letters.toUpperCase() || '?';
}

/**
 * Greedy word wrap by an estimate of the glyph width (SVG text does not wrap). The estimate
 * is generous for a bold sans-serif, so a line never runs past maxWidth in practice.
 */
function wrap(text: string, fontSize: number, maxWidth: number): string[] {
  const perLine = Math.max(1, Math.floor(maxWidth / (fontSize * 0.62)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= perLine || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size from `sizes` whose wrap fits in maxLines (the smallest if none does). */
function fitText(text: string, sizes: number[], maxWidth: number, maxLines: number) {
  for (const size of sizes) {
    const lines = wrap(text, size, maxWidth);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes[sizes.length - 1] ?? 32;
  // A caption too long for the banner is cut rather than drawn off the image.
  const lines = wrap(text, size, maxWidth).slice(0, maxLines);
  const lastIndex = lines.length - 1;
  lines[lastIndex] = `${lines[lastIndex] ?? ''}…`;
  return { size, lines };
}

/** White text with a soft dark copy behind it: readable on any part of the gradient. */
function textBlock(lines: string[], x: number, y: number, size: number, anchor = 'start'): string {
  const lineHeight = Math.round(size * 1.18);
  const tspans = (dx: number, dy: number) =>
    lines
      .map(
        (line, i) =>
          `<tspan x="${x + dx}" y="${y + dy + i * lineHeight}">${escapeXml(line)}</tspan>`,
      )
      .join('');
  const common = `font-family="${FONT}" font-size="${size}" font-weight="bold" text-anchor="${anchor}"`;
  return (
    `<text ${common} fill="#000000" fill-opacity="0.28">${tspans(3, 4)}</text>` +
    `<text ${common} fill="#ffffff">${tspans(0, 0)}</text>`
  );
}

function gradient(id: string, [from, to]: DemoPalette): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${color(from)}"/><stop offset="1" stop-color="${color(to)}"/>` +
    `</linearGradient>`
  );
}

function svg(width: number, height: number, defs: string, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs>${defs}</defs>${body}</svg>`,
  );
}

function render(image: Buffer): Promise<Buffer> {
  return sharp(image).jpeg({ quality: 88 }).toBuffer();
}

/**
 * A motif in a 100x100 box: `ink` for the shape, `paper` for details cut into it. Shapes are
 * simple on purpose; they read at a glance at 480 px.
 */
function motifShape(motif: DemoMotif, ink: string, paper: string): string {
  switch (motif) {
    case 'heart':
      return `<path fill="${ink}" d="M50 88C20 65 5 48 5 30C5 16 16 6 29 6C38 6 46 11 50 19C54 11 62 6 71 6C84 6 95 16 95 30C95 48 80 65 50 88Z"/>`;
    case 'paw':
      return (
        `<g fill="${ink}">` +
        `<path d="M50 48C62 48 78 62 78 76C78 86 70 90 62 88C57 87 54 85 50 85C46 85 43 87 38 88C30 90 22 86 22 76C22 62 38 48 50 48Z"/>` +
        `<ellipse cx="18" cy="42" rx="9" ry="12" transform="rotate(-25 18 42)"/>` +
        `<ellipse cx="37" cy="22" rx="9" ry="13" transform="rotate(-8 37 22)"/>` +
        `<ellipse cx="63" cy="22" rx="9" ry="13" transform="rotate(8 63 22)"/>` +
        `<ellipse cx="82" cy="42" rx="9" ry="12" transform="rotate(25 82 42)"/>` +
        `</g>`
      );
    case 'shield':
      return (
        `<path fill="${ink}" d="M50 5L88 19V45C88 69 72 86 50 95C28 86 12 69 12 45V19Z"/>` +
        `<path fill="none" stroke="${paper}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" d="M32 50L45 63L69 37"/>`
      );
    case 'clock':
      return (
        `<circle cx="50" cy="50" r="44" fill="${ink}"/>` +
        `<circle cx="50" cy="50" r="36" fill="${paper}"/>` +
        [0, 90, 180, 270]
          .map(
            (angle) =>
              `<rect x="48" y="17" width="4" height="9" fill="${ink}" transform="rotate(${angle} 50 50)"/>`,
          )
          .join('') +
        `<path fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round" d="M50 28V50L65 60"/>` +
        `<circle cx="50" cy="50" r="5" fill="${ink}"/>`
      );
    case 'cross':
      return (
        `<rect x="8" y="8" width="84" height="84" rx="20" fill="${ink}"/>` +
        `<path fill="${paper}" d="M41 22H59V41H78V59H59V78H41V59H22V41H41Z"/>`
      );
    case 'leaf':
      return (
        `<path fill="${ink}" d="M14 86C10 46 36 14 90 10C92 58 62 88 14 86Z"/>` +
        `<path fill="none" stroke="${paper}" stroke-width="4" stroke-linecap="round" d="M16 84C36 62 56 40 78 22M40 62L38 44M56 44L56 30M48 54L64 52"/>`
      );
    case 'syringe':
      return (
        `<g transform="rotate(45 50 50)">` +
        `<rect x="38" y="24" width="24" height="48" rx="3" fill="${ink}"/>` +
        `<rect x="43" y="32" width="14" height="24" fill="${paper}" fill-opacity="0.85"/>` +
        `<rect x="30" y="20" width="40" height="6" rx="3" fill="${ink}"/>` +
        `<rect x="47" y="4" width="6" height="18" fill="${ink}"/>` +
        `<rect x="38" y="2" width="24" height="5" rx="2" fill="${ink}"/>` +
        `<rect x="46" y="72" width="8" height="6" fill="${ink}"/>` +
        `<rect x="49" y="78" width="2" height="18" fill="${ink}"/>` +
        `</g>`
      );
    case 'cow':
      return (
        `<g fill="${ink}">` +
        `<path d="M30 30C22 28 14 18 16 8C22 16 28 20 36 22Z"/>` +
        `<path d="M70 30C78 28 86 18 84 8C78 16 72 20 64 22Z"/>` +
        `<ellipse cx="14" cy="38" rx="13" ry="6" transform="rotate(20 14 38)"/>` +
        `<ellipse cx="86" cy="38" rx="13" ry="6" transform="rotate(-20 86 38)"/>` +
        `<path d="M28 26C36 20 64 20 72 26C76 40 72 56 68 66H32C28 56 24 40 28 26Z"/>` +
        `<ellipse cx="50" cy="76" rx="24" ry="18"/>` +
        `</g>` +
        `<circle cx="38" cy="42" r="4" fill="${paper}"/><circle cx="62" cy="42" r="4" fill="${paper}"/>` +
        `<ellipse cx="41" cy="79" rx="4" ry="5" fill="${paper}"/><ellipse cx="59" cy="79" rx="4" ry="5" fill="${paper}"/>`
      );
  }
}

/** The motif scaled to `size` px and centred on (cx, cy). */
function motifAt(
  motif: DemoMotif,
  cx: number,
  cy: number,
  size: number,
  ink: string,
  paper: string,
) {
  const scale = size / 100;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})">${motifShape(motif, ink, paper)}</g>`;
}

/** A flat-topped acacia, the tree of the Kenyan skyline. */
function acacia(x: number, ground: number, h: number, fill: string): string {
  const crown = ground - h;
  return (
    `<path fill="${fill}" d="M${x - 4} ${ground}L${x - 2} ${crown + h * 0.25}L${x - h * 0.3} ${crown + 8}L${x - h * 0.28} ${crown + 4}L${x} ${crown + h * 0.2}L${x + h * 0.26} ${crown + 2}L${x + h * 0.28} ${crown + 6}L${x + 3} ${crown + h * 0.28}L${x + 5} ${ground}Z"/>` +
    `<ellipse cx="${x}" cy="${crown}" rx="${h * 0.62}" ry="${h * 0.14}" fill="${fill}"/>`
  );
}

/** The clinic on the hill: a house with a white cross. */
function clinic(x: number, ground: number, fill: string, cross: string): string {
  return (
    `<path fill="${fill}" d="M${x - 70} ${ground}V${ground - 70}L${x} ${ground - 120}L${x + 70} ${ground - 70}V${ground}Z"/>` +
    `<path fill="${cross}" d="M${x - 8} ${ground - 88}H${x + 8}V${ground - 72}H${x + 24}V${ground - 56}H${x + 8}V${ground - 40}H${x - 8}V${ground - 56}H${x - 24}V${ground - 72}H${x - 8}Z"/>`
  );
}

/** Faint paw prints walking across the image, for texture. */
function pawTrail(x: number, y: number, count: number): string {
  const paws = Array.from({ length: count }, (_, i) =>
    motifAt('paw', x + i * 70, y + (i % 2 === 0 ? 0 : 34), 44, '#ffffff', '#ffffff'),
  ).join('');
  return `<g opacity="0.1">${paws}</g>`;
}

/** 1600x700: a landscape of the palette, hills, acacias and the clinic, with the caption. */
export async function carouselImage(
  slide: Pick<DemoSlide, 'caption' | 'palette'> & { index?: number },
): Promise<Buffer> {
  const { width, height } = DEMO_IMAGE_SIZES.carousel;
  const [from, to] = [color(slide.palette[0]), color(slide.palette[1])];
  // The index shifts the hills and the sun, so the slides of one carousel differ.
  const shift = ((slide.index ?? 1) % 4) * 90;
  const dark = mix(from, '#000000', 0.35);
  const light = mix(to, '#ffffff', 0.18);
  // The text starts a sixth of the way in: the carousel's arrows sit over the left edge.
  const { size, lines } = fitText(slide.caption, [76, 66, 56, 48], 780, 3);
  const lineHeight = Math.round(size * 1.18);
  const top = Math.round(300 - ((lines.length - 1) * lineHeight) / 2);
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="${1180 + shift}" cy="170" r="110" fill="#ffffff" fill-opacity="0.16"/>` +
    `<circle cx="${1180 + shift}" cy="170" r="70" fill="#fff3c4" fill-opacity="0.35"/>` +
    `<path fill="${light}" fill-opacity="0.55" d="M0 ${520 - shift / 6}Q${400 + shift} 380 ${820 + shift} 500T1600 460V700H0Z"/>` +
    acacia(1040 + shift / 2, 500, 120, dark) +
    clinic(1380 - shift / 3, 545, mix(from, '#ffffff', 0.85), from) +
    `<path fill="${dark}" d="M0 600Q${500 - shift} 500 1000 590T1600 560V700H0Z"/>` +
    acacia(180 + shift, 610, 90, mix(dark, '#000000', 0.3)) +
    pawTrail(1060, 640, 6) +
    `<rect x="240" y="${top - size - 70}" width="8" height="${lines.length * lineHeight + 60}" fill="#ffffff" fill-opacity="0.8"/>` +
    `<text x="272" y="${top - size - 28}" font-family="${FONT}" font-size="26" font-weight="bold" letter-spacing="4" fill="#ffffff" fill-opacity="0.85">MIFUGO VET</text>` +
    textBlock(lines, 272, top, size);
  return render(svg(width, height, gradient('bg', [from, to]), body));
}

/** 960x640: the palette and the promise's motif in a white disc. */
export async function promiseImage(
  promise: Pick<DemoPromise, 'palette' | 'motif'>,
): Promise<Buffer> {
  const { width, height } = DEMO_IMAGE_SIZES.promise;
  const [from, to] = [color(promise.palette[0]), color(promise.palette[1])];
  const dots = Array.from({ length: 7 }, (_, i) => {
    const r = 14 + ((i * 17) % 30);
    return `<circle cx="${80 + i * 140}" cy="${i % 2 === 0 ? 90 : 560}" r="${r}" fill="#ffffff" fill-opacity="0.1"/>`;
  }).join('');
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    dots +
    `<circle cx="480" cy="320" r="230" fill="#ffffff" fill-opacity="0.12"/>` +
    `<circle cx="480" cy="320" r="190" fill="#ffffff" fill-opacity="0.95"/>` +
    motifAt(promise.motif, 480, 320, 230, from, '#ffffff');
  return render(svg(width, height, gradient('bg', [from, to]), body));
}

const AVATAR_PALETTES: readonly DemoPalette[] = [
  ['#1b5e3b', '#2f7d4f'],
  ['#0f4c5c', '#1f7a8c'],
  ['#7a3b12', '#b5541c'],
  ['#4b2e5c', '#7a4f8a'],
  ['#8c3b4a', '#a0522d'],
];

/** The same name always gets the same colours. */
function paletteFor(name: string): DemoPalette {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_PALETTES[hash % AVATAR_PALETTES.length] ?? ['#1b5e3b', '#2f7d4f'];
}

/** 600x600: the initials of the name, white in a coloured disc on a pale ground. */
export async function avatarImage(name: string, palette?: DemoPalette): Promise<Buffer> {
  const { width, height } = DEMO_IMAGE_SIZES.avatar;
  const [from, to] = (palette ?? paletteFor(name)).map(color) as [string, string];
  const initials = initialsOf(name);
  const size = initials.length > 1 ? 210 : 250;
  const body =
    `<rect width="${width}" height="${height}" fill="${mix(from, '#ffffff', 0.88)}"/>` +
    `<circle cx="300" cy="300" r="270" fill="url(#bg)"/>` +
    `<circle cx="300" cy="300" r="246" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"/>` +
    // Baseline about a third of the size below the centre puts capitals in the middle.
    textBlock([initials], 300, 300 + Math.round(size * 0.36), size, 'middle');
  return render(svg(width, height, gradient('bg', [from, to]), body));
}

/**
 * 1600x900: the motif in a disc at the centre, no text. A cover is cropped to the card's shape
 * on the blog list (a phone shows its middle three quarters), and the title is printed beside it.
 */
export async function blogCoverImage(cover: DemoBlogCover): Promise<Buffer> {
  const { width, height } = DEMO_IMAGE_SIZES.blogCover;
  const [from, to] = [color(cover.palette[0]), color(cover.palette[1])];
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="1480" cy="80" r="260" fill="#ffffff" fill-opacity="0.07"/>` +
    `<circle cx="120" cy="860" r="200" fill="#000000" fill-opacity="0.08"/>` +
    pawTrail(260, 780, 6) +
    `<circle cx="800" cy="450" r="300" fill="#ffffff" fill-opacity="0.12"/>` +
    `<circle cx="800" cy="450" r="250" fill="#ffffff" fill-opacity="0.95"/>` +
    motifAt(cover.motif, 800, 450, 300, from, '#ffffff');
  return render(svg(width, height, gradient('bg', [from, to]), body));
}
