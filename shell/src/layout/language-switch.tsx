import { LOCALE_NAME, SITE_LOCALES, type SiteLocale } from 'shared-data';
import { useLocation, useSiteLocale } from 'shared-ui';

/**
 * The address that shows the page being read in another language and remembers the choice
 * (the server's GET /language/:locale sets the cookie and answers with the page:
 * docs/behaviour.md#languages). A plain link: it works before the page's scripts have run.
 */
export function languageHref(locale: SiteLocale, path: string): string {
  return `/language/${locale}?to=${encodeURIComponent(path)}`;
}

/**
 * The language switch of the top bar and the footer: a link to the page in each other language,
 * named in that language (and marked so, for a screen reader's voice). `withCode` adds the
 * language's code ('SW') beside its name, for a bar that shows the one or the other by width
 * (`.language-name`, `.language-code`); the code stays part of the link's name.
 */
export function LanguageSwitch({
  className,
  withCode = false,
}: {
  className?: string;
  withCode?: boolean;
}) {
  const current = useSiteLocale();
  const { pathname, search } = useLocation();
  return (
    <>
      {SITE_LOCALES.filter((locale) => locale !== current).map((locale) => (
        <a
          key={locale}
          className={className}
          href={languageHref(locale, pathname + search)}
          hrefLang={locale}
          lang={locale}
          rel="nofollow"
        >
          {withCode ? (
            <>
              <span className="language-name">{LOCALE_NAME[locale]}</span>{' '}
              <span className="language-code">{locale.toUpperCase()}</span>
            </>
          ) : (
            LOCALE_NAME[locale]
          )}
        </a>
      ))}
    </>
  );
}
