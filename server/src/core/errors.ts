import type { ErrorBody } from 'shared-data/contract';

/**
 * A refusal a service decides on (404 unknown blog, 403 suspended account, 415 not an image).
 * The errors plugin answers it as { status, msg } with this status and message; anything else
 * thrown becomes a 500 whose cause is only logged.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent with the answer, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
    /** More fields of the body beside status and msg (a 409's fresh `slots`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The body of every 4xx/5xx answer. */
export function errorBody(status: number, msg: string): ErrorBody {
  return { status, msg };
}
