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
} as const;

/** The content types a paragraph may have, each with its name in the select. */
export const CONTENT_TYPE_LABELS = {
  paragraph: 'Paragraph',
  list: 'List',
  subtitle: 'Subtitle',
} as const satisfies Record<Paragraph['content_type'], string>;
