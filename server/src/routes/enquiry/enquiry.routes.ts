import type { FastifyPluginAsync } from 'fastify';
import { replyLocale } from '../../core/site-language';
import type { createEnquiryService } from '../../services/enquiries';
import { contractRoute, signedIn } from '../contract-route';

/** The contact form's enquiries and staff responses (docs/behaviour.md#enquiry-calls). */
export const enquiryRoutes: FastifyPluginAsync<{
  enquiries: ReturnType<typeof createEnquiryService>;
}> = async (app, { enquiries }) => {
  // `?lang=`: the language of the page it was sent from, its acknowledgement's language.
  contractRoute(app, 'createEnquiry', ({ body, request }) =>
    enquiries.create({ ...body, language: replyLocale(request) }),
  );
  contractRoute(app, 'enquiries', () => enquiries.list());
  contractRoute(app, 'enquiryPage', ({ query }) => enquiries.page(query));
  contractRoute(app, 'respondEnquiry', (input) =>
    enquiries.respond(input.body.query_id, input.body.response, signedIn(input)),
  );
};
