import {
  COMPANY,
  MESSAGES,
  type CallRequest,
  type Enquiry,
  type EnquiryState,
  type Page,
} from 'shared-data/contract';
import type { Caller } from '../core/caller';
import { HttpError } from '../core/errors';
import { enquiryRepository, type EnquiryRecord } from '../repositories/enquiry-repository';
import { accountOf } from './account-rules';
import { quoted } from './visitor-quote';
import { nowIso, type ServiceContext } from './context';
import { pageAnswer, searchOf, windowOf, type PageQuery } from './paging';

function present(enquiry: EnquiryRecord): Enquiry {
  return {
    query_id: enquiry.id,
    fullname: enquiry.fullname,
    email: enquiry.email,
    phonenumber: enquiry.phonenumber,
    message: enquiry.message,
    createdAt: enquiry.createdAt,
    geo_data: enquiry.geoData,
    responses: enquiry.responses.map((r) => ({
      response: r.response,
      responded_by: r.respondedBy,
      createdAt: r.createdAt,
    })),
  };
}

export function createEnquiryService(ctx: ServiceContext) {
  const repo = () => enquiryRepository(ctx.db);
  return {
    async create(input: CallRequest<'createEnquiry'> & { email: string }) {
      await repo().insert(
        {
          fullname: input.fullname,
          email: input.email,
          phonenumber: input.phonenumber,
          message: input.message,
          geoData: input.geo_data ?? null,
        },
        nowIso(ctx.clock),
      );
      return { msg: MESSAGES.enquiryReceived };
    },

    async list(): Promise<Enquiry[]> {
      return (await repo().list()).map(present);
    },

    /** One page, newest first, searched and filtered (docs/behaviour.md#paged-list-calls). */
    async page(query: PageQuery & { status?: EnquiryState | undefined }): Promise<Page<Enquiry>> {
      const found = await repo().page(
        { search: searchOf(query), state: query.status },
        windowOf(query),
      );
      return pageAnswer(query, found, present);
    },

    /**
     * Mails the response to the address the enquiry came from (never one the caller names), then
     * records it. If the mail cannot be sent nothing is recorded, so a retry does not double it.
     */
    async respond(queryId: string, response: string, caller: Caller) {
      const enquiry = await repo().find(queryId);
      if (!enquiry) throw new HttpError(404, 'The enquiry was not found');
      // Signed with the responder's name as it is now.
      const responder = await accountOf(ctx.db, caller);
      try {
        await ctx.mailer.send({
          to: enquiry.email,
          subject: `Your enquiry to ${COMPANY.name}`,
          // The enquiry came with any address typed: the visitor's name and message follow the
          // answer, quoted as theirs, never inside the clinic's words.
          text: [
            'Hello,',
            '',
            response,
            '',
            `${responder.fullname}`,
            COMPANY.name,
            '',
            ...quoted('You wrote, in the enquiry form:', [
              ['Name', enquiry.fullname],
              ['Message', enquiry.message],
            ]),
          ].join('\n'),
        });
      } catch (error) {
        ctx.log.error({ err: error, enquiry: queryId }, 'enquiry response not mailed');
        throw new HttpError(502, 'The response could not be emailed to the client, try again');
      }
      await repo().insertResponse(
        { enquiryId: queryId, staffId: responder.id, responderName: responder.fullname, response },
        nowIso(ctx.clock),
      );
      return { msg: MESSAGES.responseShared };
    },
  };
}
