// Messages and formatting in the page's language (docs/behaviour.md#languages). react-intl is
// reached through shared-ui, a federation singleton, as react-router-dom is: the apps share
// one copy, tree-shaken to what is used, and one language context.
export {
  FormattedMessage,
  FormattedDate,
  FormattedTime,
  FormattedNumber,
  useIntl,
  type IntlShape,
  type MessageDescriptor,
} from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
export {
  LocaleProvider,
  AppMessages,
  useSiteLocale,
  uiMessages,
  type Messages,
} from './locale-provider';

/** A message of an app: its id (unique in the app) and its English, the text of the code. */
export interface Message {
  id: string;
  defaultMessage: string;
}

/**
 * An app's messages, by name (what scripts/lib/catalogues.cjs reads out of the code): react-intl's
 * own defineMessages types each message's values, which every caller would then have to declare.
 */
export function defineMessages<const K extends string>(
  messages: Record<K, Message>,
): Record<K, MessageDescriptor & Message> {
  return messages;
}
