/**
 * The app_meta row whose value changes with anything a public page shows: the rendered pages are
 * kept under it (render/pages-version.ts). A write outside an API call that changes a public page
 * (a scheduled post going out) gives it a new value itself.
 */
export const PAGES_VERSION = 'pages-version';
