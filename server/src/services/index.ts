import { createAttemptCounters } from './attempt-counters';
import { createBlogService } from './blog';
import { createCarouselService } from './carousel-service';
import type { ServiceContext } from './context';
import { createEnquiryService } from './enquiries';
import { createOthersService } from './others-service';
import {
  createOtpService,
  createOwnAccountService,
  createSessionService,
  createSignInService,
  createStaffAdminService,
  createStaffDirectoryService,
  type TokenService,
} from './accounts';
import type { SmsSender } from '../core/sms';
import { createBookingService, createReminderService, createScheduleService } from './booking';
import { createSitemapService } from './sitemap-service';
import { mailboxKey } from './mailbox';
import { createPersonSources, createPrivacyService, type RetentionDays } from './privacy';

interface ServiceKeys {
  /** Keys the HMAC of one-time codes; derived from the server secret. */
  otp: Buffer;
  /** Keys the bookings' manage links; derived from the server secret. */
  booking: Buffer;
  /** Keys the per-email counts of sign-in, codes and registration; derived from the secret. */
  attempts: Buffer;
  /** Keys the privacy page's contacts, codes and checks; derived from the secret. */
  privacy: Buffer;
}

interface BookingDeps {
  sms: SmsSender;
  /** The site's origin, for links in mail. */
  publicUrl: string;
  /** How long each kind of personal data is kept (README's RETENTION_* settings). */
  retention: RetentionDays;
  /** VACCINATION_REMINDER_DAYS. */
  vaccinationReminderDays: number;
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
  const otp = createOtpService(ctx, keys.otp, attempts, booking.publicUrl);
  const bookings = createBookingService(ctx, {
    publicUrl: booking.publicUrl,
    linkKey: keys.booking,
    vaccinationReminderDays: booking.vaccinationReminderDays,
  });
  const directory = createStaffDirectoryService(ctx);
  const blogs = createBlogService(ctx);
  const sms = booking.sms;
  const privacy = createPrivacyService(ctx, {
    key: keys.privacy,
    attempts,
    sms,
    publicUrl: booking.publicUrl,
    sources: createPersonSources({
      ctx,
      retention: booking.retention,
      cancelForErasure: (id) => bookings.cancelForErasure(id),
      mailboxKey,
    }),
  });
  return {
    ctx,
    sessions,
    privacy,
    retention: booking.retention,
    otp,
    signIn: createSignInService(ctx, tokens, sessions, attempts),
    ownAccount: createOwnAccountService(ctx, { publicUrl: booking.publicUrl, attempts }),
    staffAdmin: createStaffAdminService(ctx, otp, booking.publicUrl),
    directory,
    blogs,
    sitemap: createSitemapService(ctx, { blogs, directory }),
    carousel: createCarouselService(ctx),
    others: createOthersService(ctx),
    enquiries: createEnquiryService(ctx, { attempts, sms, publicUrl: booking.publicUrl }),
    bookings,
    schedule: createScheduleService(ctx),
    reminders: createReminderService(ctx, {
      sms,
      publicUrl: booking.publicUrl,
      tokenOf: bookings.tokenOf,
      textLinkOf: bookings.textLinkOf,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
