import { describeRemoteModule } from 'shared-ui/testing';
import * as remote from './module';

describeRemoteModule('blog', remote);
