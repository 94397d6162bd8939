/** @jest-environment node */
import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga, type Saga } from 'redux-saga';
import { put } from 'redux-saga/effects';
import {
  configureClient,
  createOperation,
  listLoader,
  type CallResponse,
  type CarouselItem,
} from 'shared-data';
import { startTestApi, type TestApi } from 'shared-data/testing/test-api';
import { operationWorker } from './operation-worker';

const slide = (index: number): CarouselItem => ({
  id: `c${index}`,
  _id: `c${index}`,
  image: `/uploads/${index}.webp`,
  image_srcset: null,
  index,
});

const loading = createOperation<void, CallResponse<'carousel'>>('RETRIVING_CAROUSEL', {
  scope: 'dashboard',
});
const deleting = createOperation<{ id: string }, CallResponse<'deleteCarousel'>>(
  'DELETING_CAROUSEL',
);

describe('operationWorker', () => {
  let server: TestApi;
  beforeAll(async () => {
    server = await startTestApi((req) => {
      if (req.url === '/api/carousel/') return { status: 200, body: [slide(2)] };
      if (req.url === '/api/carousel/delete?id=c1') return { status: 200, body: [slide(2)] };
      return { status: 404, body: { status: 404, msg: 'No carousel image with that id' } };
    });
    configureClient({ apiBase: server.base, getAccessToken: () => 'token' });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  async function run<A>(saga: Saga<[A]>, action: A) {
    const dispatched: UnknownAction[] = [];
    await runSaga(
      { dispatch: (put: UnknownAction) => dispatched.push(put), getState: () => ({}) },
      saga,
      action,
    ).toPromise();
    return dispatched;
  }

  it('sends what input makes of the payload and puts the success with its toast', async () => {
    const worker = operationWorker(deleting, 'deleteCarousel', {
      input: ({ id }) => ({ query: { id } }),
      message: 'Image deleted',
    });
    const dispatched = await run(worker, deleting.start({ id: 'c1' }));
    expect(dispatched).toEqual([deleting.success([slide(2)], 'Image deleted')]);
    expect(server.requests.map((req) => `${req.method} ${req.url}`)).toEqual([
      'DELETE /api/carousel/delete?id=c1',
    ]);
  });

  it('runs then with the answer once the call went through', async () => {
    const seen: unknown[] = [];
    const worker = operationWorker(deleting, 'deleteCarousel', {
      input: ({ id }) => ({ query: { id } }),
      *then(answer) {
        seen.push(answer);
        yield put({ type: 'after' });
      },
    });
    const dispatched = await run(worker, deleting.start({ id: 'c1' }));
    expect(dispatched.map((action) => action.type)).toEqual([deleting.successType, 'after']);
    expect(seen).toEqual([[slide(2)]]);
  });

  it('puts the failure, and runs nothing after it', async () => {
    const then = jest.fn();
    const worker = operationWorker(deleting, 'deleteCarousel', {
      input: ({ id }) => ({ query: { id } }),
      message: 'Image deleted',
      then,
    });
    const dispatched = await run(worker, deleting.start({ id: 'c9' }));
    expect(dispatched).toEqual([
      deleting.fail({
        msg: 'No carousel image with that id',
        status: 404,
        id: 'DELETING_CAROUSEL_FAIL',
      }),
    ]);
    expect(then).not.toHaveBeenCalled();
  });

  it('loads a list again after a change without a start, with listLoader', async () => {
    const worker = operationWorker(deleting, 'deleteCarousel', {
      input: ({ id }) => ({ query: { id } }),
      then: listLoader(loading, 'carousel'),
    });
    const dispatched = await run(worker, deleting.start({ id: 'c1' }));
    expect(dispatched).toEqual([deleting.success([slide(2)]), loading.success([slide(2)])]);
    expect(server.requests.map((req) => `${req.method} ${req.url}`)).toEqual([
      'DELETE /api/carousel/delete?id=c1',
      'GET /api/carousel/',
    ]);
  });
});
