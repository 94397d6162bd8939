// What the first script of every page needs of the preview: whether one is asked for. The rest
// (start/preview.ts, the banner) is loaded only then (docs/behaviour.md#releases).

/** The browser session's previews, `{ "<remote>": "<version>" }`, kept in sessionStorage. */
export const PREVIEW_STORAGE_KEY = 'vetportal.preview';
/** The contract's RELEASE_PREVIEW_PARAM (the contract module carries zod). */
export const PREVIEW_PARAM = 'preview';
/** The id of the notice that says why a preview was not started. */
export const PREVIEW_NOTICE_ID = 'RELEASE_PREVIEW_FAIL';

export function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** A `?preview=` on this URL, or a preview kept from earlier in this browser session. */
export function wantsPreview(search = window.location.search): boolean {
  return (
    new URLSearchParams(search).has(PREVIEW_PARAM) || !!sessionStore()?.getItem(PREVIEW_STORAGE_KEY)
  );
}
