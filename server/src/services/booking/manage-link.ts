import {
  BOOKING_MESSAGES,
  clinicDay,
  type ManagedAppointment,
  type SiteLocale,
} from 'shared-data/contract';
import { HttpError } from '../../core/errors';
import { bookingRepository, type BookingRecord } from '../../repositories/booking-repository';
import { scheduleRepository } from '../../repositories/schedule-repository';
import { consentInForce, giveConsent, withdrawConsents } from '../privacy';
import type { ServiceContext } from '../context';
import type { Availability } from './availability';
import { isManageTokenShaped, isShortTokenShaped, sha256, type ManageLinks } from './link-tokens';
import type { BookingMails } from './mail';
import { presentManaged } from './presenter';
import { assertChangeable, assertMovableOnline, contactOf } from './rules';
import type { WriteCore } from './write-core';

/**
 * The calls of a booking's manage link (docs/behaviour.md#booking-rules): whoever holds it sees
 * the booking, gets its calendar file, cancels or moves it (until BOOKING.manageCutoffMinutes
 * before, and at most MAX_MOVES_ONLINE moves) and gives or withdraws the vaccination reminders.
 */
export function createManageLink(
  ctx: ServiceContext,
  {
    availability,
    write,
    links,
    mails,
  }: { availability: Availability; write: WriteCore; links: ManageLinks; mails: BookingMails },
) {
  const bookings = () => bookingRepository(ctx.db);

  async function byToken(token: string): Promise<BookingRecord> {
    const found = isManageTokenShaped(token)
      ? await bookings().findByTokenHash(sha256(token))
      : undefined;
    // The hash matched, and the token is the one this server makes for that booking.
    if (!found || links.tokenOf(found.id) !== token)
      throw new HttpError(404, BOOKING_MESSAGES.linkInvalid);
    return found;
  }

  const managedView = async (b: BookingRecord) =>
    presentManaged(
      b,
      await consentInForce(ctx.db, contactOf(b), 'vaccination_reminders'),
      ctx.clock(),
    );

  return {
    async managed(token: string): Promise<ManagedAppointment> {
      return managedView(await byToken(token));
    },

    /**
     * The manage token a short link stands for, or null when no booking has it: the short link
     * leads to the manage page.
     */
    /** The manage token a short token stands for, and the language its booking was made in. */
    async fullTokenOf(shortToken: string): Promise<{ token: string; language: SiteLocale } | null> {
      if (!isShortTokenShaped(shortToken)) return null;
      const found = await bookings().findByShortTokenHash(sha256(shortToken));
      if (!found || links.shortTokenOf(found.id) !== shortToken) return null;
      return { token: links.tokenOf(found.id), language: found.language };
    },

    /** The booking's calendar file, the same as its latest mail's (GET .../calendar). */
    async calendar(token: string) {
      const b = await byToken(token);
      return mails.calendarFile(b, token);
    },

    async cancelManaged(token: string) {
      const b = await byToken(token);
      assertChangeable(b, ctx.clock());
      const cancelled = await write.cancel(b);
      write.mailClient(cancelled, 'cancelled');
      return { msg: BOOKING_MESSAGES.cancelled, appointment: await managedView(cancelled) };
    },

    /**
     * Gives or withdraws, through the manage link, the consent to vaccination reminders of the
     * booking's contact (docs/behaviour.md#consents): withdrawing ends every such consent of its
     * phone or email, whichever booking it came with; giving when one is in force changes nothing.
     * Open whatever the booking's status: a consent outlives the visit.
     */
    async setManagedConsent(token: string, remind: boolean) {
      const b = await byToken(token);
      const contact = contactOf(b);
      await ctx.db.transaction().execute(async (trx) => {
        if (!remind) {
          await withdrawConsents(ctx, trx, {
            purpose: 'vaccination_reminders',
            contact,
            channel: 'manage link',
            via: 'manage-link',
          });
        } else if (!(await consentInForce(trx, contact, 'vaccination_reminders'))) {
          await giveConsent(ctx, trx, {
            purpose: 'vaccination_reminders',
            contact,
            source: { type: 'booking', id: b.id, label: `booking ${b.reference}` },
            channel: 'manage link',
          });
        }
      });
      return {
        msg: remind ? BOOKING_MESSAGES.remindersOn : BOOKING_MESSAGES.remindersOff,
        appointment: await managedView(b),
      };
    },

    async moveManaged(token: string, startIso: string) {
      const b = await byToken(token);
      assertChangeable(b, ctx.clock());
      assertMovableOnline(b);
      const start = availability.gridStart(startIso);
      const type = await scheduleRepository(ctx.db).type(b.typeId);
      if (!type) throw new HttpError(409, BOOKING_MESSAGES.notChangeable);
      const day = clinicDay(start);
      const sized = { ...type, minutes: b.minutes };
      const query = {
        type: sized,
        from: day,
        to: day,
        online: true,
        ignoreBooking: b.id,
        // "Any available" moves among the doctors who see the pet's species.
        species: b.species,
      };
      // Its own doctor first; an "any available" booking may go to another doctor free then.
      const doctorIds = [
        ...(await availability.doctorsFreeAt(
          { ...query, doctorId: b.doctorId, species: undefined },
          start,
        )),
        ...(b.anyDoctor
          ? (await availability.doctorsFreeAt(query, start)).filter((id) => id !== b.doctorId)
          : []),
      ];
      if (!doctorIds.length) {
        throw await availability.notFree(
          sized,
          b.anyDoctor ? undefined : b.doctorId,
          day,
          start,
          b.id,
          b.anyDoctor ? b.species : undefined,
        );
      }
      for (const doctorId of doctorIds) {
        const moved = await write.moveTo(b, doctorId, start, true);
        if (moved) {
          write.mailClient(moved, 'moved');
          return { msg: BOOKING_MESSAGES.moved, appointment: await managedView(moved) };
        }
      }
      throw await availability.slotTaken(sized, b.anyDoctor ? undefined : b.doctorId, day);
    },
  };
}
