import type { FastifyPluginAsync } from 'fastify';
import type { createEnquiryService } from '../../services/enquiries';
import { contractRoute, signedIn } from '../contract-route';

/** The contact form's enquiries and staff responses (docs/behaviour.md#enquiry-calls). */
export const enquiryRoutes: FastifyPluginAsync<{
  enquiries: ReturnType<typeof createEnquiryService>;
}> = async (app, { enquiries }) => {
  contractRoute(app, 'createEnquiry', ({ body }) => enquiries.create(body));
  contractRoute(app, 'enquiries', () => enquiries.list());
  contractRoute(app, 'enquiryPage', ({ query }) => enquiries.page(query));
  contractRoute(app, 'respondEnquiry', (input) =>
    enquiries.respond(input.body.query_id, input.body.response, signedIn(input)),
  );
};
