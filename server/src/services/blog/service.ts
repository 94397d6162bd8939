// createBlogService: the blog's calls (docs/behaviour.md#blog-calls,
// docs/behaviour.md#publishing), one service composed of the modules that hold them.
import type { ServiceContext } from '../context';
import { createBlockEditor } from './blocks';
import { createParagraphs } from './paragraphs';
import { createPosts } from './posts';
import { blogPresenter } from './presenter';
import { createPublicReads } from './public-reads';
import { createPublishing } from './publishing';
import { createRevisions } from './revisions';
import { createStaffReads } from './staff-reads';
import { createTransition } from './transition';
import { createVersionWrites } from './versions';

export function createBlogService(ctx: ServiceContext) {
  const present = blogPresenter(ctx);
  const staff = createStaffReads(ctx, present);
  const versions = createVersionWrites(ctx);
  const transition = createTransition(ctx, versions);
  const parts = { present, staff, versions, transition };
  return {
    // --- What visitors read ---
    ...createPublicReads(ctx, present),
    // --- What staff read ---
    page: staff.page,
    /** GET blog/{blog_id}/manage: any post with its status and pending version. */
    managed: (id: string) => staff.managed(id),
    // --- What staff change ---
    ...createPosts(ctx, parts),
    ...createParagraphs(ctx, parts),
    ...createBlockEditor(ctx, parts),
    ...createPublishing(ctx, parts),
    ...createRevisions(ctx, parts),
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
