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
export type Authenticate = (
  request: FastifyRequest,
  required: boolean,
  /** The call also takes a deploy token (the release calls). */
  deployTokens?: boolean,
) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin on a call made with a valid token. */
    staff?: Caller;
  }
  interface FastifyInstance {
    authenticate: Authenticate;
  }
}

/** Who makes a release call with a deploy token (docs/behaviour.md#releases): one remote only. */
export interface Deployer {
  tokenId: string;
  remote: string;
  label: string;
}

/** Turns a deploy token into its Deployer, or throws the 401 HttpError that refuses it. */
export type ResolveDeployer = (token: string) => Promise<Deployer>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin on a release call made with a deploy token. */
    deployer?: Deployer;
  }
}
