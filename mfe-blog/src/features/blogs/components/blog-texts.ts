/** The words of the blog pages; the empty states' are fixed (docs/behaviour.md#blog). */
export const BLOG_TEXTS = {
  listTitle: 'Blog',
  listDescription: 'Articles from our veterinary team on animal health, pets and livestock care',
  empty: 'There are no blogs found',
  comingSoon: 'Content coming soon',
  loadFailed: 'The blogs could not be loaded.',
  retry: 'Retry',
  loadingList: 'Loading blogs',
  loadingArticle: 'Loading article',
  readMore: 'Read More',
  allArticles: 'All articles',
} as const;
