import {
  BLOG_POSTS_SLICE,
  rootSaga,
  SITE_ROUTES,
  type RemoteModule,
  type RemoteReducers,
} from 'shared-data';
import { BlogDetail } from '../features/blogs/components/blog-detail';
import { BlogList } from '../features/blogs/components/blog-list';
import { blogsSaga } from '../features/blogs/sagas/blogs.saga';
import { blogsReducer, retrieveBlogs } from '../features/blogs/store/blogs.slice';

// This remote's public surface, exposed as './module' (README, "How the pieces fit").
// The server renders both with the blogs in them (a blog is found in the list); the browser's
// bundle leaves that out.
const ON_SERVER = process.env.PORTAL_RENDER === 'server';
export const routes: RemoteModule['routes'] = [
  {
    path: SITE_ROUTES.blog.list,
    element: <BlogList />,
    ...(ON_SERVER && { serverData: () => [retrieveBlogs.start()] }),
  },
  {
    path: SITE_ROUTES.blog.detail,
    element: <BlogDetail />,
    ...(ON_SERVER && { serverData: () => [retrieveBlogs.start()] }),
  },
];

// Under the blog remote's own key (shared-data's StoreKey); a staff preview is rendered from it.
export const reducers: RemoteReducers<'blog'> = { [BLOG_POSTS_SLICE]: blogsReducer };

// Its Kiswahili catalogue, a chunk of its own, fetched only by a Kiswahili page
// (docs/behaviour.md#languages); English is the code's own.
export const messages: NonNullable<RemoteModule['messages']> = async (locale) =>
  locale === 'en'
    ? {}
    : (await import(/* webpackChunkName: "blog-messages-sw" */ '../i18n/sw.json')).default;

export const saga: RemoteModule['saga'] = rootSaga(blogsSaga);
