// Hostile input across the contract: the walk covers every call, every one-line field refuses
// hidden lines, SQL-looking text is stored verbatim, and odd methods, paths and addresses get a
// JSON 4xx, on every database kind. The calls themselves are walked by the other
// hostile-*.test.ts suites, side by side.
import { sql } from 'kysely';
import {
  TEXT_RULES,
  calls,
  endpoints,
  type CallName,
  type CallSchemas,
  type Endpoint,
} from 'shared-data/contract';
import { bearer, multipartBody } from '../testing/api';
import { IMPLEMENTED, TABLES, fillPath } from '../testing/calls';
import { testDatabaseKinds } from '../testing/database';
import { HOSTILE_CALL_GROUPS } from '../testing/hostile-calls';
import { createHostileFixtures, type HostileFixtures } from '../testing/hostile-fixtures';
import { SQL_INJECTIONS, formParts, url } from '../testing/hostile-probes';

describe.each(testDatabaseKinds())('hostile input on %s', (kind) => {
  let f: HostileFixtures;

  beforeAll(async () => {
    f = await createHostileFixtures(kind);
  });

  afterAll(async () => {
    await f?.close();
  });

  it('covers every implemented call of the contract', () => {
    // Every call of the contract is implemented, so every call is walked: a new call joins here.
    expect([...IMPLEMENTED].sort()).toEqual(Object.keys(endpoints).sort());
    expect(Object.keys(f.BASELINES).sort()).toEqual([...IMPLEMENTED].sort());
    for (const name of IMPLEMENTED) expect(endpoints[name]).toBeDefined();
    // The suites that walk the calls take a group each: together every call, each once.
    expect(Object.values(HOSTILE_CALL_GROUPS).flat().sort()).toEqual([...IMPLEMENTED].sort());
    for (const group of Object.values(HOSTILE_CALL_GROUPS)) expect(group.length).toBeGreaterThan(0);
  });

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
      const baseline = await f.BASELINES[name]();
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
        const res = await f.api.app.inject({
          method: endpoint.method,
          url: url(name, baseline.query, baseline.params),
          headers: { ...request.headers, ...bearer(f.admin.token) },
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

    const blog = await f.ok<{ blog_id: string; title: string }>(
      f.asAdmin('createBlog', { query: {}, fields: { title: first }, files: { image: f.image } }),
    );
    expect(blog.title).toBe(first);
    const withParagraph = await f.ok<{ paragraphs: { content: string | null }[] }>(
      f.asAdmin('createParagraph', {
        query: {},
        fields: { blog_id: blog.blog_id, content: second },
        files: {},
      }),
    );
    expect(withParagraph.paragraphs.map((p) => p.content)).toEqual([second]);
    await f.ok(
      f.api.app.inject({
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
    await f.ok(
      f.asAdmin('createCounter', { query: {}, fields: { title: fourth, content: 7 }, files: {} }),
    );

    const blogs = await f.ok<{ title: string; paragraphs: { content: string | null }[] }[]>(
      f.api.app.inject({ url: url('blogs') }),
    );
    const stored = blogs.find((b) => b.title === first);
    expect(stored?.paragraphs.map((p) => p.content)).toEqual([second]);
    const enquiries = await f.ok<{ message: string; fullname: string }[]>(
      f.asAdmin('enquiries', f.none),
    );
    expect(enquiries).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: third, fullname: "O'Brien" })]),
    );
    const { data: counters } = await f.ok<{ data: { title: string }[] }>(
      f.api.app.inject({ url: url('counters') }),
    );
    expect(counters.map((c) => c.title)).toContain(fourth);

    // The same strings in ids find nothing, and break nothing.
    for (const value of SQL_INJECTIONS) {
      const res = await f.asAdmin('deleteBlog', {
        query: { blog_id: value },
        fields: {},
        files: {},
      });
      expect(res.statusCode).toBe(404);
    }

    for (const table of TABLES) {
      await expect(
        sql`select count(*) as n from ${sql.table(table)}`.execute(f.api.database.db),
      ).resolves.toBeDefined();
    }
    const rows = await f.api.database.db.selectFrom('blogs').select('title').execute();
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
    const res = await f.api.app.inject({
      method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: path,
      headers: bearer(f.admin.token),
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
      const res = await f.api.app.inject({
        method: wrong,
        url: path,
        headers: bearer(f.admin.token),
      });
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
  it.each(['/api/blog/%', '/api/blog/%E0%A4%A', '/uploads/%'])(
    'answers the undecodable address %s with a JSON 400',
    async (path) => {
      const res = await f.api.app.inject({ url: path });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, msg: expect.any(String) });
    },
  );
});
