import { rootSaga, type RemoteModule } from 'shared-data';
import { SimplePage } from 'shared-ui';
import { PAGES } from './pages';

// This remote's public surface, exposed as './module' (README, "How the pieces fit").
export const routes: RemoteModule['routes'] = PAGES.map(({ path, title }) => ({
  path,
  element: <SimplePage title={title} />,
}));

export const reducers: RemoteModule['reducers'] = {};

export const saga: RemoteModule['saga'] = rootSaga();
