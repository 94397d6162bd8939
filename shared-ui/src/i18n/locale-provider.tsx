import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  createIntl,
  createIntlCache,
  RawIntlProvider,
  useIntl,
  type ResolvedIntlConfig,
} from 'react-intl';
import { INTL_LOCALE, type SiteLocale } from 'shared-data';

/**
 * The language a page is shown in (docs/behaviour.md#languages). English is written in the code
 * itself, as each message's `defaultMessage`; a Kiswahili page gives each app's catalogue of the
 * same ids (`src/i18n/sw.json`), loaded only on Kiswahili pages. A message with no Kiswahili
 * falls back to its English; scripts/catalogues.test.cjs fails on it first.
 */
export type Messages = Record<string, string>;

const SiteLocaleContext = createContext<SiteLocale>('en');

/** The site's language of the page shown: 'en' or 'sw'. */
export function useSiteLocale(): SiteLocale {
  return useContext(SiteLocaleContext);
}

const reportIntlError: ResolvedIntlConfig['onError'] = (error) => {
  // English pages have no catalogue by design: their texts are the code's defaults.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
};

/**
 * One cache of formatters for every provider of the page (and, on the server, of every render
 * in the isolate): a message is parsed, and a date or number formatter built, once per text and
 * locale, not again by every provider of every render. Its keys are the texts and options, so a
 * catalogue's messages and its English share nothing they should not.
 */
const FORMATTERS = createIntlCache();

function MessagesOf({
  locale,
  messages,
  children,
}: {
  locale: SiteLocale;
  messages: Messages;
  children: ReactNode;
}) {
  const intl = useMemo(
    () =>
      createIntl(
        {
          locale: INTL_LOCALE[locale],
          defaultLocale: INTL_LOCALE.en,
          messages,
          onError: reportIntlError,
        },
        FORMATTERS,
      ),
    [locale, messages],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

// One empty catalogue, so an English page's provider keeps its intl from render to render.
const NO_MESSAGES: Messages = {};

/** The page's language and the shell's messages in it. */
export function LocaleProvider({
  locale,
  messages = NO_MESSAGES,
  children,
}: {
  locale: SiteLocale;
  messages?: Messages;
  children: ReactNode;
}) {
  return (
    <SiteLocaleContext.Provider value={locale}>
      <MessagesOf locale={locale} messages={messages}>
        {children}
      </MessagesOf>
    </SiteLocaleContext.Provider>
  );
}

/**
 * A remote's own messages, in the page's language, for what it renders, over the shell's (which
 * hold shared-ui's, for the parts of shared-ui a remote renders).
 */
export function AppMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  const outer = useIntl().messages as Messages;
  const merged = useMemo(() => ({ ...outer, ...messages }), [outer, messages]);
  return (
    <MessagesOf locale={useSiteLocale()} messages={merged}>
      {children}
    </MessagesOf>
  );
}

/**
 * shared-ui's own messages (the not-found page, the spinner) in a language: none for English,
 * whose texts are the code's; the Kiswahili catalogue is a chunk of its own, fetched only by a
 * Kiswahili page.
 */
export async function uiMessages(locale: SiteLocale): Promise<Messages> {
  if (locale === 'en') return {};
  const { default: messages } = await import(/* webpackChunkName: "ui-messages-sw" */ './sw.json');
  return messages;
}
