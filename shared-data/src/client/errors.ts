import { isAxiosError } from 'axios';
import { endpoints, type CallName, type Endpoint } from '../contract/endpoints';
import { NO_RESPONSE_MSG, NOT_PROCESSED_MSG, type Notice } from '../notices/notice';

/**
 * Turns a failed call into the notice the person sees (docs/behaviour.md#failure-messages): the
 * server's own body and status when it answered; 'No response, try again' with status 500 when
 * nothing answered ('Request not proccessed, try again' for the one-time-code and reset calls).
 */
export function toNotice(error: unknown, id: string, callName?: CallName): Notice {
  const call: Endpoint | undefined = callName ? endpoints[callName] : undefined;
  const noResponse =
    call?.noResponseMessage === 'not-processed' ? NOT_PROCESSED_MSG : NO_RESPONSE_MSG;
  if (isAxiosError(error) && error.response) {
    const { status, data, statusText } = error.response;
    return { msg: messageOf(data) ?? (statusText || `Request failed (${status})`), status, id };
  }
  return { msg: noResponse, status: 500, id };
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string' && body.trim() && !body.trimStart().startsWith('<')) return body;
  if (typeof body === 'object' && body !== null) {
    const { msg, message } = body as { msg?: unknown; message?: unknown };
    if (typeof msg === 'string' && msg) return msg;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}
