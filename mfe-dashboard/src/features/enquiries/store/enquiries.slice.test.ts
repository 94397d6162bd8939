import type { Enquiry } from 'shared-data';
import { enquiriesReducer, respondingEnquiry, retrievingEnquiries } from './enquiries.slice';

const enquiry = (query_id: string, createdAt: string): Enquiry => ({
  query_id,
  fullname: 'Achieng Odhiambo',
  email: 'achieng@example.co.ke',
  phonenumber: '+254 712 345 678',
  message: 'Hello',
  createdAt,
  geo_data: null,
  responses: [],
});

describe('the enquiries slice', () => {
  const initial = enquiriesReducer(undefined, { type: '@@init' });

  it('holds the page the server answered, in its order, with its count and request', () => {
    const asked = enquiriesReducer(initial, retrievingEnquiries.start({ page: 2, q: 'dog' }));
    expect(asked.list).toMatchObject({ isLoading: true, status: 'loading' });
    expect(asked.list.request).toEqual({ page: 2, q: 'dog' });
    const state = enquiriesReducer(
      asked,
      retrievingEnquiries.success({
        items: [enquiry('b', '2024-03-01T09:00:00.000Z'), enquiry('a', '2024-01-05T10:00:00.000Z')],
        total: 22,
        page: 2,
        per_page: 20,
      }),
    );
    expect(state.list).toMatchObject({ isLoading: false, status: 'loaded', total: 22, page: 2 });
    expect(state.list.items.map((item) => item.query_id)).toEqual(['b', 'a']);
    // The next page on its way keeps this one on show; a failure keeps it too.
    const next = enquiriesReducer(state, retrievingEnquiries.start({ page: 3, q: 'dog' }));
    expect(next.list).toMatchObject({ isLoading: true, status: 'loaded', page: 2 });
    const failed = enquiriesReducer(
      next,
      retrievingEnquiries.fail({ msg: 'no', status: 500, id: 'RETRIVING_ENQUIRIES_FAIL' }),
    );
    expect(failed.list).toMatchObject({ isLoading: false, status: 'loaded', total: 22 });
  });

  it('counts an answer that went through, and not one that failed', () => {
    const start = respondingEnquiry.start({
      query_id: 'a',
      response: 'Hi',
      email: 'x@y.z',
      fullname: 'X',
    });
    const busy = enquiriesReducer(initial, start);
    expect(busy.responding).toEqual({ busy: true, done: 0 });
    const failed = enquiriesReducer(
      busy,
      respondingEnquiry.fail({ msg: 'no', status: 502, id: 'RESPONDING_ENQUIRY_FAIL' }),
    );
    expect(failed.responding).toEqual({ busy: false, done: 0 });
    const shared = enquiriesReducer(
      enquiriesReducer(failed, start),
      respondingEnquiry.success({ msg: 'ok' }),
    );
    expect(shared.responding).toEqual({ busy: false, done: 1 });
    expect(enquiriesReducer(shared, { type: 'other' })).toBe(shared);
  });
});
