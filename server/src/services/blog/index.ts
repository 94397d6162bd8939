// The blog, the one way in: the rest of the server imports this folder only through this file
// (the lint config's import boundaries keep it). What is inside (docs/behaviour.md#blog-calls,
// docs/behaviour.md#publishing):
//
//   service.ts         createBlogService, composed of the modules below
//   public-reads.ts    what visitors read: the published posts, GET blog/ and GET blog/{blog_id}
//                      kept serialised in memory until the blogs' version changes
//   staff-reads.ts     any post as staff see it, every post, the dashboard's paged list
//   presenter.ts       records as the contract shows them
//   posts.ts           the SPEC's post calls: create, update (title, cover, publication), delete
//   paragraphs.ts      the SPEC's paragraph calls: add, change or move, delete one block
//   blocks.ts          the block editor's save: title, cover and blocks in one call
//   publishing.ts      publish now, discard or preview the pending version, publish the due
//   transition.ts      a post moved between draft, scheduled and published
//   revisions.ts       the kept publications, listed and restored
//   versions.ts        a version's images copied, a revision kept, a version made the rows
//   visibility.ts      what a write makes stale: the blogs' version, the pages, the sitemap
//   rules.ts           messages, publication, log entries, a save's stamp, a block's text (pure)
//   publish-worker.ts  the timer that publishes scheduled posts on every instance
export { createBlogService, type BlogService } from './service';
export { startPublishWorker } from './publish-worker';
