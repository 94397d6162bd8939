declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
/** The text of an SVG file, to draw inline (webpack's asset/source; webpack/browser.cjs). */
declare module '*.svg?source' {
  const markup: string;
  export default markup;
}
