/** A message for the person using the site, tagged with the action id it belongs to. */
export interface Notice {
  msg: string;
  status: number;
  id: string;
}

export interface NoticesState {
  error: Notice | null;
  success: Notice | null;
}

/** What a notice says when the server sent no response at all. */
export const NO_RESPONSE_MSG = 'No response, try again';
/** The one-time-code and password-reset calls word it differently. */
export const NOT_PROCESSED_MSG = 'Request not proccessed, try again';
