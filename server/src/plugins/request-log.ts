// What the request log keeps of a request: never a secret the address carries.

/**
 * Path segments that are secrets: a booking's manage token, in the API call and in the page's
 * address (the mailed link). Duplicate slashes and letter case do not get one past.
 */
const SECRET_SEGMENT = /(\/+(?:api\/+appointments|book_appointment)\/+manage\/+)[^/?#]+/gi;
/** Query parameters whose value would be a secret, wherever one is sent. */
const SECRET_PARAMETER = /([?&](?:token|access_token|code|otp_code|password|secret|key)=)[^&#]*/gi;

/** The address with its secrets replaced by '[redacted]'. */
export function redactedUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, '$1[redacted]').replace(SECRET_PARAMETER, '$1[redacted]');
}

interface LoggedRequest {
  method?: string | undefined;
  url?: string | undefined;
  host?: string | undefined;
  ip?: string | undefined;
  socket?: { remotePort?: number | undefined } | null;
}

/**
 * Fastify's own `req` log serializer (method, url, host, address and port), with the url
 * redacted. Given to the logger's `serializers`; it receives Fastify's request.
 */
export function requestLogSerializer(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
