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
/** Part of an app's catalogue: its messages, by id (webpack/catalogue-part-loader.cjs). */
declare module '*?part=core' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*?part=services' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*?part=articles' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*?part=resources' {
  const messages: Record<string, string>;
  export default messages;
}
/** The text of an SVG file, to draw inline (webpack's asset/source; webpack/browser.cjs). */
declare module '*.svg?source' {
  const markup: string;
  export default markup;
}
