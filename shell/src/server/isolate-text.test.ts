import { decodeUtf8, encodeUtf8 } from './isolate-text';
import { TextDecoder as NodeDecoder, TextEncoder as NodeEncoder } from 'node:util';

// The render isolate's UTF-8 against the platform's: the page's HTML is written through it.
describe('UTF-8 in the render isolate', () => {
  const samples = [
    '',
    'plain ASCII <p class="x">',
    'Karibu — Kliniki ya Mifugo, bei KSh 1,500 · 24 saa',
    'emoji 🐄🐕‍🦺 and a flag 🇰🇪',
    'lone surrogates \ud800 and \udc00 end',
    '\u0000\u007f\u0080\u07ff\u0800\uffff',
  ];

  it.each(samples)('encodes %j as the platform does', (text) => {
    expect(Array.from(encodeUtf8(text))).toEqual(Array.from(new NodeEncoder().encode(text)));
  });

  it.each(samples)('decodes %j back as the platform does', (text) => {
    const bytes = new NodeEncoder().encode(text);
    expect(decodeUtf8(bytes)).toBe(new NodeDecoder().decode(bytes));
  });

  it('decodes malformed bytes to U+FFFD, as the platform does by default', () => {
    for (const bytes of [[0xff], [0xc3], [0xe2, 0x82], [0x80, 0x41], [0xf0, 0x9f, 0x90]]) {
      const input = new Uint8Array(bytes);
      expect(decodeUtf8(input)).toBe(new NodeDecoder().decode(input));
    }
  });

  it('decodes a long page in one piece', () => {
    const text = 'ñ'.repeat(50_000) + '🐄'.repeat(10_000);
    expect(decodeUtf8(encodeUtf8(text))).toBe(text);
  });
});
