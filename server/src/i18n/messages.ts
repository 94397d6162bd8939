import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALE, type SiteLocale } from 'shared-data/contract';
import sw from './sw.json';

/**
 * What the server writes to people in their language (docs/behaviour.md#languages): booking's
 * mail, calendar file and texts. As in the apps, English is written in the code as each
 * message's defaultMessage and `sw.json` is the Kiswahili of the same ids, in ICU MessageFormat;
 * scripts/catalogues.test.cjs checks the catalogue against the code.
 */
export interface ServerMessage {
  id: string;
  defaultMessage: string;
}

/** A module's messages, by name (read out of the code by scripts/lib/catalogues.cjs). */
export function defineMessages<const K extends string>(
  messages: Record<K, ServerMessage>,
): Record<K, ServerMessage> {
  return messages;
}

const CATALOGUES: Record<SiteLocale, Record<string, string>> = { en: {}, sw };

export type Values = Record<string, string | number>;
export type Translate = (message: ServerMessage, values?: Values) => string;

const formats = new Map<string, IntlMessageFormat>();

/**
 * The messages of one language: a message's text in that language (its English where the
 * catalogue has none), its placeholders filled. Values are taken as they are: a text holds what
 * it is given, and ICU's markup is not read in them.
 */
export function translator(locale: SiteLocale): Translate {
  return (message, values = {}) => {
    const text = CATALOGUES[locale][message.id] ?? message.defaultMessage;
    const key = `${locale}\u0000${text}`;
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(text, INTL_LOCALE[locale], undefined, { ignoreTag: true });
      formats.set(key, format);
    }
    return String(format.format(values));
  };
}
