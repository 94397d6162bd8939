import type { SiteLocale } from 'shared-data';
import { uiMessages, type Messages } from 'shared-ui';

// The same objects for every page of a language: shared-ui keeps one formatter per catalogue
// object, so a new object each render would make it anew each render.
const NONE: Messages = Object.freeze({});
let swahili: Promise<Messages> | undefined;

/**
 * The shell's and shared-ui's messages in a language (docs/behaviour.md#languages): none for
 * English, whose texts are the code's own; Kiswahili's catalogues are chunks of their own, so an
 * English page fetches no byte of them.
 */
export function loadMessages(locale: SiteLocale): Promise<Messages> {
  if (locale === 'en') return Promise.resolve(NONE);
  swahili ??= Promise.all([
    uiMessages(locale),
    import(/* webpackChunkName: "shell-messages-sw" */ './sw.json'),
  ]).then(([ui, { default: shell }]) => ({ ...ui, ...shell }));
  // A failed fetch (a dropped connection) is tried again by the next page, not remembered.
  swahili.catch(() => {
    swahili = undefined;
  });
  return swahili;
}
