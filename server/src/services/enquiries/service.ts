import {
  MESSAGES,
  normaliseKenyanPhone,
  type CallRequest,
  type Enquiry,
  type EnquiryState,
  type Page,
  type SiteLocale,
} from 'shared-data/contract';
import type { Caller } from '../../core/caller';
import { HttpError } from '../../core/errors';
import { enquiryRepository, type EnquiryRecord } from '../../repositories/enquiry-repository';
import { accountOf } from '../account-rules';
import { recordChange } from '../audit-service';
import type { SmsSender } from '../../core/sms';
import type { AttemptCounters } from '../attempt-counters';
import { clinicStamp } from '../clinic-time';
import { enquiryAnswerMail, enquiryReceivedMail, enquiryReceivedSms } from './mail';
import { nowIso, type ServiceContext } from '../context';
import { mailboxKey } from '../mailbox';
import { pageAnswer, searchOf, windowOf, type PageQuery } from '../paging';

function present(enquiry: EnquiryRecord): Enquiry {
  return {
    query_id: enquiry.id,
    fullname: enquiry.fullname,
    email: enquiry.email,
    phonenumber: enquiry.phonenumber,
    message: enquiry.message,
    // The clinic's time (+03:00): the dashboard dates an enquiry by the part before 'T'.
    createdAt: clinicStamp(enquiry.createdAt),
    geo_data: enquiry.geoData,
    responses: enquiry.responses.map((r) => ({
      response: r.response,
      responded_by: r.respondedBy,
      createdAt: clinicStamp(r.createdAt),
    })),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many acknowledgements of enquiries go out (docs/security.md#visitor-text-mail-and-sms).
 * The form takes any address and number a stranger types, so each mailbox (services/mailbox.ts:
 * one address written many ways counts once) and each phone number gets at most so many a day,
 * and the whole site at most so many mails and texts a day: past a bound the enquiry is still
 * taken, only not acknowledged.
 */
export const ACKNOWLEDGEMENT_LIMITS = {
  mailsPerMailbox: 3,
  textsPerPhone: 2,
  mailsPerDay: 500,
  textsPerDay: 100,
} as const;

export interface EnquiryDeps {
  attempts: AttemptCounters;
  sms: SmsSender;
  /** The site's origin, for the booking link in the acknowledgement. */
  publicUrl: string;
}

export function createEnquiryService(ctx: ServiceContext, deps: EnquiryDeps) {
  const repo = () => enquiryRepository(ctx.db);
  // Acknowledgements under way: they follow the answer, and the server waits for them on close.
  const sending = new Set<Promise<void>>();

  /**
   * One more of `purpose` for `subject`, counted in one statement, then for the whole site:
   * whether it may go. Concurrent enquiries on any number of instances all count, so no more than
   * the bound ever go. The site's count is spent only by those the subject's bound lets through.
   */
  async function allowed(
    purpose: 'enquiry-ack-mail' | 'enquiry-ack-sms',
    subject: string,
    perSubject: number,
    perDay: number,
  ): Promise<boolean> {
    const window = { forMs: DAY_MS, sliding: false };
    if ((await deps.attempts.add(purpose, [subject], window)) > perSubject) return false;
    return (await deps.attempts.add(purpose, ['whole site'], window)) <= perDay;
  }

  async function acknowledge(enquiry: {
    email: string;
    phonenumber: string;
    createdAt: string;
    language: SiteLocale;
  }) {
    const limits = ACKNOWLEDGEMENT_LIMITS;
    if (
      await allowed(
        'enquiry-ack-mail',
        mailboxKey(enquiry.email),
        limits.mailsPerMailbox,
        limits.mailsPerDay,
      )
    ) {
      await ctx.mailer
        .send(enquiryReceivedMail(enquiry, deps.publicUrl, enquiry.language))
        .catch((error: unknown) =>
          ctx.log.error({ err: error, to: enquiry.email }, 'enquiry acknowledgement not mailed'),
        );
    }
    // Texts go to Kenyan mobile numbers only: the gateway is paid per message, and a number
    // abroad (premium or not) is no client of a clinic in Nairobi.
    const mobile = normaliseKenyanPhone(enquiry.phonenumber);
    if (
      mobile &&
      (await allowed('enquiry-ack-sms', mobile, limits.textsPerPhone, limits.textsPerDay))
    ) {
      await deps.sms
        .send(enquiryReceivedSms(mobile, enquiry.language))
        .catch((error: unknown) =>
          ctx.log.error({ err: error, to: mobile }, 'enquiry acknowledgement not texted'),
        );
    }
  }

  return {
    /**
     * Stores the enquiry and answers; the acknowledgement (a mail, and a text to a Kenyan
     * mobile number) follows, within ACKNOWLEDGEMENT_LIMITS. Neither holds up the answer nor,
     * failing, changes it: the enquiry is taken either way.
     */
    async create(
      input: CallRequest<'createEnquiry'> & { email: string; language?: SiteLocale | undefined },
    ) {
      const createdAt = nowIso(ctx.clock);
      await repo().insert(
        {
          fullname: input.fullname,
          email: input.email,
          phonenumber: input.phonenumber,
          message: input.message,
          geoData: input.geo_data ?? null,
        },
        createdAt,
      );
      const task = acknowledge({
        email: input.email,
        phonenumber: input.phonenumber,
        createdAt,
        language: input.language ?? 'en',
      })
        .catch((error: unknown) =>
          ctx.log.error({ err: error }, 'enquiry acknowledgement not counted'),
        )
        .finally(() => sending.delete(task));
      sending.add(task);
      return { msg: MESSAGES.enquiryReceived };
    },

    /** Resolves once every acknowledgement started so far has been sent (or given up). */
    async acknowledgementsSettled(): Promise<void> {
      while (sending.size > 0) await Promise.all([...sending]);
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
     * records it, with its entry in the activity log. If the mail cannot be sent nothing is
     * recorded, so a retry does not double it.
     */
    async respond(queryId: string, response: string, caller: Caller) {
      const enquiry = await repo().find(queryId);
      if (!enquiry) throw new HttpError(404, 'The enquiry was not found');
      // Signed with the responder's name and role as they are now.
      const responder = await accountOf(ctx.db, caller);
      try {
        await ctx.mailer.send(enquiryAnswerMail(enquiry, response, responder));
      } catch (error) {
        ctx.log.error({ err: error, enquiry: queryId }, 'enquiry response not mailed');
        throw new HttpError(502, 'The response could not be emailed to the client, try again');
      }
      await ctx.db.transaction().execute(async (trx) => {
        await enquiryRepository(trx).insertResponse(
          {
            enquiryId: queryId,
            staffId: responder.id,
            responderName: responder.fullname,
            response,
          },
          nowIso(ctx.clock),
        );
        await recordChange(ctx, trx, caller, {
          kind: 'enquiry.respond',
          subject: { type: 'enquiry', id: queryId },
          summary: `Answered the enquiry of ${enquiry.fullname}`,
          after: { response },
        });
      });
      return { msg: MESSAGES.responseShared };
    },
  };
}
