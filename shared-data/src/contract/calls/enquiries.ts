// The schemas of the enquiries' calls (7.3).
import { z } from 'zod';
import { enquirySchema, enquiryStateSchema, geoDataSchema, LIMITS, pageOf } from '../entities';
import { def, email, id, line, message, pageDepth, paging, phone, text } from './fields';

export const enquiryCalls = {
  // 7.3 Enquiries
  createEnquiry: def('createEnquiry', {
    request: z.object({
      fullname: line(LIMITS.name),
      email,
      phonenumber: phone,
      message: text(LIMITS.longText),
      geo_data: geoDataSchema.nullish(),
    }),
    response: message,
  }),
  enquiries: def('enquiries', {
    response: z.array(enquirySchema),
  }),
  enquiryPage: def('enquiryPage', {
    query: z.object({ ...paging, status: enquiryStateSchema.optional() }).superRefine(pageDepth),
    response: pageOf(enquirySchema),
  }),
  respondEnquiry: def('respondEnquiry', {
    request: z.object({
      query_id: id,
      response: text(LIMITS.longText),
      // The client sends them; the server mails the address the enquiry came from.
      email: z.string().max(254).optional(),
      fullname: z.string().max(LIMITS.name).optional(),
    }),
    response: message,
  }),
};
