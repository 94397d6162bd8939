import type { CallName } from 'shared-data/contract';

export interface Limit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

const MINUTE = 60_000;

/**
 * The calls an attacker would flood, and how often one client IP may make each. Counted per
 * route and IP only (never a body field, which the attacker chooses); one-time codes are also
 * limited per email by the service, and wrong passwords slow down the address that sends them
 * (per email and address, services/accounts/sign-in-service.ts). Routes declare them; the
 * rate-limits plugin counts.
 */
export const LIMITS_BY_CALL: Partial<Record<CallName, Limit>> = {
  // An office behind one address signs in a few people a morning; a guesser needs millions.
  signIn: { max: 20, timeWindow: 15 * MINUTE },
  register: { max: 5, timeWindow: 60 * MINUTE },
  requestOtp: { max: 5, timeWindow: 15 * MINUTE },
  resetPassword: { max: 10, timeWindow: 15 * MINUTE },
  createEnquiry: { max: 5, timeWindow: 10 * MINUTE },
  // A family books a few pets; a script filling the diary is stopped (the service also limits
  // each phone number: 3 upcoming bookings, 6 made a day).
  createAppointment: { max: 10, timeWindow: 10 * MINUTE },
  moveManagedAppointment: { max: 20, timeWindow: 10 * MINUTE },
  // Each consent given writes a row and an activity entry: a link's holder cannot flood them.
  setManagedConsent: { max: 20, timeWindow: 10 * MINUTE },
  // A person asks for a code or two; the service also counts codes per contact and per address.
  privacyCode: { max: 10, timeWindow: 15 * MINUTE },
  // Each code has 5 tries and each contact 3 codes an hour; these only stop scripted hammering.
  privacyExport: { max: 30, timeWindow: 15 * MINUTE },
  privacyCorrect: { max: 30, timeWindow: 15 * MINUTE },
  privacyErase: { max: 10, timeWindow: 15 * MINUTE },
  privacyWithdraw: { max: 10, timeWindow: 15 * MINUTE },
  privacyRequest: { max: 10, timeWindow: 15 * MINUTE },
  // A page load refreshes once; this only stops scripted hammering.
  refreshToken: { max: 60, timeWindow: MINUTE },
  // A page view reports once or twice (docs/behaviour.md#site-speed), and many visitors may share
  // one address (a mobile carrier's NAT): generous, yet a script cannot swamp the figures.
  reportVitals: { max: 120, timeWindow: MINUTE },
};

/** The shell's load reports (docs/behaviour.md#releases): a page sends one or two a visit. */
export const BEACON_LIMIT: Limit = { max: 120, timeWindow: MINUTE };

/** 'try again in 15 seconds', '... in 2 minutes': the wait of a 429, in words. */
export function tryAgainIn(seconds: number): string {
  if (seconds < 60) return `try again in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
