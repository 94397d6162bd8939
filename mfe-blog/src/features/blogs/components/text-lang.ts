import type { SiteLocale } from 'shared-data';

/**
 * The `lang` attribute an element showing staff's text needs on a page in `locale`: the text's
 * language where it is not the page's (a Kiswahili page falling back to the English,
 * docs/behaviour.md#content-in-both-languages), else none, so English pages stay as they were.
 */
export function textLang(lang: SiteLocale | undefined, locale: SiteLocale): SiteLocale | undefined {
  return lang === locale ? undefined : lang;
}
