import type { FastifyPluginAsync } from 'fastify';
import { LOCALE_COOKIE, SITE_ROUTES, isSiteLocale } from 'shared-data/contract';
import { HttpError } from '../../core/errors';
import { LOCALE_LIST, switchLocation, switchTargetProblem } from '../../core/site-language';

/** Where the language switch is: GET /language/{en|sw}?to={a site path}. */
export const LANGUAGE_ROUTE_BASE = '/language';

/** How long the language chosen is remembered. */
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface LanguageRoutesOptions {
  /** The site's address (PUBLIC_URL): over https, the cookie is sent over https only. */
  siteUrl: string;
}

/**
 * The language switch (docs/behaviour.md#languages): remembers the language chosen in the
 * language cookie and sends the visitor on to the same page in it, `to` in that language. `to`
 * is a path of this site only (core/site-language.ts): anything else is a 400, never a redirect
 * to another site. A plain link, so it works without the page's scripts.
 */
export const languageRoutes: FastifyPluginAsync<LanguageRoutesOptions> = async (
  app,
  { siteUrl },
) => {
  const httpsSite = new URL(siteUrl).protocol === 'https:';
  app.get<{ Params: { locale: string }; Querystring: Record<string, unknown> }>(
    `${LANGUAGE_ROUTE_BASE}/:locale`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { locale } = request.params;
      if (!isSiteLocale(locale)) {
        throw new HttpError(400, `The language is one of ${LOCALE_LIST}`);
      }
      const to = request.query.to ?? SITE_ROUTES.public.home;
      if (typeof to !== 'string') throw new HttpError(400, 'to is one path of this site');
      const problem = switchTargetProblem(to);
      if (problem) throw new HttpError(400, problem);
      const location = switchLocation(to, locale);
      if (!location) throw new HttpError(400, 'to is a path of this site');
      // No secret, and readable by the page's scripts; Lax: sent when a visitor follows a link
      // to the site, so the home page opens in their language.
      const secure = httpsSite || request.protocol === 'https' ? '; Secure' : '';
      return reply
        .header(
          'set-cookie',
          `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`,
        )
        .header('cache-control', 'no-store')
        .redirect(location, 303);
    },
  );
};
