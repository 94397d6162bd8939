// What the request log keeps of a request: never a secret the address carries, and never the
// client's whole address (docs/privacy.md#logs).
import { isIPv4, isIPv6 } from 'node:net';
import { ipv6Groups } from '../core/ip-address';

/**
 * Path segments that are secrets: a booking's manage token, in the API call and in the page's
 * address (the mailed link). Duplicate slashes and letter case do not get one past.
 */
const SECRET_SEGMENT = /(\/+(?:api\/+appointments|book_appointment)\/+manage\/+)[^/?#]+/gi;
/** A booking's short manage link, /m/{short token} (the text messages' link). */
const SHORT_LINK = /^(\/+m\/+)[^/?#]+/i;
/** Query parameters whose value would be a secret, wherever one is sent. */
const SECRET_PARAMETER = /([?&](?:token|access_token|code|otp_code|password|secret|key)=)[^&#]*/gi;

/** The address with its secrets replaced by '[redacted]'. */
export function redactedUrl(url: string): string {
  return url
    .replace(SECRET_SEGMENT, '$1[redacted]')
    .replace(SHORT_LINK, '$1[redacted]')
    .replace(SECRET_PARAMETER, '$1[redacted]');
}

/**
 * The client's address cut to its network: an IPv4 address's last part zeroed (a /24), an IPv6
 * address's first three groups (a /48). Enough to see where trouble comes from, not who.
 */
export function truncatedAddress(address: string | undefined): string | undefined {
  if (address === undefined) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const v4 = mapped ? mapped[1] : address;
  if (v4 && isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0`;
  if (isIPv6(address)) return `${ipv6Groups(address).slice(0, 3).join(':')}::`;
  return '[address]';
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
 * redacted and the address cut to its network (truncatedAddress). Given to the logger's
 * `serializers`; it receives Fastify's request.
 */
export function requestLogSerializer(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactedUrl(request.url),
    host: request.host,
    remoteAddress: truncatedAddress(request.ip),
    remotePort: request.socket?.remotePort,
  };
}
