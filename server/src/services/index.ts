import { createAccountService } from './account-service';
import { createBlogService } from './blog-service';
import { createCarouselService } from './carousel-service';
import type { ServiceContext } from './context';
import { createEnquiryService } from './enquiry-service';
import { createOthersService } from './others-service';
import { createOtpService } from './otp-service';
import { createSessionService } from './session-service';
import type { TokenService } from './tokens';

export interface ServiceKeys {
  /** Keys the HMAC of one-time codes; derived from the server secret. */
  otp: Buffer;
}

/** Every service of the API, built once per app over one context. */
export function createServices(ctx: ServiceContext, tokens: TokenService, keys: ServiceKeys) {
  const sessions = createSessionService(ctx);
  const otp = createOtpService(ctx, keys.otp);
  return {
    ctx,
    sessions,
    otp,
    accounts: createAccountService(ctx, tokens, sessions, otp),
    blogs: createBlogService(ctx),
    carousel: createCarouselService(ctx),
    others: createOthersService(ctx),
    enquiries: createEnquiryService(ctx),
  };
}

export type Services = ReturnType<typeof createServices>;
