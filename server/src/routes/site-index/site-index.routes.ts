import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_LOCALES, SITE_ROUTES, localePath } from 'shared-data/contract';
import { noneMatchHits, REVALIDATE } from '../../core/cache-policy';
import { languageAlternates } from '../../render/page-head';
import { LANGUAGE_ROUTE_BASE } from '../language/language.routes';
import type { SitemapEntry, SitemapService } from '../../services/sitemap-service';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/**
 * The sitemaps.org XML of these pages, with absolute URLs on `siteUrl`: each page once in every
 * language (docs/behaviour.md#languages), English first, each `<url>` naming the page in every
 * language and the default one by `xhtml:link` alternates, as search engines read hreflang in
 * a sitemap. A page's last change is both languages' (they show the same data).
 */
export function sitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const urls = entries.flatMap((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    const alternates = languageAlternates(entry.path, siteUrl)
      .map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      )
      .join('');
    return SITE_LOCALES.map(
      (locale) =>
        `  <url><loc>${escapeXml(origin + localePath(entry.path, locale))}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * What crawlers may fetch: the site, but not the dashboard, the API, the account screens (not
 * for search results) or bookings' manage links (each a private token), in either language, nor
 * the language switch (each page's languages are in its head and the sitemap); and where the
 * sitemap is.
 */
export function robotsTxt(siteUrl: string): string {
  const inEveryLanguage = (path: string) => SITE_LOCALES.map((locale) => localePath(path, locale));
  const closed = [
    ...inEveryLanguage(SITE_ROUTES.dashboard.dashboard.replace(/\/\*$/, '')),
    '/api/',
    ...Object.values(SITE_ROUTES.auth).flatMap(inEveryLanguage),
    ...inEveryLanguage(SITE_ROUTES.public.manageBooking.replace(/:\w+$/, '')),
    `${LANGUAGE_ROUTE_BASE}/`,
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...closed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Sends a text that may change at any moment: caches keep it but ask first (ETag, 304). */
function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  body: string,
): FastifyReply {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', REVALIDATE).header('etag', etag);
  if (noneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(type).send(body);
}

export interface SiteIndexRoutesOptions {
  /** The site's public origin (PUBLIC_URL): sitemap URLs are absolute. */
  siteUrl: string;
  sitemap: SitemapService;
}

/**
 * GET /sitemap.xml and GET /robots.txt, at the site's root (docs/behaviour.md#sitemap-and-robots).
 * Routes of their own, so the history fallback never answers them with the shell's page.
 */
export const siteIndexRoutes: FastifyPluginAsync<SiteIndexRoutesOptions> = async (
  app,
  { siteUrl, sitemap },
) => {
  const robots = robotsTxt(siteUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    sendRevalidated(request, reply, 'text/plain; charset=utf-8', robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    sendRevalidated(
      request,
      reply,
      'application/xml; charset=utf-8',
      sitemapXml(await sitemap.entries(), siteUrl),
    ),
  );
};
