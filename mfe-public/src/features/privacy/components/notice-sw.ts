import type { NoticeWords } from 'shared-data/contract/privacy-notice';

/**
 * The privacy notice in Kiswahili ('shared-data/contract/privacy-notice-sw'), a chunk of its
 * own: a visitor in English downloads none of it. The privacy route's loader brings it with the
 * page on a Kiswahili page, and always on the server (withKiswahili in app/pages.tsx), so the
 * page reads it on its first render, in the server's HTML and in the browser's hydration alike.
 * Types only from shared-data here: app/pages.tsx imports this module, and the English notice
 * stays in the page's chunk.
 */
let kiswahili: NoticeWords | null = null;
let loading: Promise<NoticeWords> | null = null;

/** Loads the Kiswahili notice once (again after a failure). */
export function loadNoticeSw(): Promise<NoticeWords> {
  loading ??= import(
    /* webpackChunkName: "privacy-notice-sw" */ 'shared-data/contract/privacy-notice-sw'
  ).then(
    ({ PRIVACY_NOTICE_SW }) => (kiswahili = PRIVACY_NOTICE_SW),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The Kiswahili notice if it is loaded, null otherwise. */
export function loadedNoticeSw(): NoticeWords | null {
  return kiswahili;
}
