// What the first script of every page needs of the preview: whether one is asked for. The rest
// (start/preview.ts, the banner) is loaded only then (docs/behaviour.md#releases).

/**
 * The browser session's previews, `{ "<remote>": "<version>" }`, kept in sessionStorage. The
 * server-rendered page's starter script (server/src/render/entry-boot.ts) reads the same key and
 * parameter to start the app at once.
 */
export const PREVIEW_STORAGE_KEY = 'vetportal.preview';
/** The contract's RELEASE_PREVIEW_PARAM (the contract module carries zod). */
export const PREVIEW_PARAM = 'preview';
/** The id of the notice that says why a preview was not started. */
export const PREVIEW_NOTICE_ID = 'RELEASE_PREVIEW_FAIL';

/** A `?preview=` on this URL, or a preview kept from earlier in this browser session. */
export function wantsPreview(search = window.location.search): boolean {
  try {
    return search.includes(`${PREVIEW_PARAM}=`) || !!sessionStorage.getItem(PREVIEW_STORAGE_KEY);
  } catch {
    return false; // storage disabled by the browser, and no parameter
  }
}
