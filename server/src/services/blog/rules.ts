// The blog's pure rules (docs/behaviour.md#publishing): the messages of its refusals, a post's
// page, what a publication asks, how a move between statuses is logged, which images a version
// holds, the change stamp of a save and the text of a block.
import type { BlockInput, BlogStatus } from 'shared-data/contract';
import { HttpError } from '../../core/errors';
import type { BlogRecord, StoredBlock, StoredVersion } from '../../repositories/blog-repository';
import type { AuditBy } from '../audit-service';

export const BLOG_NOT_FOUND = 'The blog was not found';
export const PARAGRAPH_NOT_FOUND = 'The blog content was not found';
export const REVISION_NOT_FOUND = 'The revision was not found';
export const NOTHING_TO_PUBLISH = 'There are no changes to publish';
export const CHANGED_ELSEWHERE = 'This post was changed elsewhere since this edit began';

/** The page of a blog, for the sitemap's last change. */
export const blogPage = (id: string) => `/blogs/${id}`;

/** The actor of the job that publishes scheduled posts, as the activity log names it. */
export const SCHEDULE: AuditBy = { system: 'schedule' };

/** The staff account behind a change, as the blog rows keep it (null for the server itself). */
export const staffOf = (who: AuditBy): string | null => ('id' in who ? who.id : null);

const wordsIn = (text: string | null | undefined) => text?.split(/\s+/).filter(Boolean).length ?? 0;

/**
 * A post's blocks as the activity log keeps them: how many, and how many words in English and
 * in Kiswahili (no text).
 */
export function blocksSummary(
  blocks: { content: string | null; content_sw?: string | null; contentSw?: string | null }[],
) {
  let words = 0;
  let wordsSw = 0;
  for (const block of blocks) {
    words += wordsIn(block.content);
    wordsSw += wordsIn(block.content_sw ?? block.contentSw);
  }
  return { blocks: blocks.length, words, words_sw: wordsSw };
}

/** Every image row a stored version holds. */
export const imagesOfVersion = (version: { image_id: string | null; blocks: StoredBlock[] }) =>
  [version.image_id, ...version.blocks.map((block) => block.image_id)].filter(
    (id): id is string => id !== null,
  );

/** The blog's own rows as a stored version (what is public, for a published post). */
export const rowsAsVersion = (
  blog: BlogRecord,
  savedBy: string | null,
  now: string,
): StoredVersion => ({
  title: blog.title,
  title_sw: blog.titleSw,
  image_id: blog.imageId,
  blocks: blog.paragraphs.map((p) => ({
    id: p.id,
    content_type: p.contentType,
    content: p.content,
    content_sw: p.contentSw,
    image_id: p.imageId,
  })),
  saved_at: now,
  saved_by: savedBy,
});

/** What a SPEC call or the dashboard asks of a post's publication. */
export interface Publication {
  status?: BlogStatus | undefined;
  publish_at?: string | undefined;
}

/** The status a post moves to, and when a scheduled one is published. */
export interface PublicationChange {
  status: BlogStatus;
  publishAt: string | null;
}

/** The status a post takes, and its times, from what was asked; 400 for a past schedule. */
export function publicationOf(
  asked: Publication,
  current: Pick<BlogRecord, 'publishAt'> | undefined,
  now: string,
): PublicationChange | undefined {
  const status = asked.status ?? (asked.publish_at ? 'scheduled' : undefined);
  if (status === undefined) return undefined;
  if (status !== 'scheduled') return { status, publishAt: null };
  const at = asked.publish_at ?? current?.publishAt ?? undefined;
  if (!at) throw new HttpError(400, 'publish_at is required to schedule a post');
  const time = new Date(at);
  if (!(time.getTime() > Date.parse(now))) {
    throw new HttpError(400, 'publish_at must be in the future to schedule a post');
  }
  return { status, publishAt: time.toISOString() };
}

/** The activity log's kind and summary for a post moved to another status (or time). */
export function transitionEntry(
  blog: Pick<BlogRecord, 'status' | 'title' | 'pending'>,
  next: PublicationChange,
): { kind: string; summary: string } {
  // Leaving `published` makes a pending version the post's own text, title included.
  const title = next.status !== 'published' && blog.pending ? blog.pending.title : blog.title;
  if (next.status === 'published') return { kind: 'blog.publish', summary: `Published "${title}"` };
  if (next.status === 'scheduled') {
    return { kind: 'blog.schedule', summary: `Scheduled "${title}" to be published` };
  }
  if (blog.status === 'published') {
    return { kind: 'blog.unpublish', summary: `Unpublished "${title}"` };
  }
  return { kind: 'blog.unpublish', summary: `Moved "${title}" back to draft` };
}

/**
 * The change stamp of a save made from `base` (the post's updated_at when the edit began): the
 * stamp moves strictly forward, so a second save from the same base finds it moved.
 */
export function changeStamp(now: string, base: string): string {
  const later = Date.parse(base) + 1;
  if (now <= base && Number.isFinite(later)) return new Date(later).toISOString();
  return now;
}

/** 400 unless there is one file for each block whose image is 'new'. */
export function assertOneFilePerNewImage(blocks: Pick<BlockInput, 'image'>[], files: number) {
  const wanted = blocks.filter((block) => block.image === 'new').length;
  if (wanted !== files) {
    throw new HttpError(
      400,
      `images must hold one file for each block whose image is 'new' (${wanted})`,
    );
  }
}

/** A block's text as kept: trimmed, and null when nothing but blanks is left. */
export const blockContent = (content: string | null | undefined): string | null =>
  content?.trim() ? content.trim() : null;
