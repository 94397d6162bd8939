import { createAttemptCounters } from './attempt-counters';
import { createBlogService } from './blog-service';
import { createCarouselService } from './carousel-service';
import type { ServiceContext } from './context';
import { createEnquiryService } from './enquiry-service';
import { createOthersService } from './others-service';
import { createOtpService } from './otp-service';
import { createOwnAccountService } from './own-account-service';
import { createSessionService } from './session-service';
import { createSignInService } from './sign-in-service';
import { createStaffAdminService } from './staff-admin-service';
import { createStaffDirectoryService } from './staff-directory-service';
import type { TokenService } from './tokens';
import type { SmsSender } from '../core/sms';
import { createBookingService } from './booking-service';
import { createReminderService } from './reminder-service';
import { createScheduleService } from './schedule-service';
import { createSitemapService } from './sitemap-service';

interface ServiceKeys {
  /** Keys the HMAC of one-time codes; derived from the server secret. */
  otp: Buffer;
  /** Keys the bookings' manage links; derived from the server secret. */
  booking: Buffer;
  /** Keys the per-email counts of sign-in, codes and registration; derived from the secret. */
  attempts: Buffer;
}

interface BookingDeps {
  sms: SmsSender;
  /** The site's origin, for links in mail. */
  publicUrl: string;
}

/** Every service of the API, built once per app over one context. */
export function createServices(
  ctx: ServiceContext,
  tokens: TokenService,
  keys: ServiceKeys,
  booking: BookingDeps,
) {
  const sessions = createSessionService(ctx);
  const attempts = createAttemptCounters(ctx, keys.attempts);
  const otp = createOtpService(ctx, keys.otp, attempts);
  const bookings = createBookingService(ctx, {
    publicUrl: booking.publicUrl,
    linkKey: keys.booking,
  });
  const directory = createStaffDirectoryService(ctx);
  const blogs = createBlogService(ctx);
  return {
    ctx,
    sessions,
    otp,
    signIn: createSignInService(ctx, tokens, sessions, attempts),
    ownAccount: createOwnAccountService(ctx, { publicUrl: booking.publicUrl, attempts }),
    staffAdmin: createStaffAdminService(ctx, otp),
    directory,
    blogs,
    sitemap: createSitemapService(ctx, { blogs, directory }),
    carousel: createCarouselService(ctx),
    others: createOthersService(ctx),
    enquiries: createEnquiryService(ctx),
    bookings,
    schedule: createScheduleService(ctx),
    reminders: createReminderService(ctx, {
      sms: booking.sms,
      publicUrl: booking.publicUrl,
      tokenOf: bookings.tokenOf,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
