import { sessionStarted } from 'shared-data';
import { describeRemoteModule } from 'shared-ui/testing';
import * as remote from './module';
import { ADMIN } from './testing/test-users';

describeRemoteModule('dashboard', remote, (kit) =>
  kit.store.dispatch(sessionStarted({ user: ADMIN, access_token: 'token' })),
);
