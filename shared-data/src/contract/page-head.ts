/**
 * What a public page says about itself in the document's head. A page declares it while it
 * renders (shared-ui's usePageHead); the server turns it into the tags of the first HTML (title,
 * description, canonical link, Open Graph and Twitter cards, JSON-LD, the preload of the page's
 * largest image) and the browser keeps the live document in step as the visitor moves on.
 * Paths are the site's own ('/blogs/7', '/uploads/a.webp'): the server makes them absolute
 * with its public URL.
 */
export interface PageHead {
  /** The page's own title, without the site's name: 'Blog', not 'Blog | <site title>'. */
  title: string;
  /** One or two sentences for search results and link cards, at most 160 characters. */
  description: string;
  /** The picture shown when the page is shared: a site path or an absolute URL. */
  image?: string;
  /** The text alternative of that picture. */
  imageAlt?: string;
  /**
   * Its size in pixels, when the page knows it (link cards lay out before they load it). The
   * server fills it in for an upload, and the site's own card (SOCIAL_IMAGE) has it.
   */
  imageWidth?: number;
  imageHeight?: number;
  /** 'article' for a blog post, 'website' (the default) for every other page. */
  type?: 'website' | 'article';
  /** A blog post's first publication and last change, ISO 8601. */
  published?: string;
  modified?: string;
  /**
   * Structured data, each entry one JSON-LD object (schema.org, '@context' included). Values of
   * 'url', 'image', 'logo' and '@id' may be site paths.
   */
  structuredData?: readonly Record<string, unknown>[];
  /** The largest image of the first screen: preloaded by the HTML with a high priority. */
  lcpImage?: { src: string; srcSet?: string | null; sizes?: string };
  /** The HTTP status the page is answered with: 404 for a page that is not there. */
  status?: number;
}

/** A composed <title> is at most this long: search results cut longer ones. */
export const TITLE_MAX_LENGTH = 70;

/**
 * A page's <title>: its own title, then the site's name ('Blog | Mifugo Vet'), or the site's
 * name alone for a page that has no other. At most TITLE_MAX_LENGTH characters: a longer own
 * title is cut at a word and marked with an ellipsis, so the name always ends it.
 */
export function composeTitle(title: string, siteName: string): string {
  const own = title.replace(/\s+/g, ' ').trim();
  if (!own || own === siteName) return siteName;
  const suffix = ` | ${siteName}`;
  if (own.length + suffix.length <= TITLE_MAX_LENGTH) return `${own}${suffix}`;
  const room = TITLE_MAX_LENGTH - suffix.length - 1;
  const cut = own.slice(0, room + 1);
  const space = cut.lastIndexOf(' ');
  const kept = (space > room / 2 ? cut.slice(0, space) : own.slice(0, room)).replace(
    /[\s,.;:|–-]+$/,
    '',
  );
  return `${kept}…${suffix}`;
}

/**
 * The largest picture of an upload, for link cards (which show it large): the widest entry of
 * its srcset ('/u/a-480.webp 480w, /u/a-1600.webp 1600w'), with its width; the image itself
 * (width unknown) when there is no srcset.
 */
export function largestOf(image: string, srcSet?: string | null): { src: string; width?: number } {
  let best: { src: string; width: number } | null = null;
  for (const candidate of (srcSet ?? '').split(',')) {
    const [src, descriptor] = candidate.trim().split(/\s+/);
    const width = /^(\d+)w$/.exec(descriptor ?? '')?.[1];
    if (src && width && (!best || Number(width) > best.width)) best = { src, width: Number(width) };
  }
  return best ?? { src: image };
}

/** The id of the script element in which a server-rendered page carries ServerPageState. */
export const SERVER_STATE_ELEMENT_ID = 'portal-state';

/**
 * What a server-rendered page tells the shell, as JSON in a script element: the runtime config
 * the page was rendered for (the visitor's versions: no fetch of /runtime-config.json), the
 * store's state (no call for what is shown), and the remote whose page is in the HTML, which the
 * shell loads before it hydrates (null: the shell's own page, such as not-found).
 */
export interface ServerPageState {
  config: unknown;
  state: Record<string, unknown>;
  remote: string | null;
}

/**
 * The shell's server bundle and the site's server, as they talk to each other: a call the
 * render makes (answered by the server's own routes, in-process) and its answer.
 */
export interface RenderApiRequest {
  method: string;
  /** The path and query, from the site's root: '/api/blog/'. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface RenderApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A page rendered on the server. */
export interface RenderOutput {
  /** The content of #root. */
  html: string;
  /** The styles of what was rendered: <style> tags. */
  styles: string;
  /** The store's state, which the browser starts from. */
  state: unknown;
  head: PageHead | null;
  /** 200, or the page's own (404 for a page that is not there). */
  status: number;
  /** False when the data did not all arrive in time: the page shows what did, and loads the rest. */
  complete: boolean;
}
