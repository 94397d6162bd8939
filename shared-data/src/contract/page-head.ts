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
