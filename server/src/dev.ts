// `npm run dev -w server`: the server in development, where the dev servers' origins may call
// the API by default (config.ts). Set before the server reads its configuration.
process.env.NODE_ENV ??= 'development';
void import('./main.js');
