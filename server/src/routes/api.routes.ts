import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';
import type { PrivacyFacts } from 'shared-data/contract';
import type { Services } from '../services';
import type { AuditService } from '../services/audit-service';
import { appointmentRoutes } from './appointments/appointments.routes';
import { auditRoutes } from './audit/audit.routes';
import { authRoutes } from './auth/auth.routes';
import { blogRoutes, type PreviewRenderer } from './blog/blog.routes';
import { carouselRoutes } from './carousel/carousel.routes';
import { enquiryRoutes } from './enquiry/enquiry.routes';
import { healthRoutes, type HealthRoutesOptions } from './health/health.routes';
import { othersRoutes } from './others/others.routes';
import { privacyNoticeRoutes } from './privacy-notice/privacy-notice.routes';
import { privacyRoutes } from './privacy/privacy.routes';
import { releaseRoutes, type ReleaseRoutesOptions } from './releases/releases.routes';
import { vitalsRoutes, type VitalsRoutesOptions } from './vitals/vitals.routes';

export interface ApiRoutesOptions extends ReleaseRoutesOptions, VitalsRoutesOptions {
  /**
   * Which other origins may call the API (CORS_ORIGINS; the dev servers in development),
   * nothing else: the site's files carry their own header for remotes on other origins.
   */
  cors: FastifyCorsOptions;
  health: HealthRoutesOptions;
  services: Services;
  audit: AuditService;
  privacyFacts: PrivacyFacts;
  /** Server rendering of a staff preview of a post; without it a plain page is answered. */
  blogPreview: PreviewRenderer | undefined;
}

/** The API: every call of the contract, by its path below the prefix it is registered at. */
export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (api, options) => {
  const { services } = options;
  await api.register(cors, options.cors);
  // Answers hold staff data and tokens: no cache (shared or the browser's) keeps them.
  api.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  api.register(healthRoutes, { prefix: '/health', ...options.health });
  api.register(authRoutes, {
    signIn: services.signIn,
    sessions: services.sessions,
    ownAccount: services.ownAccount,
    staffAdmin: services.staffAdmin,
    directory: services.directory,
    otp: services.otp,
  });
  api.register(blogRoutes, { blogs: services.blogs, preview: options.blogPreview });
  api.register(carouselRoutes, { carousel: services.carousel });
  api.register(othersRoutes, { others: services.others });
  api.register(enquiryRoutes, { enquiries: services.enquiries });
  api.register(releaseRoutes, { releases: options.releases, deployTokens: options.deployTokens });
  api.register(vitalsRoutes, { vitals: options.vitals });
  api.register(auditRoutes, { audit: options.audit });
  api.register(privacyNoticeRoutes, { facts: options.privacyFacts });
  api.register(privacyRoutes, { privacy: services.privacy });
  api.register(appointmentRoutes, {
    bookings: services.bookings,
    schedule: services.schedule,
  });
};
