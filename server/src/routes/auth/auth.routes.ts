import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES } from 'shared-data/contract';
import { HttpError } from '../../core/errors';
import { replyLocale } from '../../core/site-language';
import {
  SESSION_ENDED,
  type OtpService,
  type OwnAccountService,
  type SessionService,
  type SignInService,
  type StaffAdminService,
  type StaffDirectoryService,
} from '../../services/accounts';
import { contractRoute, signedIn } from '../contract-route';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from './session-cookie';

export interface AuthRoutesOptions {
  signIn: SignInService;
  sessions: SessionService;
  ownAccount: OwnAccountService;
  staffAdmin: StaffAdminService;
  directory: StaffDirectoryService;
  otp: OtpService;
}

/**
 * The account calls (docs/behaviour.md#account-calls): sign-in and sessions, registration,
 * staff administration, one-time codes.
 */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (
  app,
  { signIn, sessions, ownAccount, staffAdmin, directory, otp },
) => {
  contractRoute(app, 'signIn', async ({ body, request, reply }) => {
    const { session, refresh } = await signIn.withPassword(body.email, body.password, request.ip);
    setRefreshCookie(request, reply, refresh);
    return session;
  });

  contractRoute(app, 'refreshToken', async ({ request, reply }) => {
    const token = refreshCookieOf(request);
    if (!token) throw new HttpError(401, SESSION_ENDED);
    try {
      const { session, refresh } = await signIn.refresh(token);
      setRefreshCookie(request, reply, refresh);
      return session;
    } catch (error) {
      // A refused token is of no further use to the browser.
      clearRefreshCookie(request, reply);
      throw error;
    }
  });

  contractRoute(app, 'logout', async ({ request, reply }) => {
    const token = refreshCookieOf(request);
    if (token) await sessions.end(token);
    clearRefreshCookie(request, reply);
    return { msg: MESSAGES.signedOut };
  });

  contractRoute(app, 'currentUser', async (input) => ({
    user: await ownAccount.current(signedIn(input)),
  }));

  contractRoute(app, 'doctors', () => directory.doctors());

  contractRoute(app, 'staffList', ({ staff }) => directory.staffList(staff), {
    optionalAuth: true,
  });

  contractRoute(app, 'staffPage', (input) => directory.staffPage(signedIn(input), input.query));

  contractRoute(app, 'register', ({ body, files }) => ownAccount.register(body, files.avatar?.[0]));

  contractRoute(app, 'addStaff', (input) =>
    staffAdmin.addStaff(signedIn(input), input.body, input.files.avatar?.[0]),
  );

  contractRoute(app, 'updateStaff', (input) =>
    staffAdmin.updateStaff(signedIn(input), emailParam(input.params), input.body),
  );

  contractRoute(app, 'deleteStaff', (input) =>
    staffAdmin.deleteStaff(signedIn(input), input.body.email),
  );

  contractRoute(app, 'updateAccount', (input) => {
    const email = emailParam(input.params);
    if (input.query.email !== undefined && input.query.email !== email) {
      throw new HttpError(400, 'query email must be the same as the email in the path');
    }
    return ownAccount.update(signedIn(input), email, input.body, input.files);
  });

  // The code mail in the language of the page it was asked on (`?lang=sw`).
  contractRoute(app, 'requestOtp', ({ body, request }) =>
    otp.request(body.email, replyLocale(request)),
  );

  contractRoute(app, 'resetPassword', ({ body }) =>
    otp.reset(body.email, body.otp_code, body.password),
  );
};

/** The {email} of the path, compared as stored (trimmed, lower case). */
function emailParam(params: Record<string, string>): string {
  return (params.email ?? '').trim().toLowerCase();
}
