// Where the blogs' calls (7.2) and the publishing workflow's go.
import type { Endpoint } from '../endpoints';
import { image, requiredImage } from './file-fields';

export const blogEndpoints = {
  // 7.2 Blogs
  blogs: { method: 'GET', path: 'blog/', auth: 'none', body: 'none' },
  blogPage: { method: 'GET', path: 'blog/page', auth: 'bearer', body: 'none' },
  // One blog by its id (docs/behaviour.md#blog-calls); 'blog/page' is the paged list, not an id.
  blog: { method: 'GET', path: 'blog/{blog_id}', auth: 'none', body: 'none' },
  createBlog: {
    method: 'POST',
    path: 'blog/create',
    auth: 'bearer',
    body: 'multipart',
    files: { image: requiredImage },
  },
  updateBlog: {
    method: 'PUT',
    path: 'blog/update',
    auth: 'bearer',
    body: 'multipart',
    files: { image },
  },
  deleteBlog: { method: 'DELETE', path: 'blog/delete', auth: 'bearer', body: 'none' },
  createParagraph: {
    method: 'POST',
    path: 'blog/paragraph/create',
    auth: 'bearer',
    body: 'multipart',
    files: { image },
  },
  updateParagraph: {
    method: 'PUT',
    path: 'blog/paragraph/update',
    auth: 'bearer',
    body: 'multipart',
    files: { image },
  },
  deleteParagraph: {
    method: 'DELETE',
    path: 'blog/paragraph/delete',
    auth: 'bearer',
    body: 'none',
  },
  // The publishing workflow (docs/behaviour.md#publishing): staff only.
  managedBlog: { method: 'GET', path: 'blog/{blog_id}/manage', auth: 'bearer', body: 'none' },
  saveBlogBlocks: {
    method: 'PUT',
    path: 'blog/{blog_id}/blocks',
    auth: 'bearer',
    body: 'multipart',
    files: { image, images: { required: false, maxCount: 20 } },
  },
  publishBlog: { method: 'POST', path: 'blog/{blog_id}/publish', auth: 'bearer', body: 'none' },
  discardBlogChanges: {
    method: 'DELETE',
    path: 'blog/{blog_id}/pending',
    auth: 'bearer',
    body: 'none',
  },
  blogRevisions: { method: 'GET', path: 'blog/{blog_id}/revisions', auth: 'bearer', body: 'none' },
  restoreBlogRevision: {
    method: 'POST',
    path: 'blog/{blog_id}/revisions/{revision_id}/restore',
    auth: 'bearer',
    body: 'none',
  },
  // The post as visitors would see it, rendered by the server: an HTML page, never cached.
  blogPreview: { method: 'GET', path: 'blog/{blog_id}/preview', auth: 'bearer', body: 'none' },
} as const satisfies Record<string, Endpoint>;
