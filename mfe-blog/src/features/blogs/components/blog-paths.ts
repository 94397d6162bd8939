import { SITE_ROUTES, sitePath } from 'shared-data';

export const blogPath = (blogId: string) => sitePath(SITE_ROUTES.blog.detail, { blog_id: blogId });
