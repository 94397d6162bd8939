import type { FastifyPluginAsync } from 'fastify';
import type { AccountService } from '../../services/account-service';
import { contractRoute, signedIn } from '../contract-route';

/** SPEC §7.1, the calls of this part: sign-in, the current account, doctors and staff lists. */
export const authRoutes: FastifyPluginAsync<{ accounts: AccountService }> = async (
  app,
  { accounts },
) => {
  contractRoute(app, 'signIn', ({ body }) => accounts.signIn(body.email, body.password));

  contractRoute(app, 'currentUser', async (input) => ({
    user: accounts.present(signedIn(input)),
  }));

  contractRoute(app, 'doctors', () => accounts.doctors());

  contractRoute(app, 'staffList', ({ staff }) => accounts.staffList(staff), {
    optionalAuth: true,
  });
};
