/** @jest-environment node */
import { runSaga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { configureClient } from '../client/http-client';
import type { Blog } from '../contract/entities';
import type { ManagedBlog } from '../contract/publishing';
import type { CallResponse } from '../contract/calls';
import { createOperation } from '../operations/operation';
import { startTestApi, type TestApi } from '../testing/test-api';
import { uploadProgressed } from '../uploads/upload-progressed';
import { callOperation } from './call-operation';

describe('callOperation', () => {
  let server: TestApi;
  beforeAll(async () => {
    server = await startTestApi((req) =>
      req.url === '/api/blog/create'
        ? { status: 400, body: { status: 400, msg: 'title is required' } }
        : { status: 200, body: [] },
    );
    configureClient({ apiBase: server.base, getAccessToken: () => null });
  });
  afterAll(() => server.close());

  async function run(saga: () => Generator) {
    const dispatched: UnknownAction[] = [];
    const result: unknown = await runSaga(
      { dispatch: (action: UnknownAction) => dispatched.push(action), getState: () => ({}) },
      saga,
    ).toPromise();
    return { dispatched, result };
  }

  it('puts the success with the body and the success message', async () => {
    const op = createOperation<void, Blog[]>('RETRIVING_BLOGS');
    const { dispatched, result } = await run(() => callOperation(op, 'blogs', {}, 'Loaded'));
    expect(result).toEqual([]);
    expect(dispatched).toEqual([op.success([], 'Loaded')]);
  });

  it('puts the failure with the server notice and answers undefined', async () => {
    const op = createOperation<void, ManagedBlog>('CREATING_BLOG');
    const { dispatched, result } = await run(() =>
      callOperation(op, 'createBlog', { body: { title: '' } }),
    );
    expect(result).toBeUndefined();
    expect(dispatched).toEqual([
      op.fail({ msg: 'title is required', status: 400, id: 'CREATING_BLOG_FAIL' }),
    ]);
  });
});

describe('callOperation with a file', () => {
  let server: TestApi;
  beforeAll(async () => {
    server = await startTestApi(() => ({
      status: 201,
      body: {
        blog_id: 'b1',
        title: 'T',
        image: null,
        image_srcset: null,
        createdAt: 'x',
        paragraphs: [],
      },
    }));
    configureClient({ apiBase: server.base, getAccessToken: () => null });
  });
  afterAll(() => server.close());

  it('reports the upload from 0 as it goes, ending at 1, before the success', async () => {
    const op = createOperation<void, ManagedBlog>('CREATING_BLOG');
    const form = new FormData();
    form.append('title', 'Ticks');
    form.append('image', new Blob([Buffer.alloc(256 * 1024, 1)], { type: 'image/png' }), 'a.png');
    const dispatched: UnknownAction[] = [];
    await runSaga(
      { dispatch: (action: UnknownAction) => dispatched.push(action), getState: () => ({}) },
      () => callOperation(op, 'createBlog', { body: form }, 'Saved'),
    ).toPromise();
    const progress = dispatched.filter((action) => action.type === uploadProgressed.type);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress[0]).toEqual(uploadProgressed({ operation: 'CREATING_BLOG', fraction: 0 }));
    expect(progress.at(-1)).toEqual(uploadProgressed({ operation: 'CREATING_BLOG', fraction: 1 }));
    expect(dispatched.at(-1)?.type).toBe(op.successType);
  });

  it('reports nothing for a JSON body', async () => {
    const op = createOperation<void, CallResponse<'createCounter'>>('CREATING_COUNTERS');
    const dispatched: UnknownAction[] = [];
    await runSaga(
      { dispatch: (action: UnknownAction) => dispatched.push(action), getState: () => ({}) },
      () => callOperation(op, 'createCounter', { body: { title: 'Farms', content: 3 } }),
    ).toPromise();
    expect(dispatched.map((action) => action.type)).toEqual(['CREATING_COUNTERS_SUCCESS']);
  });
});
