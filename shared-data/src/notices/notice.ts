/** A message for the person using the site, tagged with the action id it belongs to (SPEC §3). */
export interface Notice {
  msg: string;
  status: number;
  id: string;
}

export interface NoticesState {
  error: Notice | null;
  success: Notice | null;
}

/** SPEC §8.1: what a notice says when the server sent no response at all. */
export const NO_RESPONSE_MSG = 'No response, try again';
/** SPEC §8.1: the one-time-code and password-reset calls word it differently. */
export const NOT_PROCESSED_MSG = 'Request not proccessed, try again';
