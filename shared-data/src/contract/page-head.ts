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
