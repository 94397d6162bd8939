import { COMPANY, type PageHead } from 'shared-data/contract';

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
  /** The shell page's own <title>: the site's name in every page's title. */
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
 * '/blog'. Nothing the request names can make it leave the site.
 */
export function canonicalPath(path: string): string {
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

/** The page's title with the site's: 'Blog | <site title>', or the site title alone for the home page. */
export function documentTitle(title: string, siteTitle: string): string {
  const own = title.trim();
  return !own || own === siteTitle ? siteTitle : `${own} | ${siteTitle}`;
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
  const image = head.image ? absoluteUrl(head.image, siteUrl) : undefined;
  const article = head.type === 'article';
  const tags = [
    `<title>${escapeHtml(documentTitle(head.title, siteTitle))}</title>`,
    meta('name', 'description', head.description),
    ...(url ? [`<link rel="canonical" href="${escapeHtml(url)}">`] : []),
    meta('property', 'og:type', article ? 'article' : 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(url ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:site_name', site.siteName ?? COMPANY.name),
    meta('property', 'og:locale', 'en_KE'),
  ];
  if (image) {
    tags.push(meta('property', 'og:image', image));
    if (head.imageAlt) tags.push(meta('property', 'og:image:alt', head.imageAlt));
  }
  if (article && head.published) {
    tags.push(meta('property', 'article:published_time', head.published));
  }
  if (article && head.modified) {
    tags.push(meta('property', 'article:modified_time', head.modified));
  }
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (image) {
    tags.push(meta('name', 'twitter:image', image));
    if (head.imageAlt) tags.push(meta('name', 'twitter:image:alt', head.imageAlt));
  }
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
  if (tag === 'link') return attributes.get('rel')?.toLowerCase() === 'canonical';
  const name = attributes.get('name')?.toLowerCase() ?? '';
  const property = attributes.get('property')?.toLowerCase() ?? '';
  return name === 'description' || name.startsWith('twitter:') || /^(og|article):/.test(property);
}

/**
 * The shell's index.html without the head tags a PageHead replaces (its <title>, its meta
 * description, and any canonical link, Open Graph or Twitter tag), so the page ends up with
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
