import { createContext, useContext, type ReactNode } from 'react';
import {
  createIntl,
  createIntlCache,
  RawIntlProvider,
  useIntl,
  type IntlShape,
  type MessageDescriptor,
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

/**
 * A formatter's `formatMessage` that remembers the text of each message formatted without values
 * (most of a page's). react-intl serialises its arguments to find its cached formatter and then
 * formats again on every call, some 20 µs a message; a page formats hundreds, every render.
 */
function remembering(intl: IntlShape): IntlShape {
  const texts = new Map<string, string>();
  const format = intl.formatMessage;
  const formatMessage = ((
    descriptor: MessageDescriptor,
    values?: Parameters<IntlShape['formatMessage']>[1],
    options?: Parameters<IntlShape['formatMessage']>[2],
  ) => {
    const plain =
      values === undefined &&
      (options === undefined || Object.keys(options).every((key) => key === 'ignoreTag'));
    if (!plain) return format(descriptor, values, options);
    const key = `${String(descriptor.id)}\u0000${String(descriptor.defaultMessage)}\u0000${String(options?.ignoreTag)}`;
    const known = texts.get(key);
    if (known !== undefined) return known;
    const text = format(descriptor, values, options);
    if (typeof text === 'string') texts.set(key, text);
    return text;
  }) as IntlShape['formatMessage'];
  return { ...intl, formatMessage, $t: formatMessage };
}

/**
 * One formatter per language and catalogue, for the life of the page (or, on the server, of the
 * isolate): react-intl's createIntl asks Intl which locales it supports each time, some 3 ms, and
 * a catalogue object is loaded once, so a render finds its formatter made.
 */
const INTLS = new WeakMap<Messages, Partial<Record<SiteLocale, IntlShape>>>();

function intlFor(locale: SiteLocale, messages: Messages): IntlShape {
  let byLocale = INTLS.get(messages);
  if (!byLocale) INTLS.set(messages, (byLocale = {}));
  return (byLocale[locale] ??= remembering(
    createIntl(
      {
        locale: INTL_LOCALE[locale],
        defaultLocale: INTL_LOCALE.en,
        messages,
        onError: reportIntlError,
      },
      FORMATTERS,
    ),
  ));
}

/** Two catalogues as one, the same object each time for the same two (so intlFor finds it). */
const MERGED = new WeakMap<Messages, WeakMap<Messages, Messages>>();

function merged(outer: Messages, inner: Messages): Messages {
  let withOuter = MERGED.get(outer);
  if (!withOuter) MERGED.set(outer, (withOuter = new WeakMap()));
  let both = withOuter.get(inner);
  if (!both) withOuter.set(inner, (both = { ...outer, ...inner }));
  return both;
}

function MessagesOf({
  locale,
  messages,
  children,
}: {
  locale: SiteLocale;
  messages: Messages;
  children: ReactNode;
}) {
  return <RawIntlProvider value={intlFor(locale, messages)}>{children}</RawIntlProvider>;
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
  const locale = useSiteLocale();
  // An app with no messages in this language (English: the code's own) changes nothing.
  if (Object.keys(messages).length === 0) return <>{children}</>;
  return (
    <MessagesOf locale={locale} messages={merged(outer, messages)}>
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
