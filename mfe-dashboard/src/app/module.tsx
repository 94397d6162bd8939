import { rootSaga, type RemoteModule } from 'shared-data';
import { SimplePage } from 'shared-ui';
import { sidebarSlice } from '../features/sidebar/store/sidebar.slice';
import { PAGES } from './pages';

// This remote's public surface, exposed as './module' (README, "How the pieces fit").
export const routes: RemoteModule['routes'] = PAGES.map(({ path, title }) => ({
  path,
  element: <SimplePage title={title} />,
}));

export const reducers: RemoteModule['reducers'] = { sidebar: sidebarSlice.reducer };

export const saga: RemoteModule['saga'] = rootSaga();
