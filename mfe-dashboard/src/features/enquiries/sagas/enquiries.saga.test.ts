/** @jest-environment node */
import {
  configureClient,
  type Enquiry,
  type Operation,
  type Page,
  type UnknownAction,
} from 'shared-data';
import { ended, runSagaUntil } from 'shared-data/testing/saga-runner';
import { setupTestApi } from 'shared-data/testing/test-api';
import { respondingEnquiry, retrievingEnquiries } from '../store/enquiries.slice';
import { testEnquiry } from '../../../app/testing/test-enquiries';
import { enquiriesSaga } from './enquiries.saga';

const ENQUIRY = testEnquiry();
const page = (items: Enquiry[], more: Partial<Page<Enquiry>> = {}): Page<Enquiry> => ({
  items,
  total: items.length,
  page: 1,
  per_page: 20,
  ...more,
});
const ANSWER = {
  query_id: 'q1',
  response: 'By appointment only.',
  email: 'achieng@example.co.ke',
  fullname: 'Achieng Odhiambo',
};

describe('the enquiries saga', () => {
  const api = setupTestApi();
  beforeAll(() => configureClient({ apiBase: api.base, getAccessToken: () => 'staff-token' }));

  /** Runs the saga, sends it `start` and answers what it put once `last` is over. */
  const run = (last: Pick<Operation, 'successType' | 'failType'>, start: UnknownAction) =>
    // Anything a saga would still put comes within the 50 ms it is left to run.
    runSagaUntil(enquiriesSaga, start, ended(last), { settleMs: 50 });

  it('loads the first page with GET enquiry/page and the bearer token', async () => {
    api.answer = () => ({ status: 200, body: page([ENQUIRY]) });
    await expect(run(retrievingEnquiries, retrievingEnquiries.start({}))).resolves.toEqual([
      retrievingEnquiries.success(page([ENQUIRY])),
    ]);
    expect(api.requests).toMatchObject([{ method: 'GET', path: 'enquiry/page' }]);
    expect(api.requests[0]?.headers.authorization).toBe('Bearer staff-token');
  });

  it('sends the page, search and filter asked for as the query', async () => {
    api.answer = () => ({ status: 200, body: page([], { page: 3, total: 41 }) });
    await run(
      retrievingEnquiries,
      retrievingEnquiries.start({ page: 3, q: ' kamau ', status: 'awaiting' }),
    );
    expect(api.requests.map((request) => request.path)).toEqual([
      'enquiry/page?page=3&q=kamau&status=awaiting',
    ]);
  });

  it('puts RETRIVING_ENQUIRIES_FAIL with the server msg', async () => {
    api.answer = () => ({
      status: 503,
      body: { status: 503, msg: 'The database is not answering' },
    });
    await expect(run(retrievingEnquiries, retrievingEnquiries.start({}))).resolves.toEqual([
      retrievingEnquiries.fail({
        msg: 'The database is not answering',
        status: 503,
        id: 'RETRIVING_ENQUIRIES_FAIL',
      }),
    ]);
  });

  it('records a refusal quietly when the session could not be renewed (the session says so)', async () => {
    // The 401 is met with a refresh, which is refused as well.
    api.answer = () => ({ status: 401, body: { status: 401, msg: 'Sign in to continue' } });
    await expect(run(retrievingEnquiries, retrievingEnquiries.start({}))).resolves.toEqual([
      retrievingEnquiries.fail(
        { msg: 'Sign in to continue', status: 401, id: 'RETRIVING_ENQUIRIES_FAIL' },
        true,
      ),
    ]);
    expect(api.requests.map((request) => request.path)).toEqual([
      'enquiry/page',
      'auth/refresh-token',
    ]);
  });

  it('sends the answer as JSON, puts the green notice, then reloads the list without a start', async () => {
    const answered = {
      ...ENQUIRY,
      responses: [
        {
          response: 'By appointment only.',
          responded_by: 'Wanjiru Kamau',
          createdAt: '2024-05-03T10:00:00.000Z',
        },
      ],
    };
    api.answer = (request) =>
      request.path === 'enquiry/respond'
        ? { status: 200, body: { msg: 'The response has been shared with the client' } }
        : { status: 200, body: page([answered]) };
    const actions = await run(retrievingEnquiries, respondingEnquiry.start(ANSWER));
    expect(actions).toEqual([
      respondingEnquiry.success(
        { msg: 'The response has been shared with the client' },
        'The response has been shared with the client',
      ),
      retrievingEnquiries.success(page([answered])),
    ]);
    expect(actions[0]?.meta).toMatchObject({ notice: { id: 'RESPONDING_ENQUIRY_SUCCESS' } });
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST enquiry/respond',
      'GET enquiry/page',
    ]);
    expect(JSON.parse(api.requests[0]?.body ?? '')).toEqual(ANSWER);
  });

  it('puts RESPONDING_ENQUIRY_FAIL and reloads nothing when the answer is refused', async () => {
    api.answer = () => ({ status: 404, body: { status: 404, msg: 'The enquiry was not found' } });
    const actions = await run(respondingEnquiry, respondingEnquiry.start(ANSWER));
    expect(actions).toEqual([
      respondingEnquiry.fail({
        msg: 'The enquiry was not found',
        status: 404,
        id: 'RESPONDING_ENQUIRY_FAIL',
      }),
    ]);
    expect(api.requests).toHaveLength(1);
  });
});
