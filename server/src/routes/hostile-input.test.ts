// Long on purpose: table-driven, hostile strings and files for every call of the contract.
import { STATUS_CODES } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import {
  RELEASE_BEACON_PATH,
  calls,
  endpoints,
  type CallName,
  type CallSchemas,
  type Endpoint,
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
  /** Path parameters besides {email} (the release calls' remote, version, id). */
  params?: Omit<PathParams, 'email'>;
  files: Record<string, Buffer>;
  /** Sent on every call: public ones must not mind it. */
  token?: string;
}

/** The account the calls with an {email} in their path work on (made in beforeAll). */
const PATH_EMAIL = 'path.target@example.com';

const url = (
  name: CallName,
  query: Record<string, string> | URLSearchParams = {},
  params: Omit<PathParams, 'email'> = {},
) => {
  const search = new URLSearchParams(query).toString();
  return `/api/${fillPath(endpoints[name].path, PATH_EMAIL, params)}${search ? `?${search}` : ''}`;
};

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

  // The query: every parameter of the call (or one it does not know) mangled.
  const queryKeys = Object.keys(baseline.query).length ? Object.keys(baseline.query) : ['id'];
  for (const key of queryKeys) {
    const others = Object.fromEntries(Object.entries(baseline.query).filter(([k]) => k !== key));
    const withValue = (value: string) => url(name, { ...others, [key]: value }, baseline.params);
    const base = `/api/${fillPath(endpoint.path, PATH_EMAIL, baseline.params)}`;
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

describe.each(testDatabaseKinds())('hostile input on %s', (kind) => {
  let api: TestApi;
  let admin: { token: string };
  let signInEmail: string;
  let image: Buffer;
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
        asAdmin('createCarousel', { query: {}, fields: { index }, files: { image } }),
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
      return { ...none, fields: { index: sequence }, files: { image } };
    },
    updateCarousel: async () => ({
      ...none,
      fields: { index: (await fixtures.carousel()).index },
      files: { image },
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
  };

  beforeAll(async () => {
    api = await createTestApi(kind);
    admin = await api.account({ isAdmin: true });
    signInEmail = (await api.account()).email;
    await api.account({ email: PATH_EMAIL });
    image = await jpeg(32, 24);
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
    ['POST', '/api/health'],
    ['DELETE', '/api/blog/'],
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
          headers: { authorization: '', ...probe.headers },
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
