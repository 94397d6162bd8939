// TextEncoder and TextDecoder (UTF-8) for the render isolate, which has neither: React's
// server renderer writes its HTML as UTF-8 bytes, and whatwg-url encodes with them when its
// module is evaluated, so they are put on the global object by this module, before any other
// (isolate-globals.ts imports it first). A global that is already there is left as it is.

/** UTF-8 of a string, as the platform's TextEncoder writes it (lone surrogates as U+FFFD). */
export function encodeUtf8(text: string): Uint8Array {
  // Most of a page is ASCII: one byte a character, one allocation (a render encodes thousands
  // of small strings, and the isolate's garbage collector pays for every extra buffer).
  let ascii = true;
  for (let i = 0; i < text.length && ascii; i += 1) ascii = text.charCodeAt(i) < 0x80;
  if (ascii) {
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
    return bytes;
  }
  const bytes = new Uint8Array(text.length * 3);
  let at = 0;
  for (let i = 0; i < text.length; i += 1) {
    let code = text.charCodeAt(i);
    if (code < 0x80) {
      bytes[at++] = code;
      continue;
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = text.charCodeAt(i + 1);
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
        i += 1;
      } else {
        code = 0xfffd;
      }
    }
    if (code < 0x800) {
      bytes[at++] = 0xc0 | (code >> 6);
    } else if (code < 0x10000) {
      bytes[at++] = 0xe0 | (code >> 12);
      bytes[at++] = 0x80 | ((code >> 6) & 0x3f);
    } else {
      bytes[at++] = 0xf0 | (code >> 18);
      bytes[at++] = 0x80 | ((code >> 12) & 0x3f);
      bytes[at++] = 0x80 | ((code >> 6) & 0x3f);
    }
    bytes[at++] = 0x80 | (code & 0x3f);
  }
  return bytes.slice(0, at);
}

/**
 * A string from UTF-8 (what encodeUtf8 and React write: well-formed). A malformed sequence
 * becomes U+FFFD rather than an error, as the platform's TextDecoder does by default.
 */
export function decodeUtf8(bytes: Uint8Array): string {
  let ascii = true;
  for (let i = 0; i < bytes.length && ascii; i += 1) ascii = (bytes[i] as number) < 0x80;
  if (ascii) {
    const pieces: string[] = [];
    for (let at = 0; at < bytes.length; at += 8192) {
      pieces.push(String.fromCharCode.apply(null, Array.from(bytes.subarray(at, at + 8192))));
    }
    return pieces.join('');
  }
  const parts: string[] = [];
  let units: number[] = [];
  const flush = () => {
    parts.push(String.fromCharCode(...units));
    units = [];
  };
  for (let i = 0; i < bytes.length;) {
    const first = bytes[i] as number;
    const need = first < 0x80 ? 0 : first >= 0xf0 ? 3 : first >= 0xe0 ? 2 : first >= 0xc0 ? 1 : -1;
    let code =
      need === 0 ? first : need === 1 ? first & 0x1f : need === 2 ? first & 0x0f : first & 7;
    // k: bytes of the sequence read and valid so far; a sequence cut short is one U+FFFD for
    // what it had (WHATWG's "maximal subpart"), and decoding goes on at the byte that broke it.
    let k = 1;
    let valid = need >= 0;
    while (valid && k <= need) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) valid = false;
      else {
        code = (code << 6) | (next & 0x3f);
        k += 1;
      }
    }
    if (!valid) {
      units.push(0xfffd);
      i += k;
    } else {
      i += need + 1;
      if (code >= 0x10000) {
        code -= 0x10000;
        units.push(0xd800 + (code >> 10), 0xdc00 + (code & 0x3ff));
      } else {
        units.push(code);
      }
    }
    if (units.length > 8192) flush();
  }
  flush();
  return parts.join('');
}

class Utf8Encoder {
  readonly encoding = 'utf-8';
  encode(text = ''): Uint8Array {
    return encodeUtf8(String(text));
  }
}

class Utf8Decoder {
  readonly encoding = 'utf-8';
  decode(input?: ArrayBuffer | ArrayBufferView): string {
    if (!input) return '';
    const bytes = ArrayBuffer.isView(input)
      ? new Uint8Array(input.buffer, input.byteOffset, input.byteLength)
      : new Uint8Array(input);
    return decodeUtf8(bytes);
  }
}

const target = globalThis as Record<string, unknown>;
if (typeof target.TextEncoder === 'undefined') target.TextEncoder = Utf8Encoder;
if (typeof target.TextDecoder === 'undefined') target.TextDecoder = Utf8Decoder;
