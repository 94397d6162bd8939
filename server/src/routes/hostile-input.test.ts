// Long on purpose: table-driven, hostile strings and files for every call of the contract.
import { STATUS_CODES } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import {
  BOOKING_MESSAGES,
  IMAGE_SIZES,
  RELEASE_BEACON_PATH,
  TEXT_RULES,
  addClinicDays,
  calls,
  clinicDay,
  clinicWeekday,
  endpoints,
  slotTakenBodySchema,
  type BookingConfirmation,
  type CallName,
  type CallSchemas,
  type Endpoint,
  type Slot,
} from 'shared-data/contract';
import {
  TEST_PASSWORD,
  bearer,
  createTestApi,
  jpeg,
  multipartBody,
  type FormPart,
  type TestApi,
} from '../testing/api';
import { IMPLEMENTED, TABLES, fillPath, type Implemented, type PathParams } from '../testing/calls';
import { eveningTimes, uniquePhone } from '../testing/booking-times';
import { testDatabaseKinds } from '../testing/database';
import { remoteBuild, writeShellManifest } from '../testing/release-fixture';

// Strings a client may type or forge.
const SQL_INJECTIONS = [
  "' OR 1=1 --",
  '1; DROP TABLE blogs',
  "Robert'); DROP TABLE staff;--",
  '" OR ""="',
  "1' UNION SELECT password_hash, email FROM staff --",
];
const TRAVERSALS = ['../../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '..\\..\\windows\\win.ini'];
const UNICODE =
  'Ünïcödé 🐄🐕‍🦺 中文 العربية \u202Eevil\u202C \uFEFF\u200B e\u0301 \uFFFF \ud83d lone';
// NUL apart: PostgreSQL cannot store it in text, SQLite can.
const NUL = 'before\u0000after';
const CONTROL = 'a\u0001b\u0007c\u001b[31m\r\nd\u007f\u0085 end';
const LONG = 'x'.repeat(10_000);

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

/** Values of the wrong type or shape for a string, number or flag field. */
const BAD_VALUES: [string, unknown][] = [
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
const BAD_TEXTS: [string, string][] = [
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
interface Probe {
  label: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** A valid request for a call: the base every probe changes one thing of. */
interface Baseline {
  query: Record<string, string>;
  /** Multipart calls: strings and numbers; JSON calls: any JSON. */
  fields: Record<string, unknown>;
  files: Record<string, Buffer>;
  /** Sent on every call: public ones must not mind it. */
  token?: string;
  /** The path's {id} or {token}. */
  params?: PathParams;
}

/** The account the calls with an {email} in their path work on (made in beforeAll). */
const PATH_EMAIL = 'path.target@example.com';

const url = (
  name: CallName,
  query: Record<string, string> | URLSearchParams = {},
  params: PathParams = {},
) => {
  const search = new URLSearchParams(query).toString();
  const path = fillPath(endpoints[name].path, { email: PATH_EMAIL, ...params });
  return `/api/${path}${search ? `?${search}` : ''}`;
};

/** Path parameters a client may forge: ids and manage tokens. */
const HOSTILE_PATH_VALUES: [string, string][] = [
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
function textFields(name: CallName): string[] {
  const def: CallSchemas = calls[name];
  return def.request ? Object.keys(def.request.shape) : [];
}

const fileFields = (name: CallName): string[] => {
  const endpoint: Endpoint = endpoints[name];
  return Object.keys(endpoint.files ?? {});
};

function formParts(baseline: Baseline, fields = baseline.fields): FormPart[] {
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
function rawMultipart(boundary: string, parts: { headers: string[]; body: string | Buffer }[]) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function probesFor(name: CallName, baseline: Baseline): Probe[] {
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

  // The path's {id} or {token}: forged, unknown, or not an id at all.
  for (const param of ['id', 'token'] as const) {
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
function problemWith(res: LightMyRequestResponse): string | null {
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

// Registration does its full work (the photo, the password hash) even for a taken address, so
// that its time does not tell; its probes take several seconds on a busy machine.
jest.setTimeout(30_000);

describe.each(testDatabaseKinds())('hostile input on %s', (kind) => {
  let api: TestApi;
  let admin: { token: string };
  let doctor: { id: string; token: string };
  let signInEmail: string;
  let image: Buffer;
  // A carousel slide takes nothing smaller than the slide box.
  let slide: Buffer;
  let sequence = 0;

  async function ok<T>(res: Promise<LightMyRequestResponse>): Promise<T> {
    const answer = await res;
    if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
    return answer.json<T>();
  }

  function asAdmin(name: CallName, baseline: Omit<Baseline, 'token'>) {
    const endpoint: Endpoint = endpoints[name];
    if (endpoint.body === 'multipart') {
      const { payload, headers } = multipartBody(formParts({ ...baseline, token: admin.token }));
      return api.app.inject({
        method: endpoint.method,
        url: url(name, baseline.query, baseline.params),
        payload,
        headers: { ...headers, ...bearer(admin.token) },
      });
    }
    return api.app.inject({
      method: endpoint.method,
      url: url(name, baseline.query, baseline.params),
      headers: bearer(admin.token),
      ...(endpoint.body === 'json' ? { payload: baseline.fields } : {}),
    });
  }

  const none = { query: {}, fields: {}, files: {} };
  const fixtures = {
    async blog() {
      sequence += 1;
      const blog = await ok<{ blog_id: string }>(
        asAdmin('createBlog', {
          query: {},
          fields: { title: `Blog ${sequence}` },
          files: { image },
        }),
      );
      return blog.blog_id;
    },
    async paragraph() {
      const blogId = await fixtures.blog();
      const blog = await ok<{ paragraphs: { paragraph_id: string }[] }>(
        asAdmin('createParagraph', {
          query: {},
          fields: { blog_id: blogId, content: 'Worm your dog.' },
          files: {},
        }),
      );
      return blog.paragraphs[0]?.paragraph_id ?? '';
    },
    async carousel() {
      sequence += 1;
      const index = sequence;
      const items = await ok<{ id: string; index: number }[]>(
        asAdmin('createCarousel', { query: {}, fields: { index }, files: { image: slide } }),
      );
      return items.find((item) => item.index === index) ?? { id: '', index };
    },
    async enquiry() {
      sequence += 1;
      const message = `Enquiry ${sequence}`;
      await ok(
        api.app.inject({
          method: 'POST',
          url: url('createEnquiry'),
          payload: {
            fullname: 'Jane',
            email: 'jane@example.com',
            phonenumber: '0712 345 678',
            message,
          },
        }),
      );
      const list = await ok<{ query_id: string; message: string }[]>(
        asAdmin('enquiries', { query: {}, fields: {}, files: {} }),
      );
      return list.find((e) => e.message === message)?.query_id ?? '';
    },
    async counter() {
      sequence += 1;
      const title = `Counter ${sequence}`;
      const { data } = await ok<{ data: { id: string; title: string }[] }>(
        asAdmin('createCounter', { query: {}, fields: { title, content: 1 }, files: {} }),
      );
      return data.find((c) => c.title === title)?.id ?? '';
    },
    /** The files of a new blog build, as the release call takes them. */
    build(extra: { path: string; bytes: Buffer }[] = []) {
      sequence += 1;
      return [...remoteBuild(`Build ${sequence}`), ...extra].map((file) => ({
        path: file.path,
        data: file.bytes.toString('base64'),
      }));
    },
    async version(target: 'live' | 'canary' | 'none' = 'none') {
      const released = await ok<{ version: string }>(
        asAdmin('releaseUpload', {
          ...none,
          fields: {
            files: fixtures.build(),
            target,
            ...(target === 'canary' ? { percent: 10 } : {}),
          },
        }),
      );
      return released.version;
    },
    async promise() {
      sequence += 1;
      const title = `Promise ${sequence}`;
      const { data } = await ok<{ data: { id: string; title: string }[] }>(
        asAdmin('createPromise', { query: {}, fields: { title }, files: {} }),
      );
      return data.find((p) => p.title === title)?.id ?? '';
    },
  };

  // Booking: phone bookings in the evenings, online ones on the doctor's free slots.
  const eveningTime = eveningTimes();
  const handedOut = new Set<string>();
  const client = { fullname: 'Amina Client', pet_name: 'Simba', species: 'Dog' };
  // A mailbox of its own for each booking: a mailbox makes only a few online bookings a day.
  const visitorEmail = () => {
    sequence += 1;
    return `visitor${sequence}@example.com`;
  };
  /** The body of a JSON call made as the admin, failing on anything but a 2xx. */
  async function made<T>(
    name: CallName,
    baseline: { query?: Record<string, string>; fields?: object; params?: PathParams },
    token: string | null = admin.token,
  ): Promise<T> {
    const res = await api.app.inject({
      method: endpoints[name].method,
      url: url(name, baseline.query ?? {}, baseline.params ?? {}),
      headers: token ? bearer(token) : {},
      ...(baseline.fields ? { payload: baseline.fields } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  }
  const booking = {
    async freeSlot(): Promise<string> {
      const today = clinicDay();
      const slots = await made<Slot[]>(
        'appointmentSlots',
        {
          query: {
            type: 'vaccination',
            doctor: doctor.id,
            from: today,
            to: addClinicDays(today, 20),
          },
        },
        null,
      );
      const slot = slots.find((s) => !handedOut.has(s.start));
      if (!slot) throw new Error('no free slot left');
      handedOut.add(slot.start);
      return slot.start;
    },
    async phoned(): Promise<string> {
      const created = await made<{ id: string }>('createPhoneAppointment', {
        fields: {
          ...client,
          type: 'vaccination',
          start: eveningTime(),
          doctor_id: doctor.id,
          phonenumber: uniquePhone(),
        },
      });
      return created.id;
    },
    async manageToken(): Promise<string> {
      const created = await made<BookingConfirmation>(
        'createAppointment',
        {
          fields: {
            ...client,
            type: 'vaccination',
            start: await booking.freeSlot(),
            doctor_id: doctor.id,
            phonenumber: uniquePhone(),
            email: visitorEmail(),
          },
        },
        null,
      );
      return created.manage_url.split('/').at(-1) ?? '';
    },
    async timeOff(): Promise<string> {
      const day = addClinicDays(clinicDay(), 60);
      const entry = await made<{ id: string }>('addTimeOff', {
        fields: {
          doctor_id: doctor.id,
          start: `${day}T08:00:00+03:00`,
          end: `${day}T10:00:00+03:00`,
        },
      });
      return entry.id;
    },
    async type(): Promise<string> {
      sequence += 1;
      const type = await made<{ id: string }>('createAppointmentType', {
        fields: { name: `Type ${sequence}`, minutes: 30 },
      });
      return type.id;
    },
    async holiday(): Promise<string> {
      sequence += 1;
      const holiday = await made<{ id: string }>('createHoliday', {
        fields: { date: addClinicDays('2002-01-01', sequence), name: `Rest ${sequence}` },
      });
      return holiday.id;
    },
  };

  const BASELINES: Record<Implemented, () => Promise<Omit<Baseline, 'token'>>> = {
    signIn: async () => ({
      ...none,
      fields: { email: signInEmail, password: TEST_PASSWORD },
    }),
    currentUser: async () => none,
    staffList: async () => none,
    doctors: async () => none,
    blogs: async () => none,
    createBlog: async () => ({ ...none, fields: { title: 'A new blog' }, files: { image } }),
    updateBlog: async () => ({
      ...none,
      query: { blog_id: await fixtures.blog() },
      fields: { title: 'Renamed' },
    }),
    deleteBlog: async () => ({ ...none, query: { blog_id: await fixtures.blog() } }),
    createParagraph: async () => ({
      ...none,
      fields: { blog_id: await fixtures.blog(), content_type: 'list', content: 'Feed, water' },
    }),
    updateParagraph: async () => ({
      ...none,
      query: { paragraph_id: await fixtures.paragraph() },
      fields: { content: 'Changed', content_type: 'subtitle' },
    }),
    deleteParagraph: async () => ({ ...none, query: { content_id: await fixtures.paragraph() } }),
    createEnquiry: async () => ({
      ...none,
      fields: {
        fullname: 'John Farmer',
        email: 'john@example.com',
        phonenumber: '+254 700 000000',
        message: 'My goat coughs.',
      },
    }),
    enquiries: async () => none,
    respondEnquiry: async () => ({
      ...none,
      fields: { query_id: await fixtures.enquiry(), response: 'Bring her in.' },
    }),
    carousel: async () => none,
    createCarousel: async () => {
      sequence += 1;
      return { ...none, fields: { index: sequence }, files: { image: slide } };
    },
    updateCarousel: async () => ({
      ...none,
      fields: { index: (await fixtures.carousel()).index },
      files: { image: slide },
    }),
    deleteCarousel: async () => ({ ...none, query: { id: (await fixtures.carousel()).id } }),
    counters: async () => none,
    createCounter: async () => ({ ...none, fields: { title: 'Herds', content: 12 } }),
    updateCounter: async () => ({
      ...none,
      fields: { id: await fixtures.counter(), title: 'Herds', content: 13 },
    }),
    promises: async () => none,
    createPromise: async () => ({ ...none, fields: { title: 'Care', content: 'Always' } }),
    updatePromise: async () => ({
      ...none,
      fields: { id: await fixtures.promise(), title: 'Care', content: 'Always, really' },
    }),
    health: async () => none,
    register: async () => {
      sequence += 1;
      return {
        ...none,
        fields: {
          email: `hostile${sequence}@example.com`,
          fullname: 'New Person',
          password: 'a long enough password',
        },
        files: { avatar: image },
      };
    },
    addStaff: async () => {
      sequence += 1;
      return {
        ...none,
        fields: { email: `added${sequence}@example.com`, fullname: 'Added', role: 'Nurse' },
        files: { avatar: image },
      };
    },
    updateStaff: async () => ({ ...none, fields: { role: 'Clinic Manager', isDoctor: 'true' } }),
    updateAccount: async () => ({
      ...none,
      query: { email: PATH_EMAIL },
      fields: { fullname: 'Path Target', description: 'Updated' },
      files: { avatar: image },
    }),
    requestOtp: async () => ({ ...none, fields: { email: PATH_EMAIL } }),
    resetPassword: async () => ({
      ...none,
      fields: { email: PATH_EMAIL, otp_code: '123456', password: 'a long enough password' },
    }),
    logout: async () => none,
    deleteStaff: async () => {
      sequence += 1;
      const { email } = await api.account({ email: `delete${sequence}@example.com` });
      return { ...none, fields: { email } };
    },
    refreshToken: async () => none,
    releaseOverview: async () => none,
    remoteReleases: async () => none,
    releaseUpload: async () => ({ ...none, fields: { files: fixtures.build(), target: 'live' } }),
    releaseCanary: async () => ({
      ...none,
      fields: { version: await fixtures.version(), percent: 20 },
    }),
    releasePromote: async () => {
      await fixtures.version('canary');
      return none;
    },
    releaseRollback: async () => ({ ...none, fields: { version: await fixtures.version() } }),
    releaseWithdraw: async () => {
      await fixtures.version('canary');
      return none;
    },
    releasePreview: async () => ({ ...none, params: { version: await fixtures.version() } }),
    deployTokens: async () => none,
    createDeployToken: async () => ({ ...none, fields: { remote: 'blog', label: 'CI' } }),
    revokeDeployToken: async () => {
      sequence += 1;
      const made = await api.app.deployTokens.createFromConsole('blog', `CI ${sequence}`);
      return { ...none, params: { id: made.token.id } };
    },
    appointmentTypes: async () => none,
    appointmentDoctors: async () => ({ ...none, query: { type: 'consultation' } }),
    appointmentSlots: async () => ({
      ...none,
      query: {
        type: 'consultation',
        from: clinicDay(),
        to: addClinicDays(clinicDay(), 7),
        doctor: doctor.id,
      },
    }),
    nextFreeSlot: async () => ({ ...none, query: { type: 'vaccination', from: clinicDay() } }),
    holidays: async () => ({ ...none, query: { from: '2026-01-01', to: '2026-12-31' } }),
    createAppointment: async () => ({
      ...none,
      fields: {
        ...client,
        type: 'vaccination',
        start: await booking.freeSlot(),
        doctor_id: doctor.id,
        phonenumber: uniquePhone(),
        email: visitorEmail(),
        note: 'Shy with strangers',
      },
    }),
    managedAppointment: async () => ({ ...none, params: { token: await booking.manageToken() } }),
    cancelManagedAppointment: async () => ({
      ...none,
      params: { token: await booking.manageToken() },
    }),
    moveManagedAppointment: async () => ({
      ...none,
      params: { token: await booking.manageToken() },
      fields: { start: await booking.freeSlot() },
    }),
    staffAppointments: async () => ({
      ...none,
      query: { from: clinicDay(), to: addClinicDays(clinicDay(), 6), doctor: doctor.id },
    }),
    appointmentChanges: async () => ({ ...none, query: { since: '0' } }),
    appointmentSummary: async () => ({ ...none, query: { doctor: doctor.id } }),
    createPhoneAppointment: async () => ({
      ...none,
      fields: {
        ...client,
        type: 'vaccination',
        start: eveningTime(),
        doctor_id: doctor.id,
        phonenumber: uniquePhone(),
        email: 'caller@example.com',
        note: 'Called at 8',
      },
    }),
    setAppointmentStatus: async () => ({
      ...none,
      params: { id: await booking.phoned() },
      fields: { status: 'arrived' },
    }),
    moveAppointment: async () => ({
      ...none,
      params: { id: await booking.phoned() },
      fields: { start: eveningTime(), doctor_id: doctor.id, message: 'Sorry' },
    }),
    cancelAppointment: async () => ({
      ...none,
      params: { id: await booking.phoned() },
      fields: { message: 'The clinic is closed' },
    }),
    workingHours: async () => ({ ...none, query: { doctor: doctor.id } }),
    setWorkingHours: async () => ({
      ...none,
      fields: { doctor_id: doctor.id, hours: [{ weekday: 1, start: '08:00', end: '17:00' }] },
    }),
    timeOff: async () => ({
      ...none,
      query: { doctor: doctor.id, from: clinicDay(), to: addClinicDays(clinicDay(), 90) },
    }),
    addTimeOff: async () => {
      const day = addClinicDays(clinicDay(), 70);
      return {
        ...none,
        fields: {
          doctor_id: doctor.id,
          start: `${day}T08:00:00+03:00`,
          end: `${day}T09:00:00+03:00`,
          reason: 'Training',
        },
      };
    },
    deleteTimeOff: async () => ({ ...none, params: { id: await booking.timeOff() } }),
    staffAppointmentTypes: async () => none,
    createAppointmentType: async () => ({
      ...none,
      fields: { name: 'Nail clipping', minutes: 15, doctor_ids: [doctor.id], active: true },
    }),
    updateAppointmentType: async () => ({
      ...none,
      params: { id: await booking.type() },
      fields: { name: 'Renamed', minutes: 45, active: false },
    }),
    deleteAppointmentType: async () => ({ ...none, params: { id: await booking.type() } }),
    createHoliday: async () => {
      sequence += 1;
      return { ...none, fields: { date: addClinicDays('2003-01-01', sequence), name: 'Rest' } };
    },
    updateHoliday: async () => ({
      ...none,
      params: { id: await booking.holiday() },
      fields: { name: 'Renamed rest' },
    }),
    deleteHoliday: async () => ({ ...none, params: { id: await booking.holiday() } }),
    reportVitals: async () => ({
      ...none,
      fields: {
        events: [
          { route: '/blogs/:blog_id', metric: 'LCP', value: 2100 },
          { route: '/', metric: 'CLS', value: 0.02 },
        ],
      },
    }),
    vitalsSummary: async () => none,
    audit: async () => none,
    auditActors: async () => none,
    // A code nobody was sent: each probe is refused for what it sends, never answered 5xx.
    privacyCode: async () => ({ ...none, fields: { contact: 'jane@example.com' } }),
    privacyExport: async () => ({
      ...none,
      fields: { contact: 'jane@example.com', code: '123456' },
    }),
    privacyCorrect: async () => ({
      ...none,
      fields: { contact: '0712 345 678', code: '123456', fullname: 'Jane Doe' },
    }),
    privacyErase: async () => ({
      ...none,
      fields: { contact: 'jane@example.com', code: '123456' },
    }),
    privacyWithdraw: async () => ({
      ...none,
      fields: { contact: 'jane@example.com', code: '123456' },
    }),
    privacyRequest: async () => ({
      ...none,
      fields: { contact: 'jane@example.com', code: '123456', message: 'Please call me' },
    }),
    privacyRequests: async () => none,
    answerPrivacyRequest: async () => {
      sequence += 1;
      const id = `request-${sequence}`;
      await api.database.db
        .insertInto('privacy_requests')
        .values({
          id,
          contact: 'jane@example.com',
          contact_key: 'key',
          message: 'Please call me',
          created_at: new Date().toISOString(),
          due_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        })
        .execute();
      return { ...none, params: { id } };
    },
    privacyLookup: async () => ({ ...none, fields: { contact: 'jane@example.com' } }),
  };

  beforeAll(async () => {
    api = await createTestApi(kind);
    admin = await api.account({ isAdmin: true });
    doctor = await api.account({ isDoctor: true });
    signInEmail = (await api.account()).email;
    await api.account({ email: PATH_EMAIL });
    image = await jpeg(32, 24);
    slide = await jpeg(IMAGE_SIZES.carousel.width, IMAGE_SIZES.carousel.height);
    // The compatibility gate reads the live shell's manifest from SITE_ROOT.
    writeShellManifest(api.database.dataDir);
  });

  afterAll(async () => {
    await api?.close();
  });

  it('covers every implemented call of the contract', () => {
    expect(Object.keys(BASELINES).sort()).toEqual([...IMPLEMENTED].sort());
    for (const name of IMPLEMENTED) expect(endpoints[name]).toBeDefined();
  });

  it.each(IMPLEMENTED)('%s: no hostile input gets a 5xx or a malformed error', async (name) => {
    const baseline: Baseline = { ...(await BASELINES[name]()), token: admin.token };
    const probes = probesFor(name, baseline);
    const problems: string[] = [];
    const statuses = new Set<number>();
    for (const probe of probes) {
      const res = await api.app.inject({
        method: endpoints[name].method,
        url: probe.url,
        headers: probe.headers,
        ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
      });
      statuses.add(res.statusCode);
      const problem = problemWith(res);
      if (problem) problems.push(`${probe.label}: ${problem}`);
    }
    expect(problems).toEqual([]);
    expect(probes.length).toBeGreaterThan(15);
    // The probes got past authentication to the checks they aim at.
    // (Sign-in and refresh answer 401 to what they refuse: a password, a missing cookie.)
    if (name !== 'signIn' && name !== 'refreshToken') {
      expect(statuses.has(401) || statuses.has(403)).toBe(false);
    }
    if (endpoints[name].body !== 'none') expect(statuses).toContain(400);
  });

  /** One booking value a client may get wrong, and the refusal that names its field. */
  interface BookingCase {
    label: string;
    name: CallName;
    request: () => Promise<{
      query?: Record<string, string>;
      fields?: Record<string, unknown>;
      params?: PathParams;
    }>;
    status: number;
    msg: RegExp;
  }

  /** A Monday ahead that is open (no holiday), so only the value under test is wrong. */
  async function openMonday(): Promise<string> {
    const holidays = await made<{ date: string }[]>('holidays', {}, null);
    let day = addClinicDays(clinicDay(), 2);
    while (clinicWeekday(day) !== 1 || holidays.some((h) => h.date === day)) {
      day = addClinicDays(day, 1);
    }
    return day;
  }
  const visitor = async (fields: Record<string, unknown> = {}) => ({
    fields: {
      ...client,
      type: 'vaccination',
      start: await booking.freeSlot(),
      phonenumber: uniquePhone(),
      email: visitorEmail(),
      ...fields,
    },
  });
  const atMonday = async (time: string) => `${await openMonday()}T${time}+03:00`;
  const phoneBooking = async (fields: Record<string, unknown>) => ({
    fields: {
      ...client,
      type: 'vaccination',
      start: eveningTime(),
      doctor_id: doctor.id,
      phonenumber: uniquePhone(),
      ...fields,
    },
  });
  const slotsQuery = (query: Record<string, string>) => async () => ({
    query: { type: 'consultation', from: clinicDay(), to: clinicDay(), ...query },
  });
  const tampered = async () => {
    const token = await booking.manageToken();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    return `${token.slice(0, -1)}${last}`;
  };
  const hours = (range: Record<string, unknown>) => async () => ({
    fields: { hours: [{ weekday: 1, start: '08:00', end: '17:00', ...range }] },
  });
  const PAST = '2001-01-01T09:00:00+03:00';
  const FAR = '2999-01-07T09:00:00+03:00';

  const BOOKING_CASES: BookingCase[] = [
    // Days and ranges of the lists.
    ...(
      [
        ['from 2026-02-30', { from: '2026-02-30' }, /^from must be a real date/],
        ['from 2027-02-29 (no leap year)', { from: '2027-02-29' }, /^from must be a real date/],
        ['to in month 13', { to: '2026-13-01' }, /^to must be a real date/],
        ['from with slashes', { from: '2026/12/01' }, /^from must be a date YYYY-MM-DD/],
        ['from with a time', { from: '2026-12-01T09:00' }, /^from must be a date YYYY-MM-DD/],
        ['to before from', { from: '2026-12-10', to: '2026-12-01' }, /^to must not be before from/],
        ['40 days', { from: '2026-12-01', to: '2027-01-09' }, /^to must be at most 30 days/],
        ['an unknown type', { type: 'grooming' }, /^type is not an appointment type we offer/],
        ['an unknown doctor', { doctor: 'nobody' }, /^doctor does not offer this appointment/],
      ] as const
    ).map(([label, query, msg]): BookingCase => ({
      label: `slots: ${label}`,
      name: 'appointmentSlots',
      request: slotsQuery(query),
      status: 400,
      msg,
    })),
    {
      label: 'next free: from 2026-02-30',
      name: 'nextFreeSlot',
      request: async () => ({ query: { type: 'vaccination', from: '2026-02-30' } }),
      status: 400,
      msg: /^from must be a real date/,
    },
    {
      label: 'next free: an unknown doctor',
      name: 'nextFreeSlot',
      request: async () => ({ query: { type: 'vaccination', doctor: 'nobody' } }),
      status: 400,
      msg: /^doctor does not offer this appointment/,
    },
    {
      label: 'holidays: to 2026-04-31',
      name: 'holidays',
      request: async () => ({ query: { to: '2026-04-31' } }),
      status: 400,
      msg: /^to must be a real date/,
    },
    {
      label: 'staff list: from 2026-02-30',
      name: 'staffAppointments',
      request: async () => ({ query: { from: '2026-02-30', to: '2026-03-02' } }),
      status: 400,
      msg: /^from must be a real date/,
    },
    {
      label: 'time off list: to 2026-02-30',
      name: 'timeOff',
      request: async () => ({ query: { to: '2026-02-30' } }),
      status: 400,
      msg: /^to must be a real date/,
    },
    {
      label: 'changes: since not a cursor',
      name: 'appointmentChanges',
      request: async () => ({ query: { since: "1' OR 1=1" } }),
      status: 400,
      msg: /^since must be a cursor/,
    },
    // A visitor's booking.
    ...(
      [
        [
          'start 2026-02-30',
          { start: '2026-02-30T09:00:00+03:00' },
          /^start must be a date and time with offset/,
        ],
        [
          'start without an offset',
          { start: '2026-12-01T09:00:00' },
          /^start must be a date and time with offset/,
        ],
        ['start off the grid', 'T09:10:00', /^start must be on a 15-minute step/],
        ['start 30 seconds off the grid', 'T09:00:30', /^start must be on a 15-minute step/],
        ['start outside the hours', 'T18:00:00', /^start is not a free time for this appointment/],
        [
          'start far in the past',
          { start: PAST },
          /^start is not a free time for this appointment/,
        ],
        [
          'start far in the future',
          { start: FAR },
          /^start must be a date and time from 2000-01-01 to \d{4}-12-31$/,
        ],
        ['an unknown type', { type: 'grooming' }, /^type is not an appointment type we offer/],
        [
          'an unknown doctor',
          { doctor_id: 'nobody' },
          /^doctor_id does not offer this appointment/,
        ],
        [
          'a foreign phone number',
          { phonenumber: '+1 212 555 0100' },
          /^phonenumber must be a Kenyan phone number/,
        ],
        ['a 10000-character name', { fullname: LONG }, /^fullname /],
        ['a 10000-character note', { note: LONG }, /^note /],
        ['species as a list', { species: ['Dog', 'Cat'] }, /^species /],
        ['an email that is not one', { email: "x' OR 1=1" }, /^email must be a valid email/],
      ] as const
    ).map(([label, change, msg]): BookingCase => ({
      label: `booking: ${label}`,
      name: 'createAppointment',
      request: async () =>
        visitor(typeof change === 'string' ? { start: await atMonday(change.slice(1)) } : change),
      status: 400,
      msg,
    })),
    // The manage link.
    ...(
      [
        ['managedAppointment', 'read'],
        ['cancelManagedAppointment', 'cancel'],
        ['moveManagedAppointment', 'move'],
      ] as const
    ).map(([name, label]): BookingCase => ({
      label: `manage link, ${label}: a tampered token`,
      name,
      request: async () => ({
        params: { token: await tampered() },
        ...(name === 'moveManagedAppointment'
          ? { fields: { start: await booking.freeSlot() } }
          : {}),
      }),
      status: 404,
      msg: /^This appointment link is not valid$/,
    })),
    {
      label: 'manage link: a token of another length',
      name: 'managedAppointment',
      request: async () => ({ params: { token: `${await booking.manageToken()}x` } }),
      status: 404,
      msg: /^This appointment link is not valid$/,
    },
    {
      label: 'manage link, move: start off the grid',
      name: 'moveManagedAppointment',
      request: async () => ({
        params: { token: await booking.manageToken() },
        fields: { start: await atMonday('10:05:00') },
      }),
      status: 400,
      msg: /^start must be on a 15-minute step/,
    },
    {
      label: 'manage link, move: start in the past',
      name: 'moveManagedAppointment',
      request: async () => ({
        params: { token: await booking.manageToken() },
        fields: { start: PAST },
      }),
      status: 400,
      msg: /^start is not a free time for this appointment/,
    },
    // The staff's side.
    {
      label: 'phone booking: start in the past',
      name: 'createPhoneAppointment',
      request: () => phoneBooking({ start: PAST }),
      status: 400,
      msg: /^start must be in the future/,
    },
    {
      label: 'phone booking: start off the grid',
      name: 'createPhoneAppointment',
      request: async () => phoneBooking({ start: await atMonday('09:07:00') }),
      status: 400,
      msg: /^start must be on a 15-minute step/,
    },
    {
      label: 'phone booking: an unknown doctor',
      name: 'createPhoneAppointment',
      request: () => phoneBooking({ doctor_id: 'nobody' }),
      status: 400,
      msg: /^doctor_id is not a doctor/,
    },
    {
      label: 'status: cancelled is not set by hand',
      name: 'setAppointmentStatus',
      request: async () => ({
        params: { id: await booking.phoned() },
        fields: { status: 'cancelled' },
      }),
      status: 400,
      msg: /^status /,
    },
    {
      label: 'status: an unknown booking',
      name: 'setAppointmentStatus',
      request: async () => ({ params: { id: 'nobody' }, fields: { status: 'arrived' } }),
      status: 404,
      msg: /appointment was not found/,
    },
    {
      label: 'staff move: start in the past',
      name: 'moveAppointment',
      request: async () => ({ params: { id: await booking.phoned() }, fields: { start: PAST } }),
      status: 400,
      msg: /^start must be in the future/,
    },
    {
      label: 'staff move: start 2026-02-30',
      name: 'moveAppointment',
      request: async () => ({
        params: { id: await booking.phoned() },
        fields: { start: '2026-02-30T09:00:00+03:00' },
      }),
      status: 400,
      msg: /^start must be a date and time with offset/,
    },
    {
      label: 'staff move: an unknown doctor',
      name: 'moveAppointment',
      request: async () => ({
        params: { id: await booking.phoned() },
        fields: { start: eveningTime(), doctor_id: 'nobody' },
      }),
      status: 400,
      msg: /^doctor_id is not a doctor/,
    },
    {
      label: 'staff cancel: an unknown booking',
      name: 'cancelAppointment',
      request: async () => ({ params: { id: "1' OR 1=1" }, fields: {} }),
      status: 404,
      msg: /appointment was not found/,
    },
    // Hours, time off, types, holidays.
    ...(
      [
        [
          'a start off the grid',
          { start: '08:10' },
          /^hours\.0\.start must be on a 15-minute step/,
        ],
        ['an end of 25:00', { end: '25:00' }, /^hours\.0\.end must be a time HH:MM/],
        ['weekday 8', { weekday: 8 }, /^hours\.0\.weekday /],
        [
          'an end before its start',
          { start: '12:00', end: '09:00' },
          /^hours\.0\.end must be after its start/,
        ],
      ] as const
    ).map(([label, range, msg]): BookingCase => ({
      label: `hours: ${label}`,
      name: 'setWorkingHours',
      request: hours(range),
      status: 400,
      msg,
    })),
    {
      label: 'hours: 29 ranges',
      name: 'setWorkingHours',
      request: async () => ({
        fields: {
          hours: Array.from({ length: 29 }, () => ({ weekday: 1, start: '08:00', end: '09:00' })),
        },
      }),
      status: 400,
      msg: /^hours must have at most 28 ranges/,
    },
    {
      label: 'hours: an unknown doctor',
      name: 'setWorkingHours',
      request: async () => ({
        fields: { doctor_id: 'nobody', hours: [{ weekday: 1, start: '08:00', end: '17:00' }] },
      }),
      status: 400,
      msg: /^doctor_id is not a staff member/,
    },
    {
      label: 'hours: read for an unknown doctor',
      name: 'workingHours',
      request: async () => ({ query: { doctor: 'nobody' } }),
      status: 400,
      msg: /^doctor is not a staff member/,
    },
    {
      label: 'time off: end before start',
      name: 'addTimeOff',
      request: async () => ({
        fields: { start: '2026-12-01T12:00:00+03:00', end: '2026-12-01T08:00:00+03:00' },
      }),
      status: 400,
      msg: /^end must be after start/,
    },
    {
      label: 'time off: start 2026-02-30',
      name: 'addTimeOff',
      request: async () => ({
        fields: { start: '2026-02-30T08:00:00+03:00', end: '2026-03-02T08:00:00+03:00' },
      }),
      status: 400,
      msg: /^start must be a date and time with offset/,
    },
    {
      label: 'time off: an unknown doctor',
      name: 'addTimeOff',
      request: async () => ({
        fields: {
          doctor_id: 'nobody',
          start: '2026-12-01T08:00:00+03:00',
          end: '2026-12-01T12:00:00+03:00',
        },
      }),
      status: 400,
      msg: /^doctor_id is not a staff member/,
    },
    {
      label: 'time off: delete an unknown entry',
      name: 'deleteTimeOff',
      request: async () => ({ params: { id: 'nobody' } }),
      status: 404,
      msg: /time off was not found/,
    },
    {
      label: 'type: 20 minutes',
      name: 'createAppointmentType',
      request: async () => ({ fields: { name: 'Odd', minutes: 20 } }),
      status: 400,
      msg: /^minutes must be a multiple of 15/,
    },
    {
      label: 'type: 600 minutes',
      name: 'createAppointmentType',
      request: async () => ({ fields: { name: 'Long', minutes: 600 } }),
      status: 400,
      msg: /^minutes must be at most 480/,
    },
    {
      label: 'type: an unknown doctor',
      name: 'createAppointmentType',
      request: async () => ({ fields: { name: 'Odd', minutes: 30, doctor_ids: ['nobody'] } }),
      status: 400,
      msg: /^doctor_ids must name doctors only/,
    },
    {
      label: 'type: update an unknown type',
      name: 'updateAppointmentType',
      request: async () => ({ params: { id: 'nobody' }, fields: { name: 'X' } }),
      status: 404,
      msg: /appointment type was not found/,
    },
    {
      label: 'holiday: 2026-02-30',
      name: 'createHoliday',
      request: async () => ({ fields: { date: '2026-02-30', name: 'Nowhere day' } }),
      status: 400,
      msg: /^date must be a real date/,
    },
    {
      label: 'holiday: a day that has one',
      name: 'createHoliday',
      request: async () => ({ fields: { date: '2026-12-25', name: 'Again' } }),
      status: 409,
      msg: /^date already has a holiday/,
    },
    {
      label: 'holiday: update an unknown one',
      name: 'updateHoliday',
      request: async () => ({ params: { id: 'nobody' }, fields: { name: 'X' } }),
      status: 404,
      msg: /holiday was not found/,
    },
  ];

  it.each(BOOKING_CASES.map((c) => [c.label, c] as const))(
    'refuses %s with a 4xx that says why, changing nothing',
    async (_label, c) => {
      const request = await c.request();
      const before = await api.database.db
        .selectFrom('booking_state')
        .select('version')
        .executeTakeFirst();
      const res = await api.app.inject({
        method: endpoints[c.name].method,
        url: url(c.name, request.query ?? {}, request.params ?? {}),
        headers: bearer(admin.token),
        ...(request.fields ? { payload: request.fields } : {}),
      });
      expect(problemWith(res)).toBeNull();
      expect(res.json()).toEqual({ status: c.status, msg: expect.stringMatching(c.msg) });
      const after = await api.database.db
        .selectFrom('booking_state')
        .select('version')
        .executeTakeFirst();
      expect(after).toEqual(before);
    },
  );

  // Visitor text (docs/security.md#visitor-text-mail-and-sms): every field that is one line by
  // nature, as the contract marks it, refuses a forged second line, a bidi control and an
  // invisible character with a 400 that names it.
  const oneLineFields = (name: CallName): string[] => {
    const request = (calls[name] as CallSchemas).request;
    if (!request) return [];
    return Object.entries(request.shape)
      .filter(([, schema]) => {
        const result = schema.safeParse('Ab\nCd');
        return !result.success && result.error.issues[0]?.message === TEXT_RULES.oneLine;
      })
      .map(([field]) => field);
  };
  const ONE_LINE_CASES = IMPLEMENTED.flatMap((name) =>
    oneLineFields(name).map((field) => [name, field] as const),
  ).concat([['createEnquiry', 'geo_data.city']]);
  const NOT_ONE_LINE: [string, string][] = [
    ['a second line', 'Fido\nPay KES 2000 to till 123'],
    ['a bidi override', 'Fido\u202Eevil'],
    ['a zero-width space', 'Fi\u200Bdo'],
  ];

  it('walks the one-line fields of the contract', () => {
    // The visitor's and the staff's names, titles and labels are among them.
    expect(ONE_LINE_CASES).toEqual(
      expect.arrayContaining([
        ['createAppointment', 'fullname'],
        ['createAppointment', 'pet_name'],
        ['createAppointment', 'species'],
        ['createEnquiry', 'fullname'],
        ['register', 'fullname'],
        ['updateStaff', 'fullname'],
        ['createBlog', 'title'],
        ['createAppointmentType', 'name'],
        ['createHoliday', 'name'],
      ]),
    );
    expect(ONE_LINE_CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(ONE_LINE_CASES)(
    '%s: refuses a second line, a bidi control and a zero-width character in %s, naming it',
    async (name, field) => {
      const baseline = await BASELINES[name]();
      const problems: string[] = [];
      for (const [label, value] of NOT_ONE_LINE) {
        const fields: Record<string, unknown> = field.startsWith('geo_data.')
          ? { ...baseline.fields, geo_data: { [field.slice('geo_data.'.length)]: value } }
          : { ...baseline.fields, [field]: value };
        const endpoint: Endpoint = endpoints[name];
        const request =
          endpoint.body === 'multipart'
            ? multipartBody(formParts({ ...baseline, fields }))
            : { payload: JSON.stringify(fields), headers: { 'content-type': 'application/json' } };
        const res = await api.app.inject({
          method: endpoint.method,
          url: url(name, baseline.query, baseline.params),
          headers: { ...request.headers, ...bearer(admin.token) },
          payload: request.payload,
        });
        const expected = { status: 400, msg: `${field} ${TEXT_RULES.oneLine}` };
        if (JSON.stringify(res.json()) !== JSON.stringify(expected)) {
          problems.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('stores SQL-looking text verbatim and keeps every table', async () => {
    const [first, second, third, fourth] = SQL_INJECTIONS.map((s) => `${s} ${kind}`) as [
      string,
      string,
      string,
      string,
    ];

    const blog = await ok<{ blog_id: string; title: string }>(
      asAdmin('createBlog', { query: {}, fields: { title: first }, files: { image } }),
    );
    expect(blog.title).toBe(first);
    const withParagraph = await ok<{ paragraphs: { content: string | null }[] }>(
      asAdmin('createParagraph', {
        query: {},
        fields: { blog_id: blog.blog_id, content: second },
        files: {},
      }),
    );
    expect(withParagraph.paragraphs.map((p) => p.content)).toEqual([second]);
    await ok(
      api.app.inject({
        method: 'POST',
        url: url('createEnquiry'),
        payload: {
          fullname: "O'Brien",
          email: 'obrien@example.com',
          phonenumber: '0712 345 678',
          message: third,
        },
      }),
    );
    await ok(
      asAdmin('createCounter', { query: {}, fields: { title: fourth, content: 7 }, files: {} }),
    );

    const blogs = await ok<{ title: string; paragraphs: { content: string | null }[] }[]>(
      api.app.inject({ url: url('blogs') }),
    );
    const stored = blogs.find((b) => b.title === first);
    expect(stored?.paragraphs.map((p) => p.content)).toEqual([second]);
    const enquiries = await ok<{ message: string; fullname: string }[]>(asAdmin('enquiries', none));
    expect(enquiries).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: third, fullname: "O'Brien" })]),
    );
    const { data: counters } = await ok<{ data: { title: string }[] }>(
      api.app.inject({ url: url('counters') }),
    );
    expect(counters.map((c) => c.title)).toContain(fourth);

    // The same strings in ids find nothing, and break nothing.
    for (const value of SQL_INJECTIONS) {
      const res = await asAdmin('deleteBlog', { query: { blog_id: value }, fields: {}, files: {} });
      expect(res.statusCode).toBe(404);
    }

    for (const table of TABLES) {
      await expect(
        sql`select count(*) as n from ${sql.table(table)}`.execute(api.database.db),
      ).resolves.toBeDefined();
    }
    const rows = await api.database.db.selectFrom('blogs').select('title').execute();
    expect(rows.map((r) => r.title)).toContain(first);
  });

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api/blog/nope'],
    ['PATCH', '/api/nope'],
    ['GET', '/api/blog/..%2F..%2Fetc%2Fpasswd'],
    // (inject resolves plain `..` segments before routing, as a browser would: encoded ones here.)
    ['GET', '/api/blog/%2e%2e%2f%2e%2e%2fvetportal.sqlite'],
    ['PUT', `/api/${'a/'.repeat(500)}`],
    ['GET', '/api/uploads/../vetportal.sqlite'],
  ])('answers %s %s with a JSON 404', async (method, path) => {
    const res = await api.app.inject({
      method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: path,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 404, msg: expect.stringMatching(/not found/i) });
  });

  it('answers a method a call does not take with 405 and the methods it does', async () => {
    const problems: string[] = [];
    // The calls at a fixed path (one with a parameter is another path for each value).
    for (const name of IMPLEMENTED.filter((call) => !endpoints[call].path.includes('{'))) {
      const path = url(name).split('?', 1)[0]!;
      const wrong = (['PATCH', 'PUT', 'DELETE', 'POST'] as const).find(
        (method) =>
          !Object.values(endpoints).some(
            (other) => other.method === method && `/api/${fillPath(other.path, {})}` === path,
          ) && method !== endpoints[name].method,
      );
      if (!wrong) continue;
      const res = await api.app.inject({ method: wrong, url: path, headers: bearer(admin.token) });
      const allow = String(res.headers.allow ?? '');
      if (
        res.statusCode !== 405 ||
        !allow.split(', ').includes(endpoints[name].method) ||
        res.json<{ status: number }>().status !== 405
      ) {
        problems.push(`${wrong} ${path}: ${res.statusCode} allow=${allow}`);
      }
    }
    expect(problems).toEqual([]);
  });

  describe('release calls', () => {
    /** Makes each request and answers what was wrong: anything but a well-formed 4xx. */
    async function refusedAll(
      requests: {
        label: string;
        method?: 'GET' | 'POST' | 'DELETE';
        url: string;
        body?: unknown;
        headers?: Record<string, string>;
      }[],
      allowed: (status: number) => boolean = (status) => status >= 400 && status < 500,
    ): Promise<string[]> {
      const problems: string[] = [];
      for (const request of requests) {
        const res = await api.app.inject({
          method: request.method ?? 'POST',
          url: request.url,
          headers: { ...bearer(admin.token), ...request.headers },
          ...(request.body === undefined
            ? {}
            : typeof request.body === 'string' || Buffer.isBuffer(request.body)
              ? { payload: request.body }
              : { payload: request.body as object }),
        });
        const problem = problemWith(res);
        if (problem) problems.push(`${request.label}: ${problem}`);
        else if (!allowed(res.statusCode)) {
          problems.push(`${request.label}: answered ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
      return problems;
    }
    const versionCount = async () =>
      (await api.database.db.selectFrom('release_versions').select('version').execute()).length;
    const uploadUrl = url('releaseUpload');

    it('refuses file paths that leave the build, or kinds a build does not make, keeping nothing', async () => {
      const hostilePaths = [
        '../remoteEntry.js',
        'assets/../../outside.js',
        '/etc/passwd.js',
        'C:/Windows/win.js',
        'assets\\..\\..\\outside.js',
        'a\u0000.js',
        '.hidden/x.js',
        '.env.json',
        'a//b.js',
        'a/./b.js',
        '%2e%2e/x.js',
        'ünïcödé.js',
        ' spaced.js',
        `${'x'.repeat(300)}.js`,
        'x.js.map',
        'x.js.map.br',
        'index.html',
        'server.exe',
        'noext',
        'orphan.js.br',
        'mf-manifest.json',
      ];
      const before = await versionCount();
      const problems = await refusedAll(
        hostilePaths.map((hostile) => ({
          label: `path ${JSON.stringify(hostile)}`,
          url: uploadUrl,
          body: { files: fixtures.build([{ path: hostile, bytes: Buffer.from('x') }]) },
        })),
      );
      expect(problems).toEqual([]);
      expect(await versionCount()).toBe(before);
    });

    it('refuses odd and oversized builds with a 4xx', async () => {
      const build = fixtures.build();
      const withManifest = (text: string) =>
        build.map((file) =>
          file.path === 'mf-manifest.json'
            ? { ...file, data: Buffer.from(text).toString('base64') }
            : file,
        );
      const before = await versionCount();
      const problems = await refusedAll([
        {
          label: 'data not base64',
          url: uploadUrl,
          body: { files: [{ path: 'a.js', data: '%%%' }] },
        },
        {
          label: 'data with a NUL',
          url: uploadUrl,
          body: { files: [{ path: 'a.js', data: 'YQ\u0000==' }] },
        },
        { label: 'no files', url: uploadUrl, body: { files: [] } },
        { label: 'files as an object', url: uploadUrl, body: { files: { path: 'a.js' } } },
        { label: 'a file without data', url: uploadUrl, body: { files: [{ path: 'a.js' }] } },
        {
          label: 'no manifest',
          url: uploadUrl,
          body: { files: build.filter((f) => f.path !== 'mf-manifest.json') },
        },
        {
          label: 'no entry',
          url: uploadUrl,
          body: { files: build.filter((f) => f.path !== 'remoteEntry.js') },
        },
        {
          label: 'a manifest that is not JSON',
          url: uploadUrl,
          body: { files: withManifest('{"name":') },
        },
        {
          label: 'a manifest that is an array',
          url: uploadUrl,
          body: { files: withManifest('[1,2]') },
        },
        { label: 'a manifest that is null', url: uploadUrl, body: { files: withManifest('null') } },
        {
          label: 'a manifest with nulls inside',
          url: uploadUrl,
          body: { files: withManifest('{"exposes":[null,1,"x"],"shared":[null,1,"react"]}') },
        },
        {
          label: 'a manifest of the wrong shapes',
          url: uploadUrl,
          body: {
            files: withManifest('{"exposes":"./module","shared":{"react":"^19"},"metaData":null}'),
          },
        },
        {
          label: 'a manifest requiring react ^20',
          url: uploadUrl,
          body: {
            files: withManifest(
              JSON.stringify({
                exposes: [{ path: './module' }],
                shared: [{ name: 'react', singleton: true, requiredVersion: '^20.0.0' }],
              }),
            ),
          },
        },
        {
          label: 'a manifest with a broken range',
          url: uploadUrl,
          body: {
            files: withManifest(
              JSON.stringify({
                exposes: [{ path: './module' }],
                shared: [{ name: 'react', singleton: true, requiredVersion: '>>>=x'.repeat(2000) }],
              }),
            ),
          },
        },
        {
          label: 'a canary without a percent',
          url: uploadUrl,
          body: { files: build, target: 'canary' },
        },
        {
          label: 'a canary of 0%',
          url: uploadUrl,
          body: { files: build, target: 'canary', percent: 0 },
        },
        {
          label: 'a canary of 101%',
          url: uploadUrl,
          body: { files: build, target: 'canary', percent: 101 },
        },
        { label: 'an unknown target', url: uploadUrl, body: { files: build, target: 'everyone' } },
        {
          label: 'a stale base revision',
          url: uploadUrl,
          body: { files: build, base_revision: 999_999 },
        },
        {
          label: 'a negative base revision',
          url: uploadUrl,
          body: { files: build, base_revision: -1 },
        },
        {
          label: 'a commit that is not one',
          url: uploadUrl,
          body: { files: build, commit: "'; drop table release_versions; --" },
        },
        {
          label: '2001 files',
          url: uploadUrl,
          body: {
            files: [
              ...build,
              ...Array.from({ length: 1998 }, (_, i) => ({ path: `f${i}.js`, data: 'eA==' })),
            ],
          },
        },
        {
          label: 'a file over 5 MB',
          url: uploadUrl,
          body: {
            files: fixtures.build([
              { path: 'big.js', bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 97) },
            ]),
          },
        },
        {
          label: 'a build over 30 MB in all',
          url: uploadUrl,
          body: {
            files: fixtures.build(
              Array.from({ length: 7 }, (_, i) => ({
                path: `part${i}.js`,
                bytes: Buffer.alloc(4_800_000, 97 + i),
              })),
            ),
          },
        },
        {
          label: 'a body over the upload limit',
          url: uploadUrl,
          body: JSON.stringify({ files: [{ path: 'a.js', data: 'A'.repeat(46 * 1024 * 1024) }] }),
          headers: { 'content-type': 'application/json' },
        },
      ]);
      expect(problems).toEqual([]);
      expect(await versionCount()).toBe(before);
    });

    // A path segment must be encodable: no lone surrogate.
    const PATH_UNICODE = UNICODE.replace(' \ud83d lone', '');
    const BAD_VERSIONS = [
      'ABCDEF123456',
      'abc',
      'abcdef1234567',
      '000000000000',
      '../../etc/passwd',
      "' OR 1=1 --",
      'a\u0000b',
      PATH_UNICODE,
      LONG,
    ];

    it('refuses version ids that are not registered versions', async () => {
      const requests = BAD_VERSIONS.flatMap((version) => [
        {
          label: `canary ${JSON.stringify(version.slice(0, 20))}`,
          url: url('releaseCanary'),
          body: { version, percent: 10 },
        },
        {
          label: `rollback to ${JSON.stringify(version.slice(0, 20))}`,
          url: url('releaseRollback'),
          body: { version },
        },
        {
          label: `preview of ${JSON.stringify(version.slice(0, 20))}`,
          method: 'GET' as const,
          url: url('releasePreview', {}, { version }),
        },
        {
          label: `files of ${JSON.stringify(version.slice(0, 20))}`,
          method: 'GET' as const,
          url: `/mfe/blog/${encodeURIComponent(version)}/remoteEntry.js`,
        },
        {
          label: `revoke the token ${JSON.stringify(version.slice(0, 20))}`,
          method: 'DELETE' as const,
          url: url('revokeDeployToken', {}, { id: version }),
        },
      ]);
      expect(await refusedAll(requests)).toEqual([]);
    });

    it('refuses remote names that are not remotes, on every release call', async () => {
      const names = [
        'nope',
        'BLOG',
        'blog\u0000',
        '..',
        '__proto__',
        'constructor',
        'toString',
        'shell',
        'x'.repeat(300),
        PATH_UNICODE,
        "blog' OR 1=1 --",
      ];
      const version = await fixtures.version();
      const requests = names.flatMap((remote) => {
        const params = { remote, version };
        const label = (call: string) => `${call} of ${JSON.stringify(remote.slice(0, 20))}`;
        return [
          {
            label: label('remoteReleases'),
            method: 'GET' as const,
            url: url('remoteReleases', {}, params),
          },
          {
            label: label('releaseUpload'),
            url: url('releaseUpload', {}, params),
            body: { files: fixtures.build() },
          },
          {
            label: label('releaseCanary'),
            url: url('releaseCanary', {}, params),
            body: { version, percent: 5 },
          },
          { label: label('releasePromote'), url: url('releasePromote', {}, params) },
          {
            label: label('releaseRollback'),
            url: url('releaseRollback', {}, params),
            body: { version },
          },
          { label: label('releaseWithdraw'), url: url('releaseWithdraw', {}, params) },
          {
            label: label('releasePreview'),
            method: 'GET' as const,
            url: url('releasePreview', {}, params),
          },
          {
            label: label('files'),
            method: 'GET' as const,
            url: `/mfe/${encodeURIComponent(remote)}/${version}/remoteEntry.js`,
          },
          {
            label: label('beacon'),
            url: `/api/${RELEASE_BEACON_PATH}`,
            body: { events: [{ remote, version, outcome: 'loaded' }] },
          },
          {
            label: label('createDeployToken'),
            url: url('createDeployToken'),
            body: { remote, label: 'CI' },
          },
        ];
      });
      expect(await refusedAll(requests)).toEqual([]);
    });

    it('serves nothing outside a version for escaping file paths', async () => {
      const version = await fixtures.version();
      const paths = [
        '..%2F..%2Fetc%2Fpasswd',
        '%2e%2e/%2e%2e/vetportal.sqlite',
        '..%5C..%5Cvetportal.sqlite.js',
        'remoteEntry.js%00.png',
        'a%00.js',
        '.hidden.js',
        '%2Fetc%2Fpasswd.js',
        'C:%5Cwindows.js',
        'remoteEntry.js.map',
        'nothing.js',
        '',
        '%',
        `${'a/'.repeat(300)}x.js`,
      ];
      const problems = await refusedAll(
        paths.map((file) => ({
          label: `file ${file.slice(0, 40)}`,
          method: 'GET' as const,
          url: `/mfe/blog/${version}/${file}`,
        })),
        (status) => status === 400 || status === 404,
      );
      expect(problems).toEqual([]);
      const entry = await api.app.inject({ url: `/mfe/blog/${version}/remoteEntry.js` });
      expect(entry.statusCode).toBe(200);
    });

    it('answers the beacon 204 or a 4xx, whatever arrives', async () => {
      const version = await fixtures.version('live');
      const beacon = `/api/${RELEASE_BEACON_PATH}`;
      const event = { remote: 'blog', version, outcome: 'loaded' };
      const made = await api.app.inject({ url: '/runtime-config.json' });
      const visitor = [made.headers['set-cookie']]
        .flat()
        .map((set) => String(set).split(';')[0])
        .join('; ');
      const problems = await refusedAll(
        [
          {
            label: 'text that is not JSON',
            body: 'not json',
            headers: { 'content-type': 'text/plain' },
          },
          {
            label: 'JSON as text/plain',
            body: JSON.stringify({ events: [event] }),
            headers: { 'content-type': 'text/plain;charset=UTF-8' },
          },
          { label: 'an array', body: [event] },
          { label: 'null', body: 'null', headers: { 'content-type': 'application/json' } },
          { label: 'no events', body: { events: [] } },
          { label: '51 events', body: { events: Array.from({ length: 51 }, () => event) } },
          { label: 'a 17 KB body', body: { events: [event], pad: 'p'.repeat(17 * 1024) } },
          { label: 'an unknown outcome', body: { events: [{ ...event, outcome: 'exploded' }] } },
          {
            label: 'a 65-character version',
            body: { events: [{ ...event, version: 'v'.repeat(65) }] },
          },
          { label: 'a version with a NUL', body: { events: [{ ...event, version: 'a\u0000b' }] } },
          {
            label: 'an unknown version',
            body: { events: [{ ...event, version: '000000000000' }] },
          },
          {
            label: 'unicode in the version',
            body: { events: [{ ...event, version: UNICODE.slice(0, 60) }] },
          },
          {
            label: 'an SQL injection',
            body: { events: [{ ...event, version: SQL_INJECTIONS[0] }] },
          },
          {
            label: 'a __proto__ key',
            body: `{"__proto__":{"x":1},"events":[${JSON.stringify(event)}]}`,
            headers: { 'content-type': 'application/json' },
          },
          {
            label: 'deeply nested',
            body: `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
            headers: { 'content-type': 'text/plain' },
          },
          { label: 'XML', body: '<x/>', headers: { 'content-type': 'application/xml' } },
          {
            label: 'a form',
            body: 'events=1',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          },
        ].map((probe) => ({
          ...probe,
          url: beacon,
          // From a real visitor: what it sends, not who it is, is what is probed here.
          headers: { authorization: '', cookie: visitor, ...probe.headers },
        })),
        (status) => status === 204 || (status >= 400 && status < 500),
      );
      expect(problems).toEqual([]);
      const row = await api.database.db
        .selectFrom('release_versions')
        .select('loads')
        .where('version', '=', version)
        .executeTakeFirstOrThrow();
      // Only the one well-formed report counted (JSON sent as text/plain, as sendBeacon does).
      expect(Number(row.loads)).toBe(1);
    });
  });

  it.each(['/api/blog/%', '/api/blog/%E0%A4%A', '/uploads/%'])(
    'answers the undecodable address %s with a JSON 400',
    async (path) => {
      const res = await api.app.inject({ url: path });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, msg: expect.any(String) });
    },
  );
});
