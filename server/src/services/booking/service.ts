import type { ServiceContext } from '../context';
import { createAvailability } from './availability';
import { createDesk } from './desk';
import { manageLinks } from './link-tokens';
import { bookingMails } from './mail';
import { createManageLink } from './manage-link';
import { createOnlineBooking } from './online-booking';
import { createWriteCore } from './write-core';

export interface BookingOptions {
  /** The site's origin: manage links start with it. */
  publicUrl: string;
  /** Keys the manage links (an HMAC of the booking's id). */
  linkKey: Buffer;
  /** VACCINATION_REMINDER_DAYS: from a completed vaccination visit to its reminder. */
  vaccinationReminderDays: number;
}

/**
 * Booking's calls (docs/behaviour.md#booking-rules), one service over the modules that hold
 * them: a visitor's (online-booking.ts), the manage link's (manage-link.ts) and the staff's
 * (desk.ts), all reading free times through availability.ts and writing through write-core.ts.
 */
export function createBookingService(ctx: ServiceContext, options: BookingOptions) {
  const mails = bookingMails(options.publicUrl);
  const links = manageLinks(options, mails);
  const availability = createAvailability(ctx);
  const write = createWriteCore(ctx, { links, mails });
  return {
    manageUrl: links.manageUrl,
    tokenOf: links.tokenOf,
    textLinkOf: links.textLinkOf,
    ...createOnlineBooking(ctx, { availability, write, links }),
    ...createManageLink(ctx, { availability, write, links, mails }),
    // --- The staff's side ---
    ...createDesk(ctx, {
      availability,
      write,
      vaccinationReminderDays: options.vaccinationReminderDays,
    }),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
