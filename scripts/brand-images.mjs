// Writes the site's brand pictures into shell/static/ (committed; run again after changing the
// artwork): the social card link previews show (1200x630, from the home page's hero artwork)
// and the favicon (SVG, and a 32x32 PNG inside favicon.ico for browsers that ask for that).
// Run: node scripts/brand-images.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'shell', 'static');
const GREEN = '#0f5e59';

const paw = (fill) =>
  `<g fill="${fill}"><ellipse cx="0" cy="30" rx="45" ry="38"/><ellipse cx="-55" cy="-20" rx="18" ry="24"/><ellipse cx="-20" cy="-55" rx="18" ry="25"/><ellipse cx="20" cy="-55" rx="18" ry="25"/><ellipse cx="55" cy="-20" rx="18" ry="24"/></g>`;

const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b4a46"/><stop offset="1" stop-color="#1f7a8c"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="1020" cy="90" r="220" fill="#fff" opacity=".07"/>
<circle cx="120" cy="600" r="250" fill="#fff" opacity=".06"/>
<g transform="translate(960 330) scale(1.9)">${paw('#fff')}</g>
<text x="80" y="150" font-family="Liberation Sans,Arial,Helvetica,sans-serif" font-size="34" font-weight="700" fill="#cfe6e2" letter-spacing="2">MIFUGO VET</text>
<text x="80" y="260" font-family="Liberation Sans,Arial,Helvetica,sans-serif" font-size="64" font-weight="700" fill="#fff">Caring for your animals</text>
<text x="80" y="340" font-family="Liberation Sans,Arial,Helvetica,sans-serif" font-size="64" font-weight="700" fill="#fff">since 1992</text>
<text x="80" y="420" font-family="Liberation Sans,Arial,Helvetica,sans-serif" font-size="30" fill="#e6efed">Clinic, grooming, boarding and farm visits</text>
<rect x="80" y="480" width="640" height="72" rx="36" fill="#fff"/>
<text x="112" y="527" font-family="Liberation Sans,Arial,Helvetica,sans-serif" font-size="28" font-weight="700" fill="${GREEN}">Kiambu Road, Ridgeways, Nairobi</text>
</svg>`;

const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${GREEN}"/><path d="M14 7h4v7h7v4h-7v7h-4v-7H7v-4h7z" fill="#fff"/></svg>\n`;

/** An .ico file holding one PNG (every browser since IE's last reads PNG entries). */
function icoOf(png, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the PNG
  return Buffer.concat([header, png]);
}

writeFileSync(join(out, 'favicon.svg'), icon);
const icon32 = await sharp(Buffer.from(icon)).resize(32, 32).png().toBuffer();
writeFileSync(join(out, 'favicon.ico'), icoOf(icon32, 32));
await sharp(Buffer.from(icon), { density: 400 })
  .resize(180, 180)
  .png()
  .toFile(join(out, 'apple-touch-icon.png'));
await sharp(Buffer.from(card))
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(join(out, 'social-card.png'));
