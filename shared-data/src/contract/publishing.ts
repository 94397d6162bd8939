import { z } from 'zod';
import { blogSchema, blogStatusSchema, contentTypeSchema, paragraphSchema } from './entities';
import { LIMITS } from './limits';
import { manyLines } from './text-fields';

/**
 * The staff's publishing workflow of the blog (docs/behaviour.md#publishing): drafts, schedules,
 * the pending version of a published post, its revisions, and the one call that saves a post's
 * blocks together.
 */
export const PUBLISHING = {
  /** Blocks one post may hold. */
  maxBlocks: 100,
  /** New block images one save may carry. */
  maxBlockImages: 20,
  /** Revisions listed, newest first. */
  revisionsListed: 50,
} as const;

/** A version of a post's text that is not (or not yet) the public one. */
export const blogVersionSchema = z.object({
  title: z.string(),
  title_sw: z.string().nullable().optional(),
  image: z.string().nullable(),
  image_srcset: z.string().nullable(),
  paragraphs: z.array(paragraphSchema),
  /** When it was last saved, and by whom (full name; null once that account is deleted). */
  saved_at: z.string(),
  saved_by: z.string().nullable(),
});

/**
 * A blog as staff see it: the public fields (for a published post, what visitors see), its
 * status and times, and the pending version of a published post's edits.
 */
export const managedBlogSchema = blogSchema.extend({
  status: blogStatusSchema,
  /** When a scheduled post goes out (ISO 8601); null otherwise. */
  publish_at: z.string().nullable(),
  /** When the post was last published; null for one never published. */
  published_at: z.string().nullable(),
  updatedAt: z.string(),
  /** Edits of a published post kept until "Publish changes"; null when there are none. */
  pending: blogVersionSchema.nullable(),
});

/** One publication of a post, kept whole so it can be brought back. */
export const blogRevisionSchema = z.object({
  revision_id: z.string(),
  blog_id: z.string(),
  published_at: z.string(),
  /** Who published it (full name), null for the schedule or a deleted account. */
  published_by: z.string().nullable(),
  title: z.string(),
  title_sw: z.string().nullable().optional(),
  image: z.string().nullable(),
  image_srcset: z.string().nullable(),
  paragraphs: z.array(paragraphSchema),
});

/**
 * One block of a save: `id` keeps a block the post already has (its paragraph_id), none adds
 * one; `image` keeps the block's image, drops it, or takes the next file of `images`.
 * `content_sw` is its Kiswahili text: absent keeps what a kept block has, null or blank removes it.
 */
const blockText = manyLines(z.string().max(LIMITS.blogContent, { error: 'is too long' }));
export const blockInputSchema = z.object({
  id: z.string().max(64).optional(),
  content_type: contentTypeSchema,
  content: blockText.nullable(),
  content_sw: blockText.nullable().optional(),
  image: z.enum(['keep', 'none', 'new']).default('none'),
});

/** The blocks of a save, sent as one JSON text in a multipart field. */
export const blocksFieldSchema = z
  .string({ error: 'is required' })
  .max(PUBLISHING.maxBlocks * (LIMITS.blogContent * 12 + 300), { error: 'is too long' })
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON list of blocks' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(blockInputSchema, { error: 'must be a JSON list of blocks' })
      .max(PUBLISHING.maxBlocks, { error: `must have at most ${PUBLISHING.maxBlocks} blocks` }),
  );

export type BlogVersion = z.infer<typeof blogVersionSchema>;
export type ManagedBlog = z.infer<typeof managedBlogSchema>;
export type BlogRevision = z.infer<typeof blogRevisionSchema>;
export type BlockInput = z.infer<typeof blockInputSchema>;
