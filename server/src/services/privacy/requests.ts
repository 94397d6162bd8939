import {
  PRIVACY,
  PRIVACY_MESSAGES,
  type Page,
  type PrivacyRequest,
  type PrivacyRequestState,
} from 'shared-data/contract';
import type { Caller } from '../../core/caller';
import { HttpError } from '../../core/errors';
import {
  privacyRepository,
  type PrivacyRequestRecord,
} from '../../repositories/privacy-repository';
import { accountOf, ensureAdmin } from '../account-rules';
import { recordChange } from '../audit-service';
import { clinicStamp } from '../clinic-time';
import { nowIso, type ServiceContext } from '../context';
import { pageAnswer, windowOf } from '../paging';
import type { Codes, Proof } from './codes';
import { THE_PERSON } from './person';

const DAY_MS = 24 * 60 * 60_000;

/**
 * What the page cannot do, asked of the clinic: a person's request, due in
 * PRIVACY.requestDueDays, and the administrators' list of them, marked answered when done.
 */
export function createRequestCalls(ctx: ServiceContext, proven: Codes['proven']) {
  const repo = () => privacyRepository(ctx.db);

  const presentRequest = (r: PrivacyRequestRecord): PrivacyRequest => ({
    id: r.id,
    contact: r.contact,
    message: r.message,
    created_at: clinicStamp(r.createdAt),
    due_at: clinicStamp(r.dueAt),
    overdue: r.answeredAt === null && r.dueAt < new Date(ctx.clock()).toISOString(),
    answered_at: r.answeredAt ? clinicStamp(r.answeredAt) : null,
    answered_by: r.answeredByName,
  });

  return {
    /** POST privacy/request: what the page cannot do, to the dashboard, due in PRIVACY.requestDueDays. */
    async request(input: Proof & { message: string }): Promise<{ msg: string; due_at: string }> {
      const { person } = await proven(input);
      const createdAt = nowIso(ctx.clock);
      const dueAt = new Date(Date.parse(createdAt) + PRIVACY.requestDueDays * DAY_MS).toISOString();
      await ctx.db.transaction().execute(async (trx) => {
        const id = await privacyRepository(trx).insertRequest({
          contact: person.contact,
          contactKey: person.key,
          message: input.message,
          createdAt,
          dueAt,
        });
        await recordChange(ctx, trx, THE_PERSON, {
          kind: 'privacy.request',
          subject: { type: 'person', id: person.ref },
          summary: `A person asked the clinic about their data (request due ${clinicStamp(dueAt).slice(0, 10)})`,
          after: { request: id },
        });
      });
      return { msg: PRIVACY_MESSAGES.requestReceived, due_at: clinicStamp(dueAt) };
    },

    /** GET privacy/requests: administrators; open ones first, nearest due first. */
    async requests(
      caller: Caller,
      query: { page: number; per_page: number; status?: PrivacyRequestState | undefined },
    ): Promise<Page<PrivacyRequest>> {
      ensureAdmin(caller);
      const found = await repo().requestPage({ state: query.status }, windowOf(query));
      return pageAnswer(query, found, presentRequest);
    },

    /** PUT privacy/requests/{id}/answered: administrators; logged. */
    async answered(caller: Caller, id: string): Promise<PrivacyRequest> {
      ensureAdmin(caller);
      const found = await repo().findRequest(id);
      if (!found) throw new HttpError(404, 'The request was not found');
      if (found.answeredAt) throw new HttpError(409, 'The request was already marked answered');
      const staff = await accountOf(ctx.db, caller);
      await ctx.db.transaction().execute(async (trx) => {
        const done = await privacyRepository(trx).markAnswered(
          id,
          { id: staff.id, name: staff.fullname },
          nowIso(ctx.clock),
        );
        if (!done) throw new HttpError(409, 'The request was already marked answered');
        await recordChange(ctx, trx, caller, {
          kind: 'privacy.answer',
          subject: { type: 'privacy-request', id },
          summary: 'Marked a request about a person’s data answered',
        });
      });
      return presentRequest((await repo().findRequest(id)) as PrivacyRequestRecord);
    },
  };
}
