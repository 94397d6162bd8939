import type { SiteLocale } from 'shared-data';
import { uiMessages, type Messages } from 'shared-ui';

/**
 * The shell's and shared-ui's messages in a language (docs/behaviour.md#languages): none for
 * English, whose texts are the code's own; Kiswahili's catalogues are chunks of their own, so an
 * English page fetches no byte of them.
 */
export async function loadMessages(locale: SiteLocale): Promise<Messages> {
  if (locale === 'en') return {};
  const [ui, { default: shell }] = await Promise.all([
    uiMessages(locale),
    import(/* webpackChunkName: "shell-messages-sw" */ './sw.json'),
  ]);
  return { ...ui, ...shell };
}
