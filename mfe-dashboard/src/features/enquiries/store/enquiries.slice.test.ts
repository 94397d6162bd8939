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

  it('keeps the newest enquiry first', () => {
    const state = enquiriesReducer(
      initial,
      retrievingEnquiries.success([
        enquiry('a', '2024-01-05T10:00:00.000Z'),
        enquiry('b', '2024-03-01T09:00:00.000Z'),
        enquiry('c', '2024-01-05T11:00:00.000Z'),
      ]),
    );
    expect(state.list.items.map((item) => item.query_id)).toEqual(['b', 'c', 'a']);
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
