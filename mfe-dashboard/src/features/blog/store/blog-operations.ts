import {
  createOperation,
  type BlogRevision,
  type BlogStatus,
  type CallResponse,
  type ManagedBlog,
  type Paragraph,
} from 'shared-data';
import type { PageRequest } from '../../../shared/store/page-resource';

export type ContentType = Paragraph['content_type'];

// A Kiswahili text (`title_sw`, `content_sw`) is sent when given: '' removes it, left out it
// stays as it is (docs/behaviour.md#content-in-both-languages).
export interface BlogInput {
  title: string;
  title_sw?: string;
  image: File;
}
export interface BlogUpdate {
  blog_id: string;
  /** Empty keeps the current title. */
  title: string;
  title_sw?: string;
  image: File | null;
}
export interface ContentInput {
  blog_id: string;
  content_type: ContentType;
  content: string;
  content_sw?: string;
  image: File | null;
}
export interface ContentUpdate {
  paragraph_id: string;
  content_type: ContentType;
  content: string;
  content_sw?: string;
  image: File | null;
}

/** A post moved to a status: published now, scheduled for `publish_at`, or back to draft. */
export interface PublicationInput {
  blog_id: string;
  status: BlogStatus;
  /** ISO 8601, for `scheduled`. */
  publish_at?: string;
}

// The ids the product names keep its spelling (docs/behaviour.md#messages); the others follow their
// style. The list loads are scoped, so the public blog remote's saga does not also answer them.
/**
 * The blog ViewBlog shows (GET blog/{blog_id}), whatever page the section shows; its failure
 * keeps the product's id RETRIVING_BLOGS_FAIL.
 */
export const retrievingBlog = createOperation<{ blog_id: string }, ManagedBlog>('RETRIVING_BLOGS', {
  scope: 'dashboard/one',
});
/**
 * One page of the Blogs section, newest first (GET blog/page,
 * docs/behaviour.md#paged-list-calls); its failure keeps the product's id RETRIVING_BLOGS_FAIL.
 */
export const retrievingBlogPage = createOperation<PageRequest, CallResponse<'blogPage'>>(
  'RETRIVING_BLOGS',
  { scope: 'dashboard/page' },
);
export const creatingBlog = createOperation<BlogInput, ManagedBlog>('CREATING_BLOG');
export const updatingBlog = createOperation<BlogUpdate, ManagedBlog>('UPDATING_BLOG');
export const deletingBlog = createOperation<{ blog_id: string }, ManagedBlog[]>('DELETING_BLOG');
export const creatingParagraph = createOperation<ContentInput, ManagedBlog>('CREATING_PARAGRAPH');
export const updatingParagraph = createOperation<ContentUpdate, ManagedBlog>('UPDATING_PARAGRAPH');
export const deletingParagraph = createOperation<{ paragraph_id: string }, ManagedBlog[]>(
  'DELETING_PARAGRAPH',
);
// The publishing workflow (docs/behaviour.md#publishing).
export const settingBlogStatus = createOperation<PublicationInput, ManagedBlog>(
  'SETTING_BLOG_STATUS',
);
export const publishingBlog = createOperation<{ blog_id: string }, ManagedBlog>('PUBLISHING_BLOG');
export const discardingChanges = createOperation<{ blog_id: string }, ManagedBlog>(
  'DISCARDING_CHANGES',
);
export const restoringRevision = createOperation<
  { blog_id: string; revision_id: string },
  ManagedBlog
>('RESTORING_REVISION');
export const retrievingRevisions = createOperation<{ blog_id: string }, BlogRevision[]>(
  'RETRIVING_REVISIONS',
);
export const retrievingPreview = createOperation<{ blog_id: string }, string>('RETRIVING_PREVIEW');

/** Each change the blog screens make, by the key of its MutationState. */
export const BLOG_MUTATIONS = {
  creating: creatingBlog,
  updating: updatingBlog,
  deleting: deletingBlog,
  creatingContent: creatingParagraph,
  updatingContent: updatingParagraph,
  deletingContent: deletingParagraph,
  settingStatus: settingBlogStatus,
  publishing: publishingBlog,
  discarding: discardingChanges,
  restoring: restoringRevision,
} as const;
export type BlogMutation = keyof typeof BLOG_MUTATIONS;
