/** @jest-environment node */
import {
  configureClient,
  uploadProgressed,
  type Counter,
  type Operation,
  type PromiseCard,
  type UnknownAction,
} from 'shared-data';
import { ended, runSagaUntil, withoutUploadProgress } from 'shared-data/testing/saga-runner';
import { setupTestApi } from 'shared-data/testing/test-api';
import {
  creatingCounter,
  creatingPromise,
  retrievingCounters,
  retrievingPromises,
  updatingCounter,
  updatingPromise,
} from '../store/others.slice';
import { othersSaga } from './others.saga';

const COUNTER: Counter = { id: 'k1', title: 'Happy clients', content: 1200 };
const PROMISE: PromiseCard = {
  id: 'p1',
  title: 'Gentle care',
  content: 'Every animal is handled calmly.',
  image: null,
  image_srcset: null,
};

describe('the others saga', () => {
  const api = setupTestApi();
  beforeAll(() => configureClient({ apiBase: api.base, getAccessToken: () => 'staff-token' }));

  /** Runs the saga, sends it `start` and answers what it put once `operation` is over. */
  const run = (operation: Pick<Operation, 'successType' | 'failType'>, start: UnknownAction) =>
    runSagaUntil(othersSaga, start, ended(operation));

  it('loads the counters and the promises, each on its own scoped start', async () => {
    api.answer = (request) => ({
      status: 200,
      body: { data: request.path === 'others/counters/' ? [COUNTER] : [PROMISE] },
    });
    await expect(run(retrievingCounters, retrievingCounters.start())).resolves.toEqual([
      retrievingCounters.success({ data: [COUNTER] }),
    ]);
    await expect(run(retrievingPromises, retrievingPromises.start())).resolves.toEqual([
      retrievingPromises.success({ data: [PROMISE] }),
    ]);
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET others/counters/',
      'GET others/promise/',
    ]);
    expect(retrievingCounters.startType).toBe('dashboard/RETRIVING_COUNTERS_START');
    expect(retrievingPromises.failId).toBe('RETRIVING_PROMISES_FAIL');
  });

  it('creates a counter with JSON { title, content } and the green notice', async () => {
    api.answer = () => ({ status: 200, body: { data: [COUNTER] } });
    const actions = await run(
      creatingCounter,
      creatingCounter.start({ title: 'Happy clients', content: 1200 }),
    );
    expect(actions).toEqual([
      creatingCounter.success({ data: [COUNTER] }, 'Counter saved successfully'),
    ]);
    expect(actions[0]?.meta).toMatchObject({ notice: { id: 'CREATING_COUNTERS_SUCCESS' } });
    const [sent] = api.requests;
    expect(sent).toMatchObject({ method: 'POST', path: 'others/counters/create' });
    expect(sent?.headers.authorization).toBe('Bearer staff-token');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ title: 'Happy clients', content: 1200 });
  });

  it('updates a counter with PUT { id, title, content }', async () => {
    api.answer = () => ({ status: 200, body: { data: [COUNTER] } });
    await run(updatingCounter, updatingCounter.start({ id: 'k1', title: 'Clients', content: 5 }));
    const [sent] = api.requests;
    expect(sent).toMatchObject({ method: 'PUT', path: 'others/counters/update' });
    expect(JSON.parse(sent?.body ?? '')).toEqual({ id: 'k1', title: 'Clients', content: 5 });
  });

  it('puts CREATING_COUNTERS_FAIL with the server msg', async () => {
    api.answer = () => ({ status: 400, body: { status: 400, msg: 'title is required' } });
    await expect(
      run(creatingCounter, creatingCounter.start({ title: '', content: 1 })),
    ).resolves.toEqual([
      creatingCounter.fail({ msg: 'title is required', status: 400, id: 'CREATING_COUNTERS_FAIL' }),
    ]);
  });

  it('creates a promise as multipart, with the image when one is chosen', async () => {
    api.answer = () => ({ status: 200, body: { data: [PROMISE] } });
    const image = new File([Buffer.alloc(32 * 1024, 1)], 'care.png', { type: 'image/png' });
    const actions = await run(
      creatingPromise,
      creatingPromise.start({ title: 'Gentle care', content: 'Calmly.', image }),
    );
    expect(withoutUploadProgress(actions)).toEqual([
      creatingPromise.success({ data: [PROMISE] }, 'Promise saved successfully'),
    ]);
    expect(actions).toContainEqual(
      uploadProgressed({ operation: 'CREATING_PROMISE', fraction: 1 }),
    );
    const [sent] = api.requests;
    expect(sent).toMatchObject({ method: 'POST', path: 'others/promise/create' });
    expect(sent?.body).toContain('name="title"\r\n\r\nGentle care');
    expect(sent?.body).toContain('name="content"\r\n\r\nCalmly.');
    expect(sent?.body).toContain('name="image"; filename="care.png"');
    expect(sent?.body).not.toContain('name="id"');
  });

  it('updates a promise with PUT multipart carrying its id, and no image when none is chosen', async () => {
    api.answer = () => ({ status: 200, body: { data: [PROMISE] } });
    const actions = await run(
      updatingPromise,
      updatingPromise.start({ id: 'p1', title: 'Gentle care', content: 'Calm.', image: null }),
    );
    expect(withoutUploadProgress(actions)).toEqual([
      updatingPromise.success({ data: [PROMISE] }, 'Promise saved successfully'),
    ]);
    const [sent] = api.requests;
    expect(sent).toMatchObject({ method: 'PUT', path: 'others/promise/update' });
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(sent?.body).toContain('name="id"\r\n\r\np1');
    expect(sent?.body).not.toContain('name="image"');
  });

  it('puts CREATING_PROMISE_FAIL with the server msg', async () => {
    api.answer = () => ({ status: 413, body: { status: 413, msg: 'The image is too large' } });
    const actions = await run(
      creatingPromise,
      creatingPromise.start({ title: 'Gentle care', content: '', image: null }),
    );
    expect(withoutUploadProgress(actions)).toEqual([
      creatingPromise.fail({
        msg: 'The image is too large',
        status: 413,
        id: 'CREATING_PROMISE_FAIL',
      }),
    ]);
  });
});
