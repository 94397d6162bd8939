import { mountStandalone } from 'dev-host';
import * as remote from '../src/app/module';

// `npm run dev -w mfe-auth`: this remote alone, without the shell or the other remotes.
mountStandalone('auth', remote);
