// Without zod, so the pages can import them (shared-data's index re-exports them).
/** The account statuses and the blog paragraph types (docs/behaviour.md#entities). */
export const STAFF_STATUSES = ['ACTIVE', 'PENDING', 'SUSPENDED'] as const;
export const CONTENT_TYPES = ['paragraph', 'list', 'subtitle'] as const;
/** The enquiries filter of the paged list: no response yet, or at least one. */
export const ENQUIRY_STATES = ['awaiting', 'answered'] as const;

/** The remotes the shell loads, each named in /runtime-config.json's `remotes`. */
export const REMOTE_NAMES = ['public', 'blog', 'auth', 'dashboard'] as const;
