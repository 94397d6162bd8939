import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  SITE_LOCALES,
  isSiteLocale,
  localePath,
  preferredLocale,
  type SiteLocale,
} from 'shared-data/contract';

/**
 * The server's side of the site's languages (docs/behaviour.md#languages): the language a
 * visitor chose (its cookie) or their browser asks for, and the site paths a language switch
 * may send a visitor on to.
 */

/** The longest `to` a language switch takes: a site path with its query, never more. */
export const MAX_SWITCH_TARGET = 2000;

/** The language cookie's values, in the order the request names them. */
const LANGUAGE_COOKIE = new RegExp(`(?:^|;)\\s*${LOCALE_COOKIE}=([^;]*)`, 'g');

/** The language the request's cookie names, when it names one of the site's; else null. */
export function cookieLocale(request: FastifyRequest): SiteLocale | null {
  const header = request.headers.cookie ?? '';
  for (const [, value] of header.slice(0, 8192).matchAll(LANGUAGE_COOKIE)) {
    const locale = value?.trim();
    if (isSiteLocale(locale)) return locale;
  }
  return null;
}

/**
 * The language a visitor gets at the home page `/`: the one they chose (the cookie), else, with
 * no valid cookie, the first of the site's their browser asks for (Accept-Language), else
 * English. A crawler, which sends neither, gets English.
 */
export function homeLocale(request: FastifyRequest): SiteLocale {
  return (
    cookieLocale(request) ?? preferredLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE
  );
}

/** A control character: C0, DEL or C1. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** What a browser may read as another site's address: '//', a backslash, or either encoded. */
const OTHER_SITE = /\/\/|\\|%2f|%5c/i;

/**
 * Why `to` is not a path of this site a visitor may be sent on to, or null when it is one: it
 * starts with a single '/', holds no '//' nor a backslash (written or percent-encoded: a
 * browser reads '//host' and '/\host' as another site), no control character (a header's line
 * break), and is at most MAX_SWITCH_TARGET characters.
 */
export function switchTargetProblem(to: string): string | null {
  if (to.length > MAX_SWITCH_TARGET) {
    return `to is a path of this site, at most ${MAX_SWITCH_TARGET} characters`;
  }
  if (hasControlCharacter(to)) return 'to is a path of this site, without control characters';
  if (!to.startsWith('/')) return "to is a path of this site, starting with '/'";
  if (OTHER_SITE.test(to)) {
    return "to is a path of this site, without '//', a backslash or an encoded slash";
  }
  return null;
}

/**
 * The address a language switch sends a visitor on to: `to` (checked by switchTargetProblem)
 * in `locale`, its query kept, every character outside printable ASCII percent-encoded (a
 * header holds nothing else); null when it cannot be encoded (a lone surrogate).
 */
export function switchLocation(to: string, locale: SiteLocale): string | null {
  let location: string;
  try {
    location = localePath(to, locale).replace(/[^\x21-\x7e]+/g, (run) => encodeURIComponent(run));
  } catch {
    return null;
  }
  // Whatever localePath made of it, still one path of this site.
  return location.startsWith('/') && !OTHER_SITE.test(location) ? location : null;
}

/** The site's languages, as a refusal names them. */
export const LOCALE_LIST = SITE_LOCALES.join(', ');

/**
 * The language a call's messages to the person go out in (a booking's mail and texts): its
 * `?lang=` (en or sw), which the page sends with the page's own language; none: English, as
 * before there were languages. Any other value is a 400: the call says what it wants.
 */
export function replyLocale(request: FastifyRequest): SiteLocale {
  const { lang } = (request.query ?? {}) as Record<string, unknown>;
  if (lang === undefined) return DEFAULT_LOCALE;
  if (!isSiteLocale(lang)) throw new HttpError(400, `lang is one of ${SITE_LOCALES.join(', ')}`);
  return lang;
}
