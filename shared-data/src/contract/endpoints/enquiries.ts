// Where the enquiries' calls go (7.3).
import type { Endpoint } from '../endpoints';

export const enquiryEndpoints = {
  // 7.3 Enquiries
  createEnquiry: { method: 'POST', path: 'enquiry/create', auth: 'none', body: 'json' },
  enquiries: { method: 'GET', path: 'enquiry/', auth: 'bearer', body: 'none' },
  enquiryPage: { method: 'GET', path: 'enquiry/page', auth: 'bearer', body: 'none' },
  respondEnquiry: { method: 'POST', path: 'enquiry/respond', auth: 'bearer', body: 'json' },
} as const satisfies Record<string, Endpoint>;
