import { createAccountService } from './account-service';
import { createBlogService } from './blog-service';
import { createCarouselService } from './carousel-service';
import type { ServiceContext } from './context';
import { createEnquiryService } from './enquiry-service';
import { createOthersService } from './others-service';
import type { TokenService } from './tokens';

/** Every service of the API, built once per app over one context. */
export function createServices(ctx: ServiceContext, tokens: TokenService) {
  return {
    ctx,
    accounts: createAccountService(ctx, tokens),
    blogs: createBlogService(ctx),
    carousel: createCarouselService(ctx),
    others: createOthersService(ctx),
    enquiries: createEnquiryService(ctx),
  };
}

export type Services = ReturnType<typeof createServices>;
