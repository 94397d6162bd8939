import type { FastifyRequest } from 'fastify';
import type { StaffStatus } from 'shared-data/contract';

/** Who makes a signed-in call: enough to decide permissions, nothing secret. */
export interface Caller {
  id: string;
  isAdmin: boolean;
  isDoctor: boolean;
  status: StaffStatus;
}

/**
 * The account behind an access token, as a Caller; throws a 401 HttpError for a bad token or a
 * deleted account, a 403 for one that is not ACTIVE. The auth plugin is given one by app.ts.
 */
export type ResolveCaller = (token: string) => Promise<Caller>;

/** Checks the request's Bearer token; `required: false` lets a call without a valid one through. */
export type Authenticate = (request: FastifyRequest, required: boolean) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin on a call made with a valid token. */
    staff?: Caller;
  }
  interface FastifyInstance {
    authenticate: Authenticate;
  }
}
