// Documents bundled as files: webpack answers their URL (see webpack.config.cjs).
declare module '*.html' {
  const url: string;
  export default url;
}
