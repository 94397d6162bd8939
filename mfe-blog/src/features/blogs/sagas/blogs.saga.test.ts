/** @jest-environment node */
import { runSaga, stdChannel } from 'redux-saga';
import { configureClient, type UnknownAction } from 'shared-data';
import { startTestApi, type ApiHandler, type TestApi } from 'shared-data/client/testing/test-api';
import { retrieveBlogs } from '../store/blogs.slice';
import { FULL_BLOG } from '../test-blogs';
import { blogsSaga } from './blogs.saga';

describe('the blogs saga', () => {
  let api: TestApi;
  let answer: ApiHandler;
  beforeAll(async () => {
    api = await startTestApi((request) => answer(request));
    configureClient({ apiBase: api.base, getAccessToken: () => null });
  });
  afterAll(() => api.close());

  /** Runs the saga, sends it a start and answers what it put once the load is over. */
  async function load(): Promise<UnknownAction[]> {
    const dispatched: UnknownAction[] = [];
    const channel = stdChannel<UnknownAction>();
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const task = runSaga(
      {
        channel,
        dispatch: (action: UnknownAction) => {
          dispatched.push(action);
          if (retrieveBlogs.match(action) && action.meta.phase !== 'start') finish();
        },
        getState: () => ({}),
      },
      blogsSaga,
    );
    channel.put(retrieveBlogs.start());
    await finished;
    task.cancel();
    return dispatched;
  }

  it('puts the success with the list GET blog/ answered', async () => {
    answer = () => ({ status: 200, body: [FULL_BLOG] });
    await expect(load()).resolves.toEqual([retrieveBlogs.success([FULL_BLOG])]);
    expect(api.requests.at(-1)).toMatchObject({ method: 'GET', path: 'blog/' });
  });

  it('puts RETRIVING_BLOGS_FAIL with the server message and status', async () => {
    answer = () => ({ status: 503, body: { status: 503, msg: 'The database is not answering' } });
    await expect(load()).resolves.toEqual([
      retrieveBlogs.fail({
        msg: 'The database is not answering',
        status: 503,
        id: 'RETRIVING_BLOGS_FAIL',
      }),
    ]);
  });

  it("puts 'No response, try again' (500) when nothing answers", async () => {
    answer = () => 'drop';
    await expect(load()).resolves.toEqual([
      retrieveBlogs.fail({
        msg: 'No response, try again',
        status: 500,
        id: 'RETRIVING_BLOGS_FAIL',
      }),
    ]);
  });
});
