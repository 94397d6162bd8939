import { LIMITS, type Paragraph } from 'shared-data';

const MB = Math.round(LIMITS.imageBytes / (1024 * 1024));

/**
 * What the dashboard's blog screens say; the product's texts keep their wording
 * (docs/behaviour.md#dashboard).
 */
export const BLOG_TEXTS = {
  sectionTitle: 'Blogs',
  what: 'blogs',
  empty: 'There are no blogs found',
  addBlog: 'Add Blog',
  search: 'Search blogs',
  pages: 'Blog pages',
  view: 'View',
  delete: 'Delete',
  cancel: 'Cancel',
  save: 'Save',
  confirmDeleteBlog: (title: string) => `Delete the blog '${title}'?`,
  coverAlt: (title: string) => `Cover image of ${title}`,

  addBlogTitle: 'Add a blog',
  updateBlogTitle: 'Update blog',
  titleLabel: 'Title',
  titleMissing: 'Enter a title',
  titleKept: 'Left empty, the title stays as it is',
  imageLabel: 'Image',
  imageHint: `An image file of at most ${MB} MB`,
  optionalImageHint: `Optional: an image file of at most ${MB} MB`,
  newImageHint: `Optional: a new image (at most ${MB} MB) replaces the current one`,

  viewTitle: 'View Blog',
  backToBlogs: 'Back to Blogs',
  blogId: (id: string) => `Blog ID: ${id}`,
  update: 'Update',
  addContent: 'Add Content',
  updateContent: 'Update Content',
  deleteContent: 'Delete Content',
  noContent: 'This blog has no content yet',
  noSelection: 'Please Select a blog',
  goBack: 'Go Back',
  loadingBlog: 'Loading the blog',
  contentRegion: (n: number, type: Paragraph['content_type']) => `Content ${n} (${type})`,
  confirmDeleteContent: (paragraph: Paragraph) => {
    const text = paragraph.content?.trim() ?? '';
    if (!text) return `Delete this ${paragraph.content_type} (an image only)?`;
    const excerpt = text.length > 60 ? `${text.slice(0, 60).trimEnd()}…` : text;
    return `Delete the ${paragraph.content_type} '${excerpt}'?`;
  },

  contentTypeLabel: 'Content type',
  contentLabel: 'Content',
  contentHint: 'For a list, separate the items with commas',
  contentMissing: 'Write some content or choose an image',

  // Publishing (docs/behaviour.md#publishing).
  statusFilter: 'Show',
  statusOptions: [
    { value: '', label: 'All blogs' },
    { value: 'draft', label: 'Drafts' },
    { value: 'scheduled', label: 'Scheduled' },
    { value: 'published', label: 'Published' },
  ],
  statusNames: { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' },
  scheduledFor: (when: string) => `Scheduled for ${when}`,
  publishedOn: (when: string) => `Published ${when}`,
  pendingChanges: 'Unpublished changes',
  publishingTitle: 'Publishing',
  publishNow: 'Publish now',
  schedule: 'Schedule',
  scheduleLabel: 'Publish on (clinic time)',
  scheduleMissing: 'Choose a date and time in the future',
  cancelSchedule: 'Cancel schedule',
  unpublish: 'Unpublish',
  confirmUnpublish: (title: string) => `Unpublish '${title}'? Visitors will no longer see it.`,
  publishChanges: 'Publish changes',
  discardChanges: 'Discard changes',
  confirmDiscard: 'Discard the unpublished changes? The published text stays as it is.',
  changesPublished: 'The blog is published',
  changesDiscarded: 'The unpublished changes were discarded',
  revisionRestored: 'The revision is back as unpublished changes: publish them to show it',
  preview: 'Preview',
  previewTitle: (title: string) => `Preview of ${title}`,
  previewLoading: 'Rendering the preview',
  previewFailed: 'The preview could not be rendered.',
  phoneWidth: 'Phone width',
  fullWidth: 'Full width',
  closePreview: 'Close preview',
  history: 'History',
  historyTitle: 'Published versions',
  noHistory: 'This blog has not been published yet',
  revisionBy: (when: string, who: string | null) =>
    `${when}, ${who ? `by ${who}` : 'by the schedule'}`,
  compare: 'Compare',
  restore: 'Restore',
  hideComparison: 'Hide comparison',
  comparisonTitle: 'This version and the current text',
  thisVersion: 'This version',
  currentText: 'Current text',
  changed: 'changed',
  loadingHistory: 'Loading the history',
  retry: 'Try again',
} as const;

/** The content types a paragraph may have, each with its name in the select. */
export const CONTENT_TYPE_LABELS = {
  paragraph: 'Paragraph',
  list: 'List',
  subtitle: 'Subtitle',
} as const satisfies Record<Paragraph['content_type'], string>;

/** What the blog editor says (docs/behaviour.md#the-blog-editor). */
export const EDITOR_TEXTS = {
  openEditor: 'Open editor',
  edit: 'Edit',
  title: (title: string) => `Edit: ${title}`,
  loading: 'Loading the post',
  missing: 'This post no longer exists',
  failed: 'The post could not be loaded.',
  status: {
    saved: 'Saved',
    pending: 'Unsaved changes',
    saving: 'Saving…',
    offline: 'Offline: kept on this device',
    conflict: 'Changed elsewhere',
    error: 'Not saved',
  },
  restored: 'Your unsaved edits from this device are back.',
  tryAgain: 'Try again',
  conflictTitle: 'This post was changed elsewhere since your edits began',
  conflictHelp:
    'Keep your version to save it over theirs, or take the saved version and drop your edits.',
  keepMine: 'Keep my version',
  takeTheirs: 'Use the saved version',
  titleLabel: 'Title',
  cover: 'Cover image',
  coverHint: 'Chosen here, it replaces the cover when the post is saved',
  crops: 'How the cover is cut',
  cropCard: 'Blog list card (4:3)',
  cropArticle: 'Article page (16:9)',
  blocks: 'Blocks',
  noBlocks: 'No blocks yet: add a subtitle, a paragraph or a list.',
  add: { subtitle: 'Add subtitle', paragraph: 'Add paragraph', list: 'Add list' },
  block: (n: number, type: string) => `Block ${n} of type ${type}`,
  typeLabel: 'Type',
  contentLabel: { subtitle: 'Subtitle', paragraph: 'Paragraph', list: 'List items' },
  listHint: 'Separate the items with commas',
  image: 'Image (optional)',
  removeImage: 'Remove image',
  moveUp: 'Move up',
  moveDown: 'Move down',
  drag: 'Drag to reorder',
  keyboardHint: 'Alt+Up and Alt+Down move the block you are in.',
  remove: 'Remove block',
  removed: (type: string) => `The ${type} was removed.`,
  undo: 'Undo',
  moved: (type: string, to: number, of: number) => `${type} moved to position ${to} of ${of}`,
  pictureKept: 'Chosen pictures are sent with the next save; they are not kept on the device.',
} as const;
