import { defineMessages } from 'shared-ui';

/** The words of the blog pages; the empty states' are fixed (docs/behaviour.md#blog). */
export const BLOG_TEXTS = defineMessages({
  listTitle: { id: 'blog.listTitle', defaultMessage: 'Blog' },
  listDescription: {
    id: 'blog.listDescription',
    defaultMessage: 'Articles from our veterinary team on animal health, pets and livestock care',
  },
  empty: { id: 'blog.empty', defaultMessage: 'There are no blogs found' },
  comingSoon: { id: 'blog.comingSoon', defaultMessage: 'Content coming soon' },
  loadFailed: { id: 'blog.loadFailed', defaultMessage: 'The blogs could not be loaded.' },
  retry: { id: 'blog.retry', defaultMessage: 'Retry' },
  loadingList: { id: 'blog.loadingList', defaultMessage: 'Loading blogs' },
  loadingArticle: { id: 'blog.loadingArticle', defaultMessage: 'Loading article' },
  /** The visible words first; the rest, hidden, names the article for link lists and crawlers. */
  readMore: { id: 'blog.readMore', defaultMessage: 'Read More<hidden> about {title}</hidden>' },
  allArticles: { id: 'blog.allArticles', defaultMessage: 'All articles' },
  coverAlt: { id: 'blog.coverAlt', defaultMessage: 'The cover of the article {title}' },
});
