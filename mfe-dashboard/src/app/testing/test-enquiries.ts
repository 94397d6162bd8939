import type { Enquiry } from 'shared-data';

/** A client's enquiry as GET enquiry/ answers it, not yet answered, for the enquiries tests. */
export function testEnquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    query_id: 'q1',
    fullname: 'Achieng Odhiambo',
    email: 'achieng@example.co.ke',
    phonenumber: '+254 712 345 678',
    message: 'Is the clinic open on Sunday?',
    createdAt: '2024-05-02T11:30:00.000+03:00',
    geo_data: null,
    responses: [],
    ...overrides,
  };
}
