// Counters and promises in both languages (docs/behaviour.md#content-in-both-languages).
import {
  TEXT_RULES,
  type AuditEntry,
  type Counter,
  type Page,
  type PromiseCard,
} from 'shared-data/contract';
import { bearer, createTestApi, injectForm, type FormPart, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';

describe.each(testDatabaseKinds())('counters and promises in Kiswahili on %s', (kind) => {
  let api: TestApi;
  let token: string;
  beforeEach(async () => {
    api = await createTestApi(kind);
    token = (await api.account({ isAdmin: true })).token;
  });
  afterEach(() => api.close());

  const counter = (method: 'POST' | 'PUT', url: string, payload: object) =>
    api.app.inject({ method, url, payload, headers: bearer(token) });
  const counters = async () =>
    (await api.app.inject({ url: '/api/others/counters/' })).json<{ data: Counter[] }>().data;
  const promiseForm = (method: 'POST' | 'PUT', parts: FormPart[]) =>
    injectForm(api.app, {
      method,
      url: `/api/others/promise/${method === 'POST' ? 'create' : 'update'}`,
      token,
      parts,
    });
  const promises = async () =>
    (await api.app.inject({ url: '/api/others/promise/' })).json<{ data: PromiseCard[] }>().data;
  const audit = async (kind: string) =>
    (await api.app.inject({ url: `/api/audit?kind=${kind}`, headers: bearer(token) })).json<
      Page<AuditEntry>
    >().items;

  it('stores a counter’s Kiswahili title, keeps it when left out, and removes it when blank', async () => {
    await counter('POST', '/api/others/counters/create', {
      title: 'Animals treated',
      title_sw: '  Wanyama waliotibiwa ',
      content: 25000,
    });
    await counter('POST', '/api/others/counters/create', { title: 'Years', content: 30 });
    await counter('POST', '/api/others/counters/create', {
      title: 'Farmers',
      title_sw: '   ',
      content: 5000,
    });
    const [treated, years, farmers] = await counters();
    // Trimmed; none where none (or only blanks) was sent: null, never absent.
    expect(treated).toMatchObject({ title: 'Animals treated', title_sw: 'Wanyama waliotibiwa' });
    expect(years).toEqual({ id: years?.id, title: 'Years', title_sw: null, content: 30 });
    expect(farmers?.title_sw).toBeNull();

    // Left out: kept.
    const kept = await counter('PUT', '/api/others/counters/update', {
      id: treated?.id,
      title: 'Animals we treated',
      content: 26000,
    });
    expect(kept.json<{ data: Counter[] }>().data[0]).toMatchObject({
      title: 'Animals we treated',
      title_sw: 'Wanyama waliotibiwa',
      content: 26000,
    });
    // A change of the Kiswahili title alone.
    await counter('PUT', '/api/others/counters/update', {
      id: treated?.id,
      title: 'Animals we treated',
      title_sw: 'Wanyama tuliowatibu',
      content: 26000,
    });
    expect((await counters())[0]?.title_sw).toBe('Wanyama tuliowatibu');
    // Blank: removed.
    await counter('PUT', '/api/others/counters/update', {
      id: treated?.id,
      title: 'Animals we treated',
      title_sw: '',
      content: 26000,
    });
    expect((await counters())[0]?.title_sw).toBeNull();

    expect((await audit('counter.update')).map((e) => [e.before, e.after])).toEqual([
      [{ title_sw: 'Wanyama tuliowatibu' }, { title_sw: null }],
      [{ title_sw: 'Wanyama waliotibiwa' }, { title_sw: 'Wanyama tuliowatibu' }],
      [
        { title: 'Animals treated', content: 25000 },
        { title: 'Animals we treated', content: 26000 },
      ],
    ]);
    expect((await audit('counter.create')).map((e) => e.after).reverse()).toEqual([
      { title: 'Animals treated', title_sw: 'Wanyama waliotibiwa', content: 25000 },
      { title: 'Years', content: 30 },
      { title: 'Farmers', content: 5000 },
    ]);
  });

  it("stores a promise's Kiswahili title and text, keeping or removing each on update", async () => {
    await promiseForm('POST', [
      { name: 'title', value: 'Help at any hour' },
      { name: 'title_sw', value: 'Msaada wakati wowote' },
      { name: 'content', value: 'Call us any time.' },
      { name: 'content_sw', value: 'Tupigie simu wakati wowote.\nDaktari atajibu.' },
    ]);
    await promiseForm('POST', [{ name: 'title', value: 'Prevention first' }]);
    const [help, prevention] = await promises();
    expect(help).toMatchObject({
      title_sw: 'Msaada wakati wowote',
      content_sw: 'Tupigie simu wakati wowote.\nDaktari atajibu.',
    });
    expect(prevention).toMatchObject({ title_sw: null, content_sw: null });

    // Only the English changes: both Kiswahili texts stay.
    await promiseForm('PUT', [
      { name: 'id', value: help?.id ?? '' },
      { name: 'title', value: 'Help at every hour' },
    ]);
    expect((await promises())[0]).toMatchObject({
      title: 'Help at every hour',
      title_sw: 'Msaada wakati wowote',
      content_sw: 'Tupigie simu wakati wowote.\nDaktari atajibu.',
    });
    // The Kiswahili text removed, its title kept; a Kiswahili version added to the other.
    await promiseForm('PUT', [
      { name: 'id', value: help?.id ?? '' },
      { name: 'content_sw', value: ' ' },
    ]);
    await promiseForm('PUT', [
      { name: 'id', value: prevention?.id ?? '' },
      { name: 'title_sw', value: 'Kinga kwanza' },
    ]);
    const [after, added] = await promises();
    expect(after).toMatchObject({ title_sw: 'Msaada wakati wowote', content_sw: null });
    expect(added).toMatchObject({ title: 'Prevention first', title_sw: 'Kinga kwanza' });

    expect((await audit('promise.update')).map((e) => [e.before, e.after])).toEqual([
      [{ title_sw: null }, { title_sw: 'Kinga kwanza' }],
      [{ content_sw: 'Tupigie simu wakati wowote.\nDaktari atajibu.' }, { content_sw: null }],
      [{ title: 'Help at any hour' }, { title: 'Help at every hour' }],
    ]);
    expect((await audit('promise.create')).at(-1)?.after).toEqual({
      title: 'Help at any hour',
      title_sw: 'Msaada wakati wowote',
      content: 'Call us any time.',
      content_sw: 'Tupigie simu wakati wowote.\nDaktari atajibu.',
      image: null,
    });
  });

  it('holds a Kiswahili field to the limits of its English one, naming the field', async () => {
    const long = 'a'.repeat(201);
    const refusedCounter = await counter('POST', '/api/others/counters/create', {
      title: 'Years',
      title_sw: long,
      content: 30,
    });
    expect(refusedCounter.statusCode).toBe(400);
    expect(refusedCounter.json().msg).toMatch(/^title_sw /);
    // 200 characters is the English title's limit too, and is taken.
    const taken = await counter('POST', '/api/others/counters/create', {
      title: 'Years',
      title_sw: 'a'.repeat(200),
      content: 30,
    });
    expect(taken.statusCode).toBe(200);
    const control = await counter('POST', '/api/others/counters/create', {
      title: 'Years',
      title_sw: 'Miaka\u0007',
      content: 30,
    });
    expect(control.json()).toEqual({ status: 400, msg: `title_sw ${TEXT_RULES.oneLine}` });
    const twoLines = await promiseForm('POST', [
      { name: 'title', value: 'Care' },
      { name: 'title_sw', value: 'Huduma\nbora' },
    ]);
    expect(twoLines.json()).toEqual({ status: 400, msg: `title_sw ${TEXT_RULES.oneLine}` });
    const controlText = await promiseForm('POST', [
      { name: 'title', value: 'Care' },
      { name: 'content_sw', value: 'Huduma\u0000bora' },
    ]);
    expect(controlText.json()).toEqual({ status: 400, msg: `content_sw ${TEXT_RULES.control}` });
    const tooLong = await promiseForm('POST', [
      { name: 'title', value: 'Care' },
      { name: 'content_sw', value: 'k'.repeat(5001) },
    ]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().msg).toMatch(/^content_sw /);
    // Nothing refused was stored.
    expect((await counters()).map((c) => c.title_sw)).toEqual(['a'.repeat(200)]);
    expect(await promises()).toEqual([]);
  });
});
