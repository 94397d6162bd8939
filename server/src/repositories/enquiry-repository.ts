import { normaliseKenyanPhone, type EnquiryState, type GeoData } from 'shared-data/contract';
import type { Selectable } from 'kysely';
import type { Executor } from '../core/database';
import type { EnquiriesTable } from '../core/tables';
import { columnContains, containsPattern, newId, type PageWindow, type RowPage } from './common';

/** What a page of enquiries is narrowed to: text anywhere in them, answered or not. */
export interface EnquiryFilter {
  search?: string;
  state?: EnquiryState;
}

const SEARCHED = [
  'enquiries.fullname',
  'enquiries.email',
  'enquiries.phonenumber',
  'enquiries.message',
] as const;

export interface EnquiryRecord {
  id: string;
  fullname: string;
  email: string;
  phonenumber: string;
  message: string;
  geoData: GeoData | null;
  createdAt: string;
  responses: { response: string; respondedBy: string | null; createdAt: string }[];
}

export type NewEnquiry = Omit<EnquiryRecord, 'id' | 'createdAt' | 'responses'>;

function parseGeo(text: string | null): GeoData | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as GeoData;
  } catch {
    return null;
  }
}

export function enquiryRepository(db: Executor) {
  async function assemble(rows: Selectable<EnquiriesTable>[]): Promise<EnquiryRecord[]> {
    const ids = rows.map((row) => row.id);
    const responses = ids.length
      ? await db
          .selectFrom('enquiry_responses')
          .select([
            'enquiry_responses.enquiry_id',
            'enquiry_responses.response',
            'enquiry_responses.responder_name',
            'enquiry_responses.created_at',
          ])
          .where('enquiry_responses.enquiry_id', 'in', ids)
          .orderBy('enquiry_responses.created_at')
          .execute()
      : [];
    return rows.map((row) => ({
      id: row.id,
      fullname: row.fullname,
      email: row.email,
      phonenumber: row.phonenumber,
      message: row.message,
      geoData: parseGeo(row.geo_data),
      createdAt: row.created_at,
      responses: responses
        .filter((r) => r.enquiry_id === row.id)
        .map((r) => ({
          response: r.response,
          respondedBy: r.responder_name,
          createdAt: r.created_at,
        })),
    }));
  }

  const enquiries = () => db.selectFrom('enquiries').selectAll();

  return {
    async insert(enquiry: NewEnquiry, now: string): Promise<string> {
      const id = newId();
      await db
        .insertInto('enquiries')
        .values({
          id,
          fullname: enquiry.fullname,
          email: enquiry.email,
          phonenumber: enquiry.phonenumber,
          message: enquiry.message,
          geo_data: enquiry.geoData ? JSON.stringify(enquiry.geoData) : null,
          created_at: now,
          phone_key: normaliseKenyanPhone(enquiry.phonenumber),
        })
        .execute();
      return id;
    },
    /** Newest first. */
    async list(): Promise<EnquiryRecord[]> {
      return assemble(
        await enquiries().orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
      );
    },
    /**
     * One page, newest first, and how many match in all. The order is the (created_at, id)
     * index's, so the first pages read only their own rows.
     */
    async page(filter: EnquiryFilter, window: PageWindow): Promise<RowPage<EnquiryRecord>> {
      const pattern = filter.search ? containsPattern(filter.search) : undefined;
      const matching = db
        .selectFrom('enquiries')
        .$if(pattern !== undefined, (q) =>
          q.where((eb) => eb.or(SEARCHED.map((column) => columnContains(column, pattern ?? '')))),
        )
        .$if(filter.state !== undefined, (q) =>
          q.where((eb) => {
            const answered = eb.exists(
              eb
                .selectFrom('enquiry_responses')
                .select(eb.lit(1).as('one'))
                .whereRef('enquiry_responses.enquiry_id', '=', 'enquiries.id'),
            );
            return filter.state === 'answered' ? answered : eb.not(answered);
          }),
        );
      const [rows, count] = await Promise.all([
        matching
          .selectAll('enquiries')
          .orderBy('enquiries.created_at', 'desc')
          .orderBy('enquiries.id', 'desc')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        matching.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
      ]);
      return { rows: await assemble(rows), total: Number(count?.total ?? 0) };
    },
    async find(id: string): Promise<EnquiryRecord | undefined> {
      const rows = await enquiries().where('id', '=', id).execute();
      return (await assemble(rows))[0];
    },
    async insertResponse(
      response: { enquiryId: string; staffId: string; responderName: string; response: string },
      now: string,
    ): Promise<void> {
      await db
        .insertInto('enquiry_responses')
        .values({
          id: newId(),
          enquiry_id: response.enquiryId,
          staff_id: response.staffId,
          responder_name: response.responderName,
          response: response.response,
          created_at: now,
        })
        .execute();
    },

    /**
     * A person's enquiries (docs/behaviour.md#your-data): sent with that email address, or with
     * that Kenyan phone number in any of its spellings. Oldest first.
     */
    async ofContact(contact: { email?: string; phone?: string }): Promise<EnquiryRecord[]> {
      if (!contact.email && !contact.phone) return [];
      const rows = await enquiries()
        .where((eb) =>
          contact.email
            ? eb('email', '=', contact.email)
            : eb('phone_key', '=', contact.phone ?? ''),
        )
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return assemble(rows);
    },
    /** Rewrites the person's details on these enquiries; answers how many changed. */
    async correct(
      ids: string[],
      fields: { fullname?: string; email?: string; phonenumber?: string },
    ): Promise<number> {
      if (!ids.length) return 0;
      const result = await db
        .updateTable('enquiries')
        .set({
          ...(fields.fullname !== undefined ? { fullname: fields.fullname } : {}),
          ...(fields.email !== undefined ? { email: fields.email } : {}),
          ...(fields.phonenumber !== undefined
            ? {
                phonenumber: fields.phonenumber,
                phone_key: normaliseKenyanPhone(fields.phonenumber),
              }
            : {}),
        })
        .where('id', 'in', ids)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    /** Removes these enquiries and their answers; answers how many enquiries went. */
    async remove(ids: string[]): Promise<number> {
      if (!ids.length) return 0;
      await db.deleteFrom('enquiry_responses').where('enquiry_id', 'in', ids).execute();
      const result = await db.deleteFrom('enquiries').where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    /** Up to `limit` ids of enquiries made before `before` (ISO), oldest first. */
    async idsBefore(before: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('enquiries')
        .select('id')
        .where('created_at', '<', before)
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
    /**
     * Up to `limit` enquiries made before `before` whose location still holds the client's
     * address: their stored location text.
     */
    async withAddressBefore(before: string, limit: number): Promise<{ id: string; geo: string }[]> {
      const rows = await db
        .selectFrom('enquiries')
        .select(['id', 'geo_data'])
        .where('created_at', '<', before)
        .where('geo_data', 'like', '%"ip"%')
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: row.id, geo: row.geo_data ?? '' }));
    },
    async setGeo(id: string, geo: GeoData | null): Promise<void> {
      await db
        .updateTable('enquiries')
        .set({ geo_data: geo ? JSON.stringify(geo) : null })
        .where('id', '=', id)
        .execute();
    },
  };
}
