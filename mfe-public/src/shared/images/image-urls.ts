// The images bundled with the site as files, by name. `new URL('./file', import.meta.url)` is
// how webpack bundles a file and answers its content-hashed URL; under jest, which bundles
// nothing, the same expression is the file's own path. The other pictures are drawn inline
// (artwork.tsx).
export const IMAGE_URLS = {
  /** The home page's hero when the carousel has no slide (an image, like the slides). */
  heroDefault: new URL('./hero-default.svg', import.meta.url).href,
};
