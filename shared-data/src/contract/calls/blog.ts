// The schemas of the blogs' calls (7.2) and of the publishing workflow's.
import { z } from 'zod';
import { instantSchema } from '../appointments';
import { blogSchema, blogStatusSchema, contentTypeSchema, LIMITS, pageOf } from '../entities';
import {
  blocksFieldSchema,
  blogRevisionSchema,
  managedBlogSchema,
  PUBLISHING,
} from '../publishing';
import { oneLine } from '../text-fields';
import { def, id, line, numeric, optionalLine, optionalText, pageDepth, paging } from './fields';

const blogs = z.array(blogSchema);
const managedBlogs = z.array(managedBlogSchema);
// A post's publication fields (docs/behaviour.md#publishing), optional on the SPEC's calls: left
// out, they change nothing (a new post is published at once).
const publication = {
  status: blogStatusSchema.optional(),
  publish_at: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(instantSchema.optional()),
};

export const blogCalls = {
  // 7.2 Blogs
  blogs: def('blogs', { response: blogs }),
  blogPage: def('blogPage', {
    query: z.object({ ...paging, status: blogStatusSchema.optional() }).superRefine(pageDepth),
    response: pageOf(managedBlogSchema),
  }),
  blog: def('blog', { response: blogSchema }),
  createBlog: def('createBlog', {
    // 'scheduled' needs a publish_at in the future: the server checks it against its clock.
    request: z.object({
      title: line(LIMITS.title),
      title_sw: optionalLine(LIMITS.title),
      ...publication,
    }),
    response: managedBlogSchema,
  }),
  updateBlog: def('updateBlog', {
    query: z.object({ blog_id: id }),
    request: z.object({
      title: optionalLine(LIMITS.title),
      title_sw: optionalLine(LIMITS.title),
      ...publication,
    }),
    response: managedBlogSchema,
  }),
  deleteBlog: def('deleteBlog', {
    query: z.object({ blog_id: id }),
    response: managedBlogs,
  }),
  createParagraph: def('createParagraph', {
    request: z.object({
      blog_id: id,
      content_type: contentTypeSchema.default('paragraph'),
      content: optionalText(LIMITS.blogContent),
      content_sw: optionalText(LIMITS.blogContent),
    }),
    response: managedBlogSchema,
  }),
  updateParagraph: def('updateParagraph', {
    query: z.object({ paragraph_id: id }),
    request: z.object({
      content: optionalText(LIMITS.blogContent),
      content_sw: optionalText(LIMITS.blogContent),
      content_type: contentTypeSchema.optional(),
      // Moves the paragraph to this place (from 0; past the end: last).
      order: numeric
        .pipe(z.number().int({ error: 'must be a whole number' }).min(0).max(1000))
        .optional(),
    }),
    response: managedBlogSchema,
  }),
  deleteParagraph: def('deleteParagraph', {
    query: z.object({ content_id: id }),
    response: managedBlogs,
  }),
  managedBlog: def('managedBlog', { response: managedBlogSchema }),
  saveBlogBlocks: def('saveBlogBlocks', {
    request: z.object({
      title: line(LIMITS.title),
      // Absent keeps the post's Kiswahili title; blank removes it.
      title_sw: optionalLine(LIMITS.title),
      blocks: blocksFieldSchema,
      // The post's updatedAt the edit began from: if the post changed since, 409 and nothing
      // is saved. Left out, the save goes through whatever changed.
      base_updated_at: oneLine(z.string().max(40)).optional(),
    }),
    response: managedBlogSchema,
  }),
  publishBlog: def('publishBlog', { response: managedBlogSchema }),
  discardBlogChanges: def('discardBlogChanges', { response: managedBlogSchema }),
  blogRevisions: def('blogRevisions', {
    response: z.array(blogRevisionSchema).max(PUBLISHING.revisionsListed),
  }),
  restoreBlogRevision: def('restoreBlogRevision', { response: managedBlogSchema }),
  blogPreview: def('blogPreview', { response: z.string() }),
};
