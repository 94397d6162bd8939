// URL for the render isolate, which has none. whatwg-url is a complete implementation in plain
// JavaScript, and slow for what a render asks of it hundreds of times: react-router resolves each
// route's path with `new URL(path, 'http://localhost')` and reads its pathname, search and hash.
// SiteUrl answers those inputs itself: an http(s) URL with a plain host name, or a path from
// the root against one, made only of characters the URL standard leaves as they are. Anything
// else (other schemes, relative paths, dot segments, characters to percent-encode, IP addresses,
// international names, user info) is handed to whatwg-url whole, and so is a URL once a setter
// or searchParams is used: what it answers is always what whatwg-url would.
import { URL as WhatwgUrl } from 'whatwg-url';

interface Parts {
  protocol: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
}

// Host names: lower-case labels of letters, digits and inner hyphens, not ACE ("xn--", which
// must be checked), the last one not starting with a digit (which would make it an IPv4
// address to parse as one).
const LABEL = '(?!xn--)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const LAST_LABEL = '(?!xn--)[a-z](?:[a-z0-9-]*[a-z0-9])?';
const HOST = `(?:${LABEL}\\.)*${LAST_LABEL}`;
// Characters kept as they are, with special schemes: printable ASCII except what each part
// percent-encodes or takes as a separator ("\" is a slash in special URLs).
const PATH = "/[!$%&'()*+,\\-./0-9:;=@A-Z\\[\\]^_a-z|~]*";
const QUERY = '\\?[!$%&()*+,\\-./0-9:;=?@A-Z\\[\\\\\\]^_`a-z{|}~]+';
const FRAGMENT = "#[!#$%&'()*+,\\-./0-9:;=?@A-Z\\[\\\\\\]^_a-z{|}~]+";
const TAIL = `(${PATH})?(${QUERY})?(${FRAGMENT})?`;
const ABSOLUTE = new RegExp(`^(https?):\\/\\/(${HOST})(?::([1-9][0-9]{0,4}))?${TAIL}$`);
const FROM_ROOT = new RegExp(`^(?!//)${TAIL}$`);
// A "." or ".." segment, also percent-encoded ("%2e"), which the standard resolves.
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?:\/|$)/i;
const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

function absoluteParts(input: string): Parts | null {
  const match = ABSOLUTE.exec(input);
  if (!match) return null;
  const [, scheme, hostname, port = '', pathname = '/', search = '', hash = ''] = match;
  if (DOT_SEGMENT.test(pathname) || Number(port) > 65535) return null;
  const protocol = `${scheme}:`;
  return {
    protocol,
    hostname: hostname as string,
    port: port === DEFAULT_PORT[protocol] ? '' : port,
    pathname,
    search,
    hash,
  };
}

function partsOf(input: string, base: string | undefined): Parts | null {
  if (base === undefined) return absoluteParts(input);
  if (input.startsWith('/')) {
    const match = FROM_ROOT.exec(input);
    const origin = match ? absoluteParts(base) : null;
    if (!match || !origin || DOT_SEGMENT.test(match[1] ?? '')) return null;
    const [, pathname = '/', search = '', hash = ''] = match;
    return { ...origin, pathname, search, hash };
  }
  // An absolute URL ignores its base, once the base is known to be valid.
  const parts = absoluteParts(input);
  return parts && absoluteParts(base) ? parts : null;
}

/** The global URL of the render isolate: whatwg-url's behaviour, faster for a site's URLs. */
export class SiteUrl {
  // TypeScript's private, not #fields: the server build's target (ES2020) would turn those into
  // WeakMap lookups on every read.
  private parts: Parts | null;
  private whatwg: WhatwgUrl | null;

  constructor(url: string | SiteUrl, base?: string | SiteUrl) {
    const input = String(url);
    const baseText = base === undefined ? undefined : String(base);
    this.parts = partsOf(input, baseText);
    this.whatwg = this.parts ? null : new WhatwgUrl(input, baseText);
  }

  static canParse(url: string, base?: string): boolean {
    try {
      new SiteUrl(url, base);
      return true;
    } catch {
      return false;
    }
  }

  /** whatwg-url's URL for the same address, which then answers everything. */
  private full(): WhatwgUrl {
    if (!this.whatwg) {
      this.whatwg = new WhatwgUrl(this.href);
      this.parts = null;
    }
    return this.whatwg;
  }

  get href(): string {
    const p = this.parts;
    return p ? `${p.protocol}//${this.host}${p.pathname}${p.search}${p.hash}` : this.full().href;
  }
  set href(value: string) {
    this.whatwg = new WhatwgUrl(value);
    this.parts = null;
  }
  get origin(): string {
    return this.parts ? `${this.parts.protocol}//${this.host}` : this.full().origin;
  }
  get protocol(): string {
    return this.parts ? this.parts.protocol : this.full().protocol;
  }
  set protocol(value: string) {
    this.full().protocol = value;
  }
  get username(): string {
    return this.parts ? '' : this.full().username;
  }
  set username(value: string) {
    this.full().username = value;
  }
  get password(): string {
    return this.parts ? '' : this.full().password;
  }
  set password(value: string) {
    this.full().password = value;
  }
  get host(): string {
    const p = this.parts;
    return p ? (p.port ? `${p.hostname}:${p.port}` : p.hostname) : this.full().host;
  }
  set host(value: string) {
    this.full().host = value;
  }
  get hostname(): string {
    return this.parts ? this.parts.hostname : this.full().hostname;
  }
  set hostname(value: string) {
    this.full().hostname = value;
  }
  get port(): string {
    return this.parts ? this.parts.port : this.full().port;
  }
  set port(value: string) {
    this.full().port = value;
  }
  get pathname(): string {
    return this.parts ? this.parts.pathname : this.full().pathname;
  }
  set pathname(value: string) {
    this.full().pathname = value;
  }
  get search(): string {
    return this.parts ? this.parts.search : this.full().search;
  }
  set search(value: string) {
    this.full().search = value;
  }
  get searchParams(): WhatwgUrl['searchParams'] {
    return this.full().searchParams;
  }
  get hash(): string {
    return this.parts ? this.parts.hash : this.full().hash;
  }
  set hash(value: string) {
    this.full().hash = value;
  }
  toString(): string {
    return this.href;
  }
  toJSON(): string {
    return this.href;
  }
}
