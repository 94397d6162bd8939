// Where a person's data calls (docs/behaviour.md#your-data) and the privacy notice's go.
import type { Endpoint } from '../endpoints';

export const privacyEndpoints = {
  // A person's data (docs/behaviour.md#your-data): public calls behind a one-time code sent to
  // the person's email or phone; POST so neither the contact nor the code is in an address.
  privacyCode: { method: 'POST', path: 'privacy/code', auth: 'none', body: 'json' },
  privacyExport: { method: 'POST', path: 'privacy/export', auth: 'none', body: 'json' },
  privacyCorrect: { method: 'POST', path: 'privacy/correct', auth: 'none', body: 'json' },
  privacyErase: { method: 'POST', path: 'privacy/erase', auth: 'none', body: 'json' },
  privacyWithdraw: { method: 'POST', path: 'privacy/withdraw', auth: 'none', body: 'json' },
  privacyRequest: { method: 'POST', path: 'privacy/request', auth: 'none', body: 'json' },
  // Administrators: the requests, and a person's record looked up (each look-up is logged).
  privacyRequests: { method: 'GET', path: 'privacy/requests', auth: 'bearer', body: 'none' },
  answerPrivacyRequest: {
    method: 'PUT',
    path: 'privacy/requests/{id}/answered',
    auth: 'bearer',
    body: 'none',
  },
  privacyLookup: { method: 'POST', path: 'privacy/lookup', auth: 'bearer', body: 'json' },
} as const satisfies Record<string, Endpoint>;

export const privacyNoticeEndpoints = {
  // What /privacy fills in from the server's settings (docs/behaviour.md#privacy-notice).
  privacyNotice: { method: 'GET', path: 'privacy-notice', auth: 'none', body: 'none' },
} as const satisfies Record<string, Endpoint>;
