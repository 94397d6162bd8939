import {
  BOOKING_MESSAGES,
  addClinicDays,
  bookingWindow,
  clinicDay,
  type BookingConfirmation,
  type CallRequest,
  type SiteLocale,
} from 'shared-data/contract';
import { Serialized } from '../../core/serialized';
import { HttpError } from '../../core/errors';
import { scheduleRepository } from '../../repositories/schedule-repository';
import { giveConsent } from '../privacy';
import type { ServiceContext } from '../context';
import { mailboxKey } from '../mailbox';
import type { Availability } from './availability';
import type { ManageLinks } from './link-tokens';
import { presentConfirmation, presentSlot } from './presenter';
import { newBookingRow, type WriteCore } from './write-core';

/** A visitor's calls: what can be booked, when, and the booking itself. */
export function createOnlineBooking(
  ctx: ServiceContext,
  {
    availability,
    write,
    links,
  }: { availability: Availability; write: WriteCore; links: ManageLinks },
) {
  const schedule = () => scheduleRepository(ctx.db);
  const { activeType, assertOffers, free } = availability;

  return {
    async types() {
      return (await schedule().types({ activeOnly: true })).map(({ id, name, minutes }) => ({
        id,
        name,
        minutes,
      }));
    },

    async doctors(typeId: string | undefined, species?: string) {
      const type = typeId ? await activeType(typeId) : undefined;
      return (await availability.doctorsFor(type, species)).map((d) => ({
        id: d.id,
        fullname: d.fullname,
        role: d.role,
        avatar: ctx.images.present(d.avatar).url,
        avatar_srcset: ctx.images.present(d.avatar).srcset,
        species: d.species,
      }));
    },

    async slots(query: {
      type: string;
      from: string;
      to: string;
      doctor?: string | undefined;
      species?: string | undefined;
    }) {
      availability.checkRange(query.from, query.to);
      const type = await activeType(query.type);
      if (query.doctor) await assertOffers(type, query.doctor, 'doctor', query.species);
      const slots = await free({
        type,
        doctorId: query.doctor,
        from: query.from,
        to: query.to,
        online: true,
        species: query.species,
      });
      // Built by presentSlot to the contract's shape: sent without the per-item schema pass,
      // which would cost more than computing the list.
      return new Serialized(Buffer.from(JSON.stringify(slots.map(presentSlot))));
    },

    /** The first free slot on or after `from` (today by default) within the window. */
    async nextFree(query: {
      type: string;
      doctor?: string | undefined;
      from?: string | undefined;
      species?: string | undefined;
    }) {
      const type = await activeType(query.type);
      if (query.doctor) await assertOffers(type, query.doctor, 'doctor', query.species);
      const window = bookingWindow(ctx.clock());
      const from = query.from && query.from > window.first ? query.from : window.first;
      // A week at a time: the first free slot is usually near.
      for (let day = from; day <= window.last; day = addClinicDays(day, 7)) {
        const to = addClinicDays(day, 6);
        const [first] = await free({
          type,
          doctorId: query.doctor,
          from: day,
          to,
          online: true,
          species: query.species,
        });
        if (first) return presentSlot(first);
      }
      throw new HttpError(404, BOOKING_MESSAGES.noFreeSlot);
    },

    async holidays(query: { from?: string | undefined; to?: string | undefined }) {
      return (await schedule().holidays(query)).map((h) => ({
        id: h.id,
        date: h.day,
        name: h.name,
      }));
    },

    /** POST appointments: a visitor books a free slot. */
    async create(
      input: CallRequest<'createAppointment'> & {
        phonenumber: string;
        email?: string | undefined;
        /** The page's language: the booking's messages go out in it. */
        language?: SiteLocale | undefined;
      },
    ): Promise<BookingConfirmation> {
      const type = await activeType(input.type);
      const start = availability.gridStart(input.start);
      const species = input.species;
      if (input.doctor_id) await assertOffers(type, input.doctor_id, 'doctor_id', species);
      const day = clinicDay(start);
      // Refused before the slots are worked out; checked again where it counts, in the
      // booking's transaction.
      await write.assertContactLimits({
        phonenumber: input.phonenumber,
        emailKey: input.email ? mailboxKey(input.email) : null,
      });

      // "Any available" is any available doctor who sees the pet's species.
      const doctorIds = await availability.doctorsFreeAt(
        { type, doctorId: input.doctor_id, from: day, to: day, online: true, species },
        start,
      );
      if (!doctorIds.length) {
        throw await availability.notFree(type, input.doctor_id, day, start, undefined, species);
      }
      for (const doctorId of doctorIds) {
        const booking = await write.insert(
          newBookingRow(
            {
              typeId: type.id,
              minutes: type.minutes,
              doctorId,
              anyDoctor: !input.doctor_id,
              start,
              source: 'online',
            },
            input,
          ),
          true,
          // The optional consent, recorded with the booking or not at all.
          input.remind_vaccinations
            ? (trx, id, reference) =>
                giveConsent(ctx, trx, {
                  purpose: 'vaccination_reminders',
                  contact: { phone: input.phonenumber, email: input.email ?? null },
                  source: { type: 'booking', id, label: `booking ${reference}` },
                  channel: 'booking form',
                }).then(() => undefined)
            : undefined,
        );
        if (booking) {
          write.mailClient(booking, 'confirmed');
          return presentConfirmation(booking, links);
        }
      }
      throw await availability.slotTaken(type, input.doctor_id, day, { species });
    },
  };
}
