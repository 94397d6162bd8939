// Without zod, so the pages can import them (shared-data's index re-exports them).
/** The account statuses and the blog paragraph types (docs/behaviour.md#entities). */
export const STAFF_STATUSES = ['ACTIVE', 'PENDING', 'SUSPENDED'] as const;
export const CONTENT_TYPES = ['paragraph', 'list', 'subtitle'] as const;
/**
 * A blog's publication state (docs/behaviour.md#publishing): only `published` blogs are on the
 * public site; `scheduled` ones are published by the server at their `publish_at`.
 */
export const BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
/** The enquiries filter of the paged list: no response yet, or at least one. */
export const ENQUIRY_STATES = ['awaiting', 'answered'] as const;

/** The remotes the shell loads, each named in /runtime-config.json's `remotes`. */
export const REMOTE_NAMES = ['public', 'blog', 'auth', 'dashboard'] as const;

/**
 * The store slice of the blog remote's list of posts: a staff preview's page is rendered from a
 * store holding the post under it (the remote finds a post in its loaded list).
 */
export const BLOG_POSTS_SLICE = 'blogPosts';
