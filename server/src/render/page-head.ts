import {
  COMPANY,
  DEFAULT_LOCALE,
  LOCALE_PREFIX,
  SITE_LOCALES,
  SITE_ROUTES,
  composeTitle,
  localeOfPath,
  localePath,
  pathWithoutLocale,
  type PageHead,
  type SiteLocale,
} from 'shared-data/contract';

/**
 * A page's head (shared-data's PageHead) as the HTML of the first response: title, description,
 * canonical link, Open Graph and Twitter cards, JSON-LD and the preload of the page's largest
 * image. Pure: the same head, site and path always give the same text.
 */

export interface PageHeadSite {
  /** The site's public origin (PUBLIC_URL), e.g. 'https://mifugovet.co.ke'. */
  siteUrl: string;
  /** The page's path as requested: its canonical URL is the site's address and canonicalPath(path). */
  path: string;
  /** The shell page's own <title>: the site's name, which ends every page's title. */
  siteTitle: string;
  /** og:site_name; the company's name unless told. */
  siteName?: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in text and in a quoted attribute alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

const originOf = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** A site path ('/blogs/7') made absolute on the site; anything else is left as it is. */
export function absoluteUrl(value: string, siteUrl: string): string {
  return value.startsWith('/') && !value.startsWith('//') ? `${originOf(siteUrl)}${value}` : value;
}

// A dot segment, written plainly or percent-encoded (a browser reads '%2e' as '.').
const DOT = /^(?:\.|%2e)$/i;
const DOT_DOT = /^(?:\.|%2e){2}$/i;

/**
 * A requested path as the one address of its page: without query or fragment, a leading
 * '//host' dropped (a browser reads it as another host, never as a path of this site),
 * backslashes read as slashes (browsers do), repeated and trailing slashes collapsed, and dot
 * segments resolved. '//evil.example/blog', '/blog/', '/x/../blog' and '/blog?utm=1' are all
 * '/blog'. A site page's fixed segments take the case SITE_ROUTES gives them: '/SERVICES' is
 * '/services' (a token or id keeps its own); so does a language's prefix before a site page:
 * '/SW/Services/' is '/sw/services', '/sw/' is '/sw' (docs/behaviour.md#languages). Nothing
 * the request names can make it leave the site. The server answers any other spelling of a
 * site page with a redirect here.
 */
export function canonicalPath(path: string): string {
  const collapsed = collapsedPath(path);
  const [, first = '', ...rest] = collapsed.split('/');
  const locale = SITE_LOCALES.find(
    (candidate) =>
      LOCALE_PREFIX[candidate] !== '' && LOCALE_PREFIX[candidate] === `/${first.toLowerCase()}`,
  );
  if (locale) {
    const spelled = sitePageSpelling(`/${rest.join('/')}`);
    return spelled === null ? collapsed : localePath(spelled, locale);
  }
  return sitePageSpelling(collapsed) ?? collapsed;
}

/** Every route of SITE_ROUTES, as segments ('*' for the rest of a dashboard path). */
const SITE_PATTERNS = Object.values(SITE_ROUTES).flatMap((routes) =>
  Object.values(routes).map((pattern: string) => pattern.split('/').slice(1)),
);

/**
 * The path as the site page it names, whatever the case of its fixed segments, or null when
 * no route of SITE_ROUTES has it. `path` is already collapsed (collapsedPath).
 */
function sitePageSpelling(path: string): string | null {
  const have = path === '/' ? [''] : path.split('/').slice(1);
  for (const want of SITE_PATTERNS) {
    const rest = want[want.length - 1] === '*';
    const fixed = rest ? want.slice(0, -1) : want;
    if (rest ? have.length < fixed.length : have.length !== fixed.length) continue;
    const matches = fixed.every((segment, i) =>
      segment.startsWith(':') ? have[i] !== '' : segment.toLowerCase() === have[i]?.toLowerCase(),
    );
    if (!matches) continue;
    const spelled = have.map((segment, i) => {
      const own = fixed[i];
      return own === undefined || own.startsWith(':') ? segment : own;
    });
    return `/${spelled.join('/')}`;
  }
  return null;
}

/**
 * Whether a path is one of the site's pages (SITE_ROUTES) in its one spelling, in either
 * language: '/services' and '/sw/services', '/' and '/sw'; not '/sw/' nor '/sw/sw/services'.
 */
export function isSitePage(path: string): boolean {
  const bare = pathWithoutLocale(path);
  return localePath(bare, localeOfPath(path)) === path && sitePageSpelling(bare) === bare;
}

/** canonicalPath without the case rule: query, '//host', backslashes, slashes, dot segments. */
function collapsedPath(path: string): string {
  let rest = (path.split(/[?#]/, 1)[0] ?? '').replace(/\\/g, '/');
  if (rest.startsWith('//')) rest = rest.replace(/^\/+[^/]*/, '');
  const segments: string[] = [];
  for (const segment of rest.split('/')) {
    if (segment === '' || DOT.test(segment)) continue;
    if (DOT_DOT.test(segment)) segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** The canonical URL of a path: the site's address and the path's canonicalPath. */
export function canonicalUrl(path: string, siteUrl: string): string {
  return `${originOf(siteUrl)}${canonicalPath(path)}`;
}

/** Open Graph's name of each language's locale (og:locale). */
const OG_LOCALE: Record<SiteLocale, string> = { en: 'en_KE', sw: 'sw_KE' };

/**
 * A page in each language (docs/behaviour.md#languages): each language's address of `page` (a
 * site page's path in its one spelling, in either language), then 'x-default' (for a reader of
 * neither language), the English one. The head's hreflang links and the sitemap's alike.
 */
export function languageAlternates(
  page: string,
  siteUrl: string,
): { hreflang: SiteLocale | 'x-default'; href: string }[] {
  const bare = pathWithoutLocale(page);
  const href = (locale: SiteLocale) => `${originOf(siteUrl)}${localePath(bare, locale)}`;
  return [
    ...SITE_LOCALES.map((locale) => ({ hreflang: locale, href: href(locale) })),
    { hreflang: 'x-default' as const, href: href(DEFAULT_LOCALE) },
  ];
}

/**
 * The page's title with the site's: 'Blog | <site title>', or the site title alone for a page
 * without its own; at most 70 characters, always ending with the site's name (composeTitle).
 */
export function documentTitle(title: string, siteTitle: string): string {
  return composeTitle(title, siteTitle);
}

/**
 * The picture of the page's link card: the page's own, else the site's card (COMPANY's
 * socialImage), so every page shares with a picture; with its size when known, and always a
 * text alternative (the page's title when the page gave none).
 */
export function socialImageOf(
  head: PageHead,
  siteUrl: string,
): { url: string; alt: string; width?: number; height?: number } {
  if (!head.image) {
    const { path, alt, width, height } = COMPANY.socialImage;
    return { url: absoluteUrl(path, siteUrl), alt, width, height };
  }
  const sized =
    head.imageWidth && head.imageHeight ? { width: head.imageWidth, height: head.imageHeight } : {};
  return { url: absoluteUrl(head.image, siteUrl), alt: head.imageAlt || head.title, ...sized };
}

// Keys whose values are URLs in schema.org data: site paths among them become absolute.
const URL_KEYS = new Set(['url', 'image', 'logo', '@id']);

function absolutized(value: unknown, siteUrl: string, isUrl: boolean): unknown {
  if (typeof value === 'string') return isUrl ? absoluteUrl(value, siteUrl) : value;
  if (Array.isArray(value)) return value.map((item) => absolutized(item, siteUrl, isUrl));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        absolutized(inner, siteUrl, URL_KEYS.has(key)),
      ]),
    );
  }
  return value;
}

/**
 * One JSON-LD entry as the text of a <script>: site paths under url, image, logo and @id made
 * absolute, and '<', '>', '&' and the JavaScript line separators written as \u escapes, so no
 * value can end the script or open a comment. Still valid JSON, with the same values.
 */
export function jsonLdText(entry: Record<string, unknown>, siteUrl: string): string {
  return JSON.stringify(absolutized(entry, siteUrl, false)).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The head's tags, one a line, to put in the shell's <head> in place of its own title. */
export function renderPageHead(head: PageHead, site: PageHeadSite): string {
  const { siteUrl, siteTitle } = site;
  // A page that is not there (a 404) is no address to send anyone to: no canonical, no og:url.
  const url = (head.status ?? 200) === 200 ? canonicalUrl(site.path, siteUrl) : undefined;
  const image = socialImageOf(head, siteUrl);
  const article = head.type === 'article';
  const page = canonicalPath(site.path);
  const locale = localeOfPath(page);
  // The same page in the other language, beside the canonical link: only for a page that is
  // there (a 404 is no page in any language).
  const alternates = url ? languageAlternates(page, siteUrl) : [];
  const tags = [
    `<title>${escapeHtml(documentTitle(head.title, siteTitle))}</title>`,
    meta('name', 'description', head.description),
    ...(url ? [`<link rel="canonical" href="${escapeHtml(url)}">`] : []),
    ...alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`,
    ),
    meta('property', 'og:type', article ? 'article' : 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(url ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:site_name', site.siteName ?? COMPANY.name),
    meta('property', 'og:locale', OG_LOCALE[locale]),
    ...(url
      ? SITE_LOCALES.filter((other) => other !== locale).map((other) =>
          meta('property', 'og:locale:alternate', OG_LOCALE[other]),
        )
      : []),
  ];
  tags.push(meta('property', 'og:image', image.url));
  if (image.width && image.height) {
    tags.push(
      meta('property', 'og:image:width', String(image.width)),
      meta('property', 'og:image:height', String(image.height)),
    );
  }
  tags.push(meta('property', 'og:image:alt', image.alt));
  if (article && head.published) {
    tags.push(meta('property', 'article:published_time', head.published));
  }
  if (article && head.modified) {
    tags.push(meta('property', 'article:modified_time', head.modified));
  }
  tags.push(
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
  );
  for (const entry of head.structuredData ?? []) {
    tags.push(`<script type="application/ld+json">${jsonLdText(entry, siteUrl)}</script>`);
  }
  if (head.lcpImage) {
    const { src, srcSet, sizes } = head.lcpImage;
    const attributes = [
      'rel="preload"',
      'as="image"',
      `href="${escapeHtml(src)}"`,
      ...(srcSet ? [`imagesrcset="${escapeHtml(srcSet)}"`] : []),
      ...(srcSet && sizes ? [`imagesizes="${escapeHtml(sizes)}"`] : []),
      'fetchpriority="high"',
    ];
    tags.push(`<link ${attributes.join(' ')}>`);
  }
  return tags.join('\n');
}

// A <meta> or <link> tag, its quoted values free to hold '>'; and one attribute of it.
const HEAD_TAG = /<(meta|link)\b((?:"[^"]*"|'[^']*'|[^'">])*)>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, double, single, bare] of text.matchAll(ATTRIBUTE)) {
    attributes.set(name!.toLowerCase(), (double ?? single ?? bare ?? '').trim());
  }
  return attributes;
}

/** Is this one of the tags renderPageHead writes (so the shell's copy must go)? */
function isReplaced(tag: string, attributes: Map<string, string>): boolean {
  if (tag === 'link') {
    const rel = attributes.get('rel')?.toLowerCase();
    return rel === 'canonical' || (rel === 'alternate' && attributes.has('hreflang'));
  }
  const name = attributes.get('name')?.toLowerCase() ?? '';
  const property = attributes.get('property')?.toLowerCase() ?? '';
  return name === 'description' || name.startsWith('twitter:') || /^(og|article):/.test(property);
}

/**
 * The shell's index.html without the head tags a PageHead replaces (its <title>, its meta
 * description, and any canonical or hreflang link, Open Graph or Twitter tag), so the page ends up with
 * one of each. Only the head is touched; the body is kept byte for byte.
 */
export function withoutReplacedHead(html: string): string {
  const end = html.search(/<\/head\s*>/i);
  if (end < 0) return html;
  const head = html
    .slice(0, end)
    .replace(/<title\b[^>]*>[\s\S]*?<\/title\s*>/gi, '')
    .replace(HEAD_TAG, (whole, tag: string, attributes: string) =>
      isReplaced(tag.toLowerCase(), attributesOf(attributes)) ? '' : whole,
    )
    // The lines the removed tags stood on, now empty.
    .replace(/\n[ \t]*(?=\n)/g, '');
  return head + html.slice(end);
}
