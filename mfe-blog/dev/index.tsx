import { mountStandalone } from 'dev-host';
import * as remote from '../src/app/module';

// `npm run dev -w mfe-blog`: this remote alone, without the shell or the other remotes.
mountStandalone('blog', remote);
