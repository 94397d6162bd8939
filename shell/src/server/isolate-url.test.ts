import { URL as PlatformUrl } from 'node:url';
import { SiteUrl } from './isolate-url';

// The render isolate's URL against the platform's (Node's is the URL standard's): every address
// reads the same, whether SiteUrl parses it itself or hands it to whatwg-url.
const FIELDS = [
  'href',
  'origin',
  'protocol',
  'username',
  'password',
  'host',
  'hostname',
  'port',
  'pathname',
  'search',
  'hash',
] as const;

const read = (url: SiteUrl | PlatformUrl) =>
  Object.fromEntries(FIELDS.map((field) => [field, url[field]]));

describe('URL in the render isolate', () => {
  const cases: [string, string | undefined][] = [
    // What react-router and the render ask for.
    ['/', 'http://localhost'],
    ['/blog', 'http://localhost'],
    ['/blogs/7?page=2#top', 'http://site.invalid'],
    ['/services/', 'http://localhost/ignored/path?q=1#h'],
    ['/a%20b/%3F%23/c', 'http://localhost'],
    ["/o'brien/[x]^|~", 'http://localhost'],
    ['/q?a=1&b=two%20words&c=/x?y', 'http://localhost'],
    ['/f#a#b?c', 'http://localhost'],
    ['https://mifugovet.co.ke/assets/a.svg', undefined],
    ['http://localhost:8080/x', undefined],
    ['https://example.com', undefined],
    ['https://example.com:443/x', undefined],
    ['http://example.com:80/', undefined],
    ['https://cdn.example.com/x.png', 'http://localhost'],
    // Handed to whatwg-url: each differs from the plain reading somewhere.
    ['/a/./b/../c', 'http://localhost'],
    ['/a/%2e%2E/c', 'http://localhost'],
    ['/a b<c>"d"', 'http://localhost'],
    ['/caf\u00e9', 'http://localhost'],
    ["/x?it's", 'http://localhost'],
    ['/x?', 'http://localhost'],
    ['/x#', 'http://localhost'],
    ['/a\\b', 'http://localhost'],
    ['//other.example/x', 'http://localhost'],
    ['relative/path', 'http://localhost/base/page'],
    ['?q=1', 'http://localhost/base/page'],
    ['#h', 'http://localhost/base/page?x'],
    ['', 'http://localhost/base/page'],
    ['HTTP://EXAMPLE.COM/X', undefined],
    ['http://127.0.0.1:3000/x', undefined],
    ['http://0x7f.1/', undefined],
    ['http://example.com./', undefined],
    ['http://user:pass@example.com/', undefined],
    ['http://xn--caf-dma.example/', undefined],
    ['http://b\u00fccher.example/', undefined],
    ['http://example.com:0/', undefined],
    ['http://example.com:080/', undefined],
    ['mailto:vet@example.com', undefined],
    ['data:text/plain,hi', undefined],
    ['/x', 'https://example.com:8443/base'],
  ];

  it.each(cases)('reads %j (base %j) as the platform does', (input, base) => {
    expect(read(new SiteUrl(input, base))).toEqual(read(new PlatformUrl(input, base)));
    expect(String(new SiteUrl(input, base))).toBe(String(new PlatformUrl(input, base)));
    expect(JSON.stringify({ url: new SiteUrl(input, base) })).toBe(
      JSON.stringify({ url: new PlatformUrl(input, base) }),
    );
  });

  it.each([
    ['/x', undefined],
    ['http://exa mple.com/', undefined],
    ['http://example.com:65536/', undefined],
    ['/x', 'not a url'],
    ['/x', '/relative-base'],
  ])('refuses %j (base %j) as the platform does', (input, base) => {
    expect(() => new PlatformUrl(input, base)).toThrow();
    expect(() => new SiteUrl(input, base)).toThrow();
    expect(SiteUrl.canParse(input, base)).toBe(false);
  });

  it('takes another URL as its input or base', () => {
    const base = new SiteUrl('http://localhost/a/b');
    expect(new SiteUrl('/c?d', base).href).toBe('http://localhost/c?d');
    expect(new SiteUrl(base).href).toBe('http://localhost/a/b');
    expect(SiteUrl.canParse('/c', 'http://localhost')).toBe(true);
  });

  it('changes as the platform does through its setters and searchParams', () => {
    const ours = new SiteUrl('/blog?page=2', 'http://localhost');
    const theirs = new PlatformUrl('/blog?page=2', 'http://localhost');
    for (const url of [ours, theirs]) {
      url.searchParams.set('page', '3');
      url.searchParams.append('tag', 'dogs & cats');
      url.pathname = '/blogs/some path';
      url.hash = 'top';
      url.port = '8080';
    }
    expect(read(ours)).toEqual(read(theirs));
    const href = new SiteUrl('http://localhost/x');
    href.href = 'https://example.com/y?z';
    expect(read(href)).toEqual(read(new PlatformUrl('https://example.com/y?z')));
  });
});
