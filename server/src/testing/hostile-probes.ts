// Long on purpose: every kind of hostile request (fields, multipart, whole bodies, path, query)
// made in one function from a call's baseline, beside the strings it uses and the one judgement
// of the answers, so a suite's probes are read and changed in one place.
/**
 * The hostile requests of the hostile-input suites (server/src/routes/hostile-*.test.ts): the
 * strings and files a client may type or forge, the probes made of them for any call of the
 * contract, and the one judgement of every answer (problemWith).
 */
import { STATUS_CODES } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import {
  BOOKING_MESSAGES,
  calls,
  endpoints,
  slotTakenBodySchema,
  type CallName,
  type CallSchemas,
  type Endpoint,
} from 'shared-data/contract';
import { bearer, multipartBody, type FormPart } from './api';
import { fillPath, type PathParams } from './calls';

// Strings a client may type or forge.
export const SQL_INJECTIONS = [
  "' OR 1=1 --",
  '1; DROP TABLE blogs',
  "Robert'); DROP TABLE staff;--",
  '" OR ""="',
  "1' UNION SELECT password_hash, email FROM staff --",
];
export const TRAVERSALS = [
  '../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows\\win.ini',
];
export const UNICODE =
  'Ünïcödé 🐄🐕‍🦺 中文 العربية \u202Eevil\u202C \uFEFF\u200B e\u0301 \uFFFF \ud83d lone';
// NUL apart: PostgreSQL cannot store it in text, SQLite can.
export const NUL = 'before\u0000after';
export const CONTROL = 'a\u0001b\u0007c\u001b[31m\r\nd\u007f\u0085 end';
export const LONG = 'x'.repeat(10_000);

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

/** Values of the wrong type or shape for a string, number or flag field. */
export const BAD_VALUES: [string, unknown][] = [
  ['a number', 12345],
  ['a negative float', -1.5],
  ['a huge number', 1e308],
  ['true', true],
  ['null', null],
  ['an empty array', []],
  ['an array of strings', ['a', 'b']],
  ['an object', { a: 1 }],
  ['an operator object', { $gt: '' }],
  ['a deeply nested object', nested(2_000)],
  ['an empty string', ''],
  ['a 10000-character string', LONG],
  ['unicode', UNICODE],
  ['a NUL character', NUL],
  ['control characters', CONTROL],
  ['an SQL injection', SQL_INJECTIONS[0]],
  ['a path traversal', TRAVERSALS[0]],
];

/** Texts for multipart fields (which only carry strings). */
export const BAD_TEXTS: [string, string][] = [
  ['empty', ''],
  ['10000 characters', LONG],
  ['70 KB (beyond the field limit)', 'y'.repeat(70 * 1024)],
  ['unicode', UNICODE],
  ['a NUL character', NUL],
  ['control characters', CONTROL],
  ...SQL_INJECTIONS.slice(0, 2).map((s): [string, string] => [`SQL ${s}`, s]),
  ['a path traversal', TRAVERSALS[0] ?? ''],
  ['a number out of range', '-99999999999999999999'],
];

/** One request to make, as bytes on the wire. */
export interface Probe {
  label: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** A valid request for a call: the base every probe changes one thing of. */
export interface Baseline {
  query: Record<string, string>;
  /** Multipart calls: strings and numbers; JSON calls: any JSON. */
  fields: Record<string, unknown>;
  files: Record<string, Buffer>;
  /** Sent on every call: public ones must not mind it. */
  token?: string;
  /** The path's {id}, {token}, {blog_id} or {revision_id}. */
  params?: PathParams;
}

/** The account the calls with an {email} in their path work on (the fixtures make it). */
export const PATH_EMAIL = 'path.target@example.com';

export const url = (
  name: CallName,
  query: Record<string, string> | URLSearchParams = {},
  params: PathParams = {},
) => {
  const search = new URLSearchParams(query).toString();
  const path = fillPath(endpoints[name].path, { email: PATH_EMAIL, ...params });
  return `/api/${path}${search ? `?${search}` : ''}`;
};

/** Path parameters a client may forge: ids and manage tokens. */
export const HOSTILE_PATH_VALUES: [string, string][] = [
  ...SQL_INJECTIONS.map((value): [string, string] => [`SQL ${value}`, value]),
  ...TRAVERSALS.map((value): [string, string] => [`traversal ${value}`, value]),
  ['10000 characters', LONG],
  // (A path is URL-encoded: no lone surrogate, which has no encoding.)
  ['unicode', 'Ünïcödé 🐄🐕‍🦺 中文 العربية \u202Eevil\u202C \uFEFF\u200B e\u0301'],
  ['control characters', CONTROL],
  ['a NUL character', NUL],
  ['an unknown id', 'doesnotexist'],
  ['a token-shaped value', 'A'.repeat(43)],
];

/** The text fields the call's request schema declares. */
export function textFields(name: CallName): string[] {
  const def: CallSchemas = calls[name];
  return def.request ? Object.keys(def.request.shape) : [];
}

export const fileFields = (name: CallName): string[] => {
  const endpoint: Endpoint = endpoints[name];
  return Object.keys(endpoint.files ?? {});
};

export function formParts(baseline: Baseline, fields = baseline.fields): FormPart[] {
  return [
    ...Object.entries(fields).map(([name, value]) => ({ name, value: String(value as string) })),
    ...Object.entries(baseline.files).map(([name, value]) => ({
      name,
      value,
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    })),
  ];
}

/** A multipart body with full control over each part's headers. */
export function rawMultipart(
  boundary: string,
  parts: { headers: string[]; body: string | Buffer }[],
) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export function probesFor(name: CallName, baseline: Baseline): Probe[] {
  const endpoint: Endpoint = endpoints[name];
  const auth = baseline.token ? bearer(baseline.token) : {};
  const target = url(name, baseline.query, baseline.params);
  const json = (label: string, body: unknown, path = target): Probe => ({
    label,
    url: path,
    headers: { ...auth, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  const raw = (label: string, contentType: string, payload: string | Buffer): Probe => ({
    label,
    url: target,
    headers: { ...auth, 'content-type': contentType },
    payload,
  });
  const form = (label: string, parts: FormPart[]): Probe => {
    const { payload, headers } = multipartBody(parts);
    return { label, url: target, headers: { ...auth, ...headers }, payload };
  };
  const probes: Probe[] = [];

  // Every field of the body, in turn, holding something it should not.
  for (const field of [...textFields(name), ...fileFields(name)]) {
    for (const [label, value] of BAD_VALUES) {
      probes.push(json(`JSON ${field} = ${label}`, { ...baseline.fields, [field]: value }));
    }
    // A list of objects (working hours): each key of its first item, likewise.
    const list = baseline.fields[field];
    const [first] = Array.isArray(list) ? (list as unknown[]) : [];
    if (typeof first === 'object' && first !== null) {
      for (const key of Object.keys(first)) {
        for (const [label, value] of BAD_VALUES) {
          probes.push(
            json(`JSON ${field}.0.${key} = ${label}`, {
              ...baseline.fields,
              [field]: [{ ...first, [key]: value }, ...(list as unknown[]).slice(1)],
            }),
          );
        }
      }
      probes.push(
        json(`JSON ${field} with 1000 items`, {
          ...baseline.fields,
          [field]: Array.from({ length: 1000 }, () => first),
        }),
      );
    }
  }

  // Multipart: each text field, and the form's own structure.
  if (endpoint.body === 'multipart') {
    for (const field of textFields(name)) {
      for (const [label, value] of BAD_TEXTS) {
        probes.push(
          form(
            `multipart ${field} = ${label}`,
            formParts(baseline, { ...baseline.fields, [field]: value }),
          ),
        );
      }
      probes.push(
        form(`multipart ${field} twice`, [...formParts(baseline), { name: field, value: 'again' }]),
        form(`multipart ${field} sent as a file`, [
          ...formParts(baseline).filter((p) => p.name !== field),
          { name: field, value: 'text', filename: 'a.txt', contentType: 'text/plain' },
        ]),
      );
      const boundary = 'jsonfieldboundary';
      for (const [label, body] of [
        ['an object', '{"a":1}'],
        ['invalid JSON', '{"a":'],
        ['a __proto__ key', '{"__proto__":{"isAdmin":true}}'],
      ]) {
        probes.push(
          raw(
            `multipart ${field} as a JSON part holding ${label}`,
            `multipart/form-data; boundary=${boundary}`,
            rawMultipart(boundary, [
              {
                headers: [
                  `Content-Disposition: form-data; name="${field}"`,
                  'Content-Type: application/json',
                ],
                body: body ?? '',
              },
            ]),
          ),
        );
      }
    }
    for (const field of fileFields(name)) {
      probes.push(
        form(`multipart ${field} as a text field`, [
          ...formParts(baseline).filter((p) => p.name !== field),
          { name: field, value: 'not a file' },
        ]),
      );
    }
    const image = Object.values(baseline.files)[0] ?? Buffer.from('x');
    const files = (count: number): FormPart[] =>
      Array.from({ length: count }, () => ({
        name: 'image',
        value: image,
        filename: 'a.jpg',
        contentType: 'image/jpeg',
      }));
    probes.push(
      form('multipart __proto__ field', [
        ...formParts(baseline),
        { name: '__proto__', value: 'x' },
      ]),
      form('multipart constructor field', [
        ...formParts(baseline),
        { name: 'constructor', value: 'x' },
      ]),
      form('multipart __proto__ file', [
        ...formParts(baseline),
        { name: '__proto__', value: image, filename: 'a.jpg', contentType: 'image/jpeg' },
      ]),
      form('multipart 40 fields', [
        ...formParts(baseline),
        ...Array.from({ length: 40 }, (_, i) => ({ name: `extra${i}`, value: 'x' })),
      ]),
      form('multipart 6 files', [...formParts(baseline).filter((p) => !p.filename), ...files(6)]),
      form('multipart file name with traversal', [
        ...formParts(baseline).filter((p) => !p.filename),
        { name: 'image', value: image, filename: '../../../etc/passwd', contentType: 'image/jpeg' },
      ]),
      raw(
        'multipart part without a name',
        'multipart/form-data; boundary=nameless',
        rawMultipart('nameless', [{ headers: ['Content-Disposition: form-data'], body: 'x' }]),
      ),
      raw(
        'multipart part with garbage headers',
        'multipart/form-data; boundary=garbage',
        rawMultipart('garbage', [{ headers: ['\u0000\u0001: ::: ;;;'], body: 'x' }]),
      ),
    );
  }

  // Whole bodies that are not what any call takes.
  const valid = multipartBody(formParts(baseline));
  const cut = valid.payload.subarray(0, Math.floor(valid.payload.length / 2));
  probes.push(
    raw('a 2 MB JSON body', 'application/json', JSON.stringify({ title: 'z'.repeat(2 << 20) })),
    raw('invalid JSON', 'application/json', '{"title": "unterminated'),
    raw('a JSON array', 'application/json', JSON.stringify([baseline.fields])),
    raw('JSON null', 'application/json', 'null'),
    raw('a JSON string', 'application/json', '"hello"'),
    raw('a JSON number', 'application/json', '42'),
    raw('an empty JSON body', 'application/json', ''),
    raw(
      'a __proto__ key',
      'application/json',
      `{"__proto__": {"isAdmin": true}, ${JSON.stringify(baseline.fields).slice(1)}`,
    ),
    raw(
      'a constructor.prototype key',
      'application/json',
      `{"constructor": {"prototype": {"isAdmin": true}}, ${JSON.stringify(baseline.fields).slice(1)}`,
    ),
    raw(
      'JSON nested 100000 deep',
      'application/json',
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    ),
    raw(
      'JSON objects nested 50000 deep',
      'application/json',
      `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
    ),
    raw('JSON in UTF-16', 'application/json; charset=utf-16', JSON.stringify(baseline.fields)),
    raw('text/plain', 'text/plain', 'title=hello'),
    raw(
      'application/xml',
      'application/xml',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    ),
    raw('a url-encoded form', 'application/x-www-form-urlencoded', 'title=hello&index=1'),
    raw('a content type with no type', ';;;', 'x'),
    raw('multipart without a boundary', 'multipart/form-data', valid.payload),
    raw('multipart with a broken boundary', 'multipart/form-data; boundary=wrong', valid.payload),
    raw(
      'multipart with a 200-character boundary',
      `multipart/form-data; boundary=${'b'.repeat(200)}`,
      valid.payload,
    ),
    raw('multipart cut in the middle', valid.headers['content-type'] ?? '', cut),
    raw('multipart with no parts', valid.headers['content-type'] ?? '', Buffer.alloc(0)),
  );

  // The path's ids and tokens: forged, unknown, or not an id at all.
  for (const param of ['id', 'token', 'blog_id', 'revision_id'] as const) {
    if (!endpoint.path.includes(`{${param}}`)) continue;
    for (const [label, value] of HOSTILE_PATH_VALUES) {
      probes.push({
        label: `path ${param} = ${label}`,
        url: url(name, baseline.query, { ...baseline.params, [param]: value }),
        headers: auth,
        ...(endpoint.body === 'json'
          ? {
              headers: { ...auth, 'content-type': 'application/json' },
              payload: JSON.stringify(baseline.fields),
            }
          : {}),
      });
    }
  }

  // The query: every parameter of the call (or one it does not know) mangled.
  const queryKeys = Object.keys(baseline.query).length ? Object.keys(baseline.query) : ['id'];
  for (const key of queryKeys) {
    const others = Object.fromEntries(Object.entries(baseline.query).filter(([k]) => k !== key));
    const withValue = (value: string) => url(name, { ...others, [key]: value }, baseline.params);
    const base = url(name, {}, baseline.params);
    probes.push(
      { label: `query ${key} repeated`, url: `${base}?${key}=a&${key}=b`, headers: auth },
      { label: `query ${key}[] as an array`, url: `${base}?${key}[]=a`, headers: auth },
      { label: `query ${key}[x] as an object`, url: `${base}?${key}[x]=a`, headers: auth },
      { label: `query ${key} empty`, url: `${base}?${key}=`, headers: auth },
      { label: `query ${key} badly encoded`, url: `${base}?${key}=%E0%A4%A`, headers: auth },
      { label: `query ${key} with a NUL`, url: `${base}?${key}=a%00b`, headers: auth },
      { label: `query __proto__`, url: `${base}?__proto__[isAdmin]=1&__proto__=x`, headers: auth },
      { label: `query ${key} 10000 characters`, url: withValue(LONG), headers: auth },
      { label: `query ${key} unicode`, url: withValue(UNICODE), headers: auth },
      { label: `query ${key} control characters`, url: withValue(CONTROL), headers: auth },
      ...[...SQL_INJECTIONS, ...TRAVERSALS].map((value) => ({
        label: `query ${key} = ${value}`,
        url: withValue(value),
        headers: auth,
      })),
    );
  }
  return probes;
}

/** What is wrong with an answer, or null: no 5xx, and every error body is { status, msg }. */
export function problemWith(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) {
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = res.body;
    }
    const generic = ['Internal server error', STATUS_CODES[res.statusCode]];
    const leaks =
      typeof body !== 'object' ||
      body === null ||
      !('msg' in body) ||
      !generic.includes(String(body.msg));
    return `answered ${res.statusCode}${leaks ? ' and its body says more than it should' : ''}: ${res.body.slice(0, 300)}`;
  }
  if (res.statusCode < 400) return null;
  if (!/^application\/json/.test(String(res.headers['content-type']))) {
    return `error ${res.statusCode} is not JSON: ${res.body.slice(0, 200)}`;
  }
  const body: unknown = res.json();
  // The one error with more: a time just taken comes with the fresh free slots.
  if (res.statusCode === 409 && slotTakenBodySchema.safeParse(body).success) {
    return (body as { msg: string }).msg === BOOKING_MESSAGES.slotTaken
      ? null
      : `409 with slots has the message ${res.body.slice(0, 200)}`;
  }
  const keys = typeof body === 'object' && body !== null ? Object.keys(body).sort() : [];
  const ok =
    typeof body === 'object' &&
    body !== null &&
    'status' in body &&
    'msg' in body &&
    keys.join() === 'msg,status' &&
    body.status === res.statusCode &&
    typeof body.msg === 'string' &&
    body.msg.length > 0;
  return ok ? null : `error ${res.statusCode} has the body ${res.body.slice(0, 200)}`;
}
