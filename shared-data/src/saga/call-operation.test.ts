/** @jest-environment node */
import { runSaga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { configureClient } from '../client/http-client';
import type { Blog } from '../contract/entities';
import { createOperation } from '../operations/operation';
import { startTestServer } from '../test-support/test-server';
import { callOperation } from './call-operation';

describe('callOperation', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer((req) =>
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
    const op = createOperation<void, Blog>('CREATING_BLOG');
    const { dispatched, result } = await run(() =>
      callOperation(op, 'createBlog', { body: { title: '' } }),
    );
    expect(result).toBeUndefined();
    expect(dispatched).toEqual([
      op.fail({ msg: 'title is required', status: 400, id: 'CREATING_BLOG_FAIL' }),
    ]);
  });
});
