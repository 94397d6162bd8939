import type { Counter, PromiseCard } from 'shared-data/contract';
import { bearer, createTestApi, injectForm, jpeg, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';

describe.each(testDatabaseKinds())('counters and promises on %s', (kind) => {
  let api: TestApi;
  let token: string;
  beforeEach(async () => {
    api = await createTestApi(kind);
    token = (await api.account()).token;
  });
  afterEach(() => api.close());

  const counter = (method: 'POST' | 'PUT', url: string, payload: object) =>
    api.app.inject({ method, url, payload, headers: bearer(token) });

  it('creates and updates counters, answering { data } in creation order', async () => {
    await counter('POST', '/api/others/counters/create', { title: 'Years', content: 30 });
    const res = await counter('POST', '/api/others/counters/create', {
      title: 'Animals treated',
      content: '25000',
    });
    const { data } = res.json<{ data: Counter[] }>();
    expect(data.map((c) => [c.title, c.content])).toEqual([
      ['Years', 30],
      ['Animals treated', 25000],
    ]);
    const updated = await counter('PUT', '/api/others/counters/update', {
      id: data[0]?.id,
      title: 'Years of service',
      content: 34,
    });
    expect(updated.json().data[0]).toEqual({
      id: data[0]?.id,
      title: 'Years of service',
      title_sw: null,
      content: 34,
    });
    expect((await api.app.inject({ url: '/api/others/counters/' })).json()).toEqual(updated.json());
  });

  it.each([['many'], [''], [null], [[1]]])('wants a number as content (%j)', async (content) => {
    const res = await counter('POST', '/api/others/counters/create', { title: 'T', content });
    expect(res.json()).toEqual({ status: 400, msg: 'content must be a number' });
  });

  it('answers 404 for an unknown counter', async () => {
    const res = await counter('PUT', '/api/others/counters/update', {
      id: 'nope',
      title: 'T',
      content: 1,
    });
    expect(res.statusCode).toBe(404);
  });

  it('creates a promise with or without an image, and updates it', async () => {
    const created = await injectForm(api.app, {
      method: 'POST',
      url: '/api/others/promise/create',
      token,
      parts: [
        { name: 'title', value: 'Care you can trust' },
        { name: 'content', value: 'Every animal is examined by a vet.' },
        { name: 'image', value: await jpeg(960, 640), filename: 'p.jpg' },
      ],
    });
    expect(created.statusCode).toBe(200);
    const plain = await injectForm(api.app, {
      method: 'POST',
      url: '/api/others/promise/create',
      token,
      parts: [{ name: 'title', value: 'Open 24 hours' }],
    });
    const { data } = plain.json<{ data: PromiseCard[] }>();
    expect(data.map((p) => [p.title, p.image === null])).toEqual([
      ['Care you can trust', false],
      ['Open 24 hours', true],
    ]);
    const updated = await injectForm(api.app, {
      method: 'PUT',
      url: '/api/others/promise/update',
      token,
      parts: [
        { name: 'id', value: data[1]?.id ?? '' },
        { name: 'title', value: 'Emergencies 24 hours' },
        { name: 'content', value: 'Call us any time.' },
      ],
    });
    expect(updated.json().data[1]).toMatchObject({
      title: 'Emergencies 24 hours',
      content: 'Call us any time.',
      image: null,
    });
    expect((await api.app.inject({ url: '/api/others/promise/' })).json()).toEqual(updated.json());
  });
});
