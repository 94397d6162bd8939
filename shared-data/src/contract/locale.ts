/**
 * The site's two languages (docs/behaviour.md#languages). English is at the SPEC's paths;
 * Kiswahili is the same paths under `/sw` (`/sw/services`, `/sw` for the home page). One
 * scheme for every route: a route's path is named once (SITE_ROUTES) and each language's
 * address is derived from it, so no remote keeps a second table of paths.
 */
export const SITE_LOCALES = ['en', 'sw'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

export const DEFAULT_LOCALE: SiteLocale = 'en';

/** The prefix of a language's paths: '' for English, '/sw' for Kiswahili. */
export const LOCALE_PREFIX: Record<SiteLocale, string> = { en: '', sw: '/sw' };

/** The locale `Intl` formats dates, times, numbers and money in, per language. */
export const INTL_LOCALE: Record<SiteLocale, string> = { en: 'en-KE', sw: 'sw-KE' };

/** Each language's name, in that language: what the language switch shows. */
export const LOCALE_NAME: Record<SiteLocale, string> = { en: 'English', sw: 'Kiswahili' };

/** The cookie that remembers the language a visitor chose (docs/behaviour.md#languages). */
export const LOCALE_COOKIE = 'lang';

export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === 'string' && (SITE_LOCALES as readonly string[]).includes(value);
}

/** The language of a path: '/sw' and '/sw/...' are Kiswahili, every other path English. */
export function localeOfPath(pathname: string): SiteLocale {
  return pathname === '/sw' || pathname.startsWith('/sw/') ? 'sw' : 'en';
}

/** The path without its language's prefix: '/sw/services' is '/services', '/sw' is '/'. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(LOCALE_PREFIX.sw.length) || '/';
}

/**
 * The same page in `locale`: localePath('/services', 'sw') is '/sw/services', and
 * localePath('/sw/services', 'en') is '/services'. A query or fragment is kept.
 */
export function localePath(path: string, locale: SiteLocale): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? '' : path.slice(cut);
  const bare = pathWithoutLocale(pathname);
  const prefix = LOCALE_PREFIX[locale];
  return (prefix && bare === '/' ? prefix : `${prefix}${bare}`) + rest;
}

/**
 * The site's language a browser asks for first in its Accept-Language header, among the ones
 * the site has ('sw', 'sw-KE', 'sw-TZ' are Kiswahili); null when it names neither. Weights
 * (`q=`) order the list; a weight of 0 refuses a language. At most the first 20 entries are read.
 */
export function preferredLocale(acceptLanguage: string | undefined): SiteLocale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .slice(0, 1000)
    .split(',')
    .slice(0, 20)
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params
        .map((param) => /^\s*q=(.*)$/i.exec(param)?.[1])
        .find((found) => found !== undefined);
      const weight = q === undefined ? 1 : Number(q.trim() || 'x');
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map(({ language }) => language).find(isSiteLocale) ?? null;
}

/** A text staff wrote, in the language it is shown in (for the element's `lang`). */
export interface LocalText {
  text: string;
  lang: SiteLocale;
}

/**
 * Staff's text for a page in `locale` (docs/behaviour.md#content-in-both-languages): on a
 * Kiswahili page its Kiswahili version where there is one (not blank), else the English; an
 * English page always shows the English.
 */
export function inLocale(
  locale: SiteLocale,
  english: string,
  swahili: string | null | undefined,
): LocalText {
  return locale === 'sw' && swahili?.trim()
    ? { text: swahili, lang: 'sw' }
    : { text: english, lang: 'en' };
}

/**
 * The `lang` attribute an element showing staff's text needs on a page in `locale`: the text's
 * language where it is not the page's (a Kiswahili page falling back to the English), else none,
 * so English pages stay as they were.
 */
export function otherLang(
  lang: SiteLocale | undefined,
  locale: SiteLocale,
): SiteLocale | undefined {
  return lang === locale ? undefined : lang;
}

interface TwoLanguagePost {
  title: string;
  title_sw?: string | null | undefined;
  paragraphs: readonly { content: string | null; content_sw?: string | null | undefined }[];
}

/** A blog post as a page in one language shows it: see `blogInLocale`. */
export type PostInLocale<B extends TwoLanguagePost> = Omit<B, 'paragraphs'> & {
  /** The title's language. */
  lang: SiteLocale;
  /** Each block with its text's language (absent for a block without text). */
  paragraphs: (B['paragraphs'][number] & { lang?: SiteLocale })[];
};

/**
 * A blog post as a page in `locale` shows it: its title and each block's text through
 * `inLocale`, with their languages; the Kiswahili fields are left as they were.
 */
export function blogInLocale<B extends TwoLanguagePost>(
  blog: B,
  locale: SiteLocale,
): PostInLocale<B> {
  const title = inLocale(locale, blog.title, blog.title_sw);
  return {
    ...blog,
    title: title.text,
    lang: title.lang,
    paragraphs: blog.paragraphs.map((paragraph) => {
      if (!paragraph.content?.trim() && !paragraph.content_sw?.trim()) return { ...paragraph };
      const content = inLocale(locale, paragraph.content ?? '', paragraph.content_sw);
      return { ...paragraph, content: content.text || paragraph.content, lang: content.lang };
    }),
  };
}
