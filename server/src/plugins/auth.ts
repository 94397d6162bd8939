import fp from 'fastify-plugin';
import { DEPLOY_TOKEN_PREFIX } from 'shared-data/contract';
import type { ResolveCaller, ResolveDeployer } from '../core/caller';
import { HttpError } from '../core/errors';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export interface AuthOptions {
  /** Turns a token into its ACTIVE account's Caller, or throws the HttpError that refuses it. */
  resolveCaller: ResolveCaller;
  /** Turns a deploy token (`vpd_...`) into its Deployer, or throws the HttpError refusing it. */
  resolveDeployer?: ResolveDeployer;
}

/**
 * `app.authenticate(request, required)`: checks the Bearer token and puts its ACTIVE account on
 * request.staff. Required: no token or a bad one is a 401 (with WWW-Authenticate), a
 * non-ACTIVE account a 403. Optional: a public call made without a valid token stays anonymous.
 */
export const auth = fp<AuthOptions>(
  async (app, { resolveCaller, resolveDeployer }) => {
    app.decorate('authenticate', async (request, required, deployTokens = false) => {
      const header = request.headers.authorization;
      const token = header ? BEARER.exec(header)?.[1] : undefined;
      if (!token) {
        if (!required) return;
        throw new HttpError(401, header ? 'The access token is not valid' : 'Sign in to continue');
      }
      // A deploy token is no account: only the release calls take one (docs/behaviour.md#releases).
      if (token.startsWith(DEPLOY_TOKEN_PREFIX)) {
        if (!deployTokens || !resolveDeployer) {
          if (!required) return;
          throw new HttpError(
            403,
            'A deploy token can only release its remote: sign in as a staff member for this call',
          );
        }
        request.deployer = await resolveDeployer(token);
        return;
      }
      try {
        request.staff = await resolveCaller(token);
      } catch (error) {
        if (!required && error instanceof HttpError) return;
        throw error;
      }
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      if (reply.statusCode === 401 && request.url.startsWith('/api/')) {
        reply.header('www-authenticate', 'Bearer realm="api"');
      }
      done(null, payload);
    });
  },
  // Its refusals are HttpErrors, answered as { status, msg } by the errors plugin.
  { name: 'auth', dependencies: ['errors'], fastify: '5.x' },
);
