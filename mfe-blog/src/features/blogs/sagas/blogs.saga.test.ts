/** @jest-environment node */
import { configureClient } from 'shared-data';
import { ended, runSagaUntil } from 'shared-data/testing/saga-runner';
import { setupTestApi } from 'shared-data/testing/test-api';
import { retrieveBlogs } from '../store/blogs.slice';
import { FULL_BLOG } from '../../../app/testing/test-blogs';
import { blogsSaga } from './blogs.saga';

describe('the blogs saga', () => {
  const api = setupTestApi();
  beforeAll(() => configureClient({ apiBase: api.base, getAccessToken: () => null }));

  /** Runs the saga, sends it a start and answers what it put once the load is over. */
  const load = () => runSagaUntil(blogsSaga, retrieveBlogs.start(), ended(retrieveBlogs));

  it('puts the success with the list GET blog/ answered', async () => {
    api.answer = () => ({ status: 200, body: [FULL_BLOG] });
    await expect(load()).resolves.toEqual([retrieveBlogs.success([FULL_BLOG])]);
    expect(api.requests.at(-1)).toMatchObject({ method: 'GET', path: 'blog/' });
  });

  it('puts RETRIVING_BLOGS_FAIL with the server message and status', async () => {
    api.answer = () => ({
      status: 503,
      body: { status: 503, msg: 'The database is not answering' },
    });
    await expect(load()).resolves.toEqual([
      retrieveBlogs.fail({
        msg: 'The database is not answering',
        status: 503,
        id: 'RETRIVING_BLOGS_FAIL',
      }),
    ]);
  });

  it("puts 'No response, try again' (500) when nothing answers", async () => {
    api.answer = () => 'drop';
    await expect(load()).resolves.toEqual([
      retrieveBlogs.fail({
        msg: 'No response, try again',
        status: 500,
        id: 'RETRIVING_BLOGS_FAIL',
      }),
    ]);
  });
});
