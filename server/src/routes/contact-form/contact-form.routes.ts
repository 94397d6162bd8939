import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  endpoints,
  fieldsNamedIn,
  POSTED_FORM_SLICE,
  SITE_LOCALES,
  SITE_ROUTES,
  localePath,
  type PostedForm,
  type SiteLocale,
} from 'shared-data/contract';
import type { ReleaseResolver } from '../../core/releases';
import { HttpError } from '../../core/errors';
import { visitorBucket } from '../../core/visitor-bucket';
import type { PageRenderer, RenderedPage } from '../../render/page-renderer';

/** The contact form's fields, as its HTML names them (and the API's enquiry does). */
export const CONTACT_FIELDS = ['fullname', 'email', 'phonenumber', 'message'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

/** A form of four fields, the message at most 5000 characters: room for that, encoded. */
const FORM_BODY_LIMIT = 64 * 1024;
/** What of a field is shown back: more than the API takes, so a refused one is seen as sent. */
const SHOWN_BACK_CHARS = 10_000;
/** Where the enquiry goes: the API's own call, which checks, limits and stores it. */
const CREATE_ENQUIRY = `/api/${endpoints.createEnquiry.path}`;
/** The page a sent form lands on: the contact page, saying it was sent (docs/behaviour.md#contact). */
export const CONTACT_SENT = `${SITE_ROUTES.public.contact}?sent=1`;

export interface ContactFormOptions {
  /** The site's address (PUBLIC_URL): its origin may post the form. */
  siteUrl: string;
  renderer: PageRenderer | undefined;
  releases: ReleaseResolver | undefined;
}

/**
 * The contact form posted without JavaScript (docs/behaviour.md#contact): POST /contact, and
 * POST /sw/contact from the Kiswahili page (answered in Kiswahili: the same route, its pages in
 * that language), application/x-www-form-urlencoded, from this site's own pages only. The enquiry is made by the
 * API's own call (in-process, as the visitor's address), so its checks, rate limit and storing
 * are the API's, word for word: a success answers 303 to the contact page saying so; a refusal
 * answers the contact page rendered again with what was typed and what was wrong.
 */
export const contactFormRoutes: FastifyPluginAsync<ContactFormOptions> = async (app, options) => {
  const siteOrigin = new URL(options.siteUrl).origin;
  // Only this plugin reads form bodies: the API takes JSON and multipart, as before.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const form: Record<string, string> = {};
      // A field sent twice keeps its first value, as the page has one of each.
      for (const [name, value] of new URLSearchParams(String(body))) {
        if (!(name in form)) form[name] = value;
      }
      done(null, form);
    },
  );

  for (const locale of SITE_LOCALES) contactFormRoute(app, options, siteOrigin, locale);
};

function contactFormRoute(
  app: FastifyInstance,
  options: ContactFormOptions,
  siteOrigin: string,
  locale: SiteLocale,
): void {
  const contactPage = localePath(SITE_ROUTES.public.contact, locale);
  const sentPage = localePath(CONTACT_SENT, locale);
  app.post(
    contactPage,
    {
      bodyLimit: FORM_BODY_LIMIT,
      // Before the body is read: a cross-site post costs nothing more.
      onRequest: async (request) => {
        if (crossSite(request, siteOrigin)) {
          throw new HttpError(403, 'The form may only be sent from this site');
        }
      },
    },
    async (request, reply) => {
      if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
        throw new HttpError(415, 'The form is sent as application/x-www-form-urlencoded');
      const form = (request.body ?? {}) as Record<string, unknown>;
      const values = Object.fromEntries(
        CONTACT_FIELDS.map((name) => {
          const value = form[name];
          return [name, typeof value === 'string' ? value.slice(0, SHOWN_BACK_CHARS) : ''];
        }),
      ) as Record<ContactField, string>;
      // As the hydrated form sends it (trimmed, without a location: none was looked up).
      const answer = await app.inject({
        method: 'POST',
        // The page's language: the acknowledgement is written in it.
        url: `${CREATE_ENQUIRY}?lang=${locale}`,
        remoteAddress: request.ip,
        headers: {
          'content-type': 'application/json',
          ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        },
        payload: JSON.stringify({
          fullname: values.fullname.trim(),
          email: values.email.trim(),
          phonenumber: values.phonenumber.trim(),
          message: values.message.trim(),
          geo_data: null,
        }),
      });
      reply.header('cache-control', 'no-store');
      if (answer.statusCode === 200) return reply.code(303).header('location', sentPage).send();

      const msg = messageOf(answer.body);
      // Every field the API named gets the form's own message beside it, never the API's words.
      const invalid = answer.statusCode === 400 ? fieldsNamedIn(msg, CONTACT_FIELDS) : [];
      const posted: PostedForm = {
        values,
        invalid,
        // Not a field's: the hydrated form shows the same message in its toast.
        failure: invalid.length > 0 ? null : msg,
      };
      const retryAfter = answer.headers['retry-after'];
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      reply.code(answer.statusCode === 429 ? 429 : answer.statusCode >= 500 ? 503 : 400);

      const chosen = options.releases
        ? await options.releases.choose(visitorBucket(request, reply))
        : undefined;
      const rendered =
        options.renderer && chosen
          ? await options.renderer.posted({
              path: contactPage,
              visitor: request.ip,
              chosen,
              state: { [POSTED_FORM_SLICE]: posted },
            })
          : null;
      if (rendered) return sendPage(request, reply, rendered.page);
      // No rendered page (rendering is off, or past its limits): a plain one, still usable.
      return reply.type('text/html; charset=utf-8').send(plainRefusal(posted, contactPage));
    },
  );
}

/**
 * Whether a post comes from another site's page: its Sec-Fetch-Site says so (every current
 * browser sends it), or, from a browser without it, its Origin is not this site's. A request with
 * neither is no browser's form post (a script's, which could send any header anyway) and goes
 * to the API's checks and limits like any call.
 */
function crossSite(request: FastifyRequest, siteOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite !== 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== siteOrigin && origin !== `${request.protocol}://${request.host}`;
}

/** The API's { status, msg } message, or a general one for a body without it. */
function messageOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { msg?: unknown };
    if (typeof parsed.msg === 'string') return parsed.msg.slice(0, 300);
  } catch {
    // Not JSON: the general message below.
  }
  return 'The message could not be sent, try again';
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage['page']) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepted)
    ? ['br', page.br]
    : /\bgzip\b/.test(accepted)
      ? ['gzip', page.gzip]
      : [null, page.body];
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('text/html; charset=utf-8').send(body);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The answer to a refused form when its page cannot be rendered: what happened, and a way back. */
function plainRefusal(posted: PostedForm, contactPage: string): string {
  const reason =
    posted.failure ??
    'Please check the form: your full name, a valid email address, a phone number of 7 to 20 digits and your message are all needed.';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Contact Us</title></head><body><main><h1>Your message was not sent</h1><p>${escapeHtml(reason)}</p><p><a href="${contactPage}">Back to the contact form</a></p></main></body></html>`;
}
