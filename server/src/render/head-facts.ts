import { pathWithoutLocale, type PageHead } from 'shared-data/contract';
import { canonicalPath } from './page-head';

/** What the database knows that a page's head leaves out. */
export interface HeadFactsSource {
  /** The stored size of an uploaded image (its largest variant), by its hash. */
  imageSize(hash: string): Promise<{ width: number; height: number } | undefined>;
  /** A blog's last change (ISO 8601): its own, or its newest paragraph's. */
  blogLastChange(blogId: string): Promise<string | undefined>;
}

// An uploaded image's file: '<hash>-<width>.webp' (server/src/core/images.ts), on this site or
// in a bucket.
const UPLOAD = /\/([0-9a-f]{20})-(\d+)\.webp$/;
const BLOG_PAGE = /^\/blogs\/([^/]+)$/;

/**
 * The head a page declared, with the facts only the server has: the pixel size of an uploaded
 * picture (link cards lay out before they load it), and a blog's last change (article
 * modified time, and dateModified of its BlogPosting). A fact it cannot find is left out, as
 * the page left it.
 */
export async function withServerFacts(
  head: PageHead,
  path: string,
  source: HeadFactsSource,
): Promise<PageHead> {
  let result = head;
  const upload = head.image && !head.imageHeight ? UPLOAD.exec(head.image) : null;
  if (upload) {
    const size = await source.imageSize(upload[1]!);
    const width = Number(upload[2]);
    // The variants keep the picture's proportions (server/src/services/image-processor.ts).
    if (size && size.width > 0 && width <= size.width) {
      const height = Math.round((size.height * width) / size.width);
      result = { ...result, imageWidth: width, imageHeight: height };
    }
  }
  // A blog's page in either language ('/blogs/7', '/sw/blogs/7').
  const blog =
    head.type === 'article' ? BLOG_PAGE.exec(pathWithoutLocale(canonicalPath(path))) : null;
  if (blog) {
    let id: string | null = null;
    try {
      id = decodeURIComponent(blog[1]!);
    } catch {
      // Not a blog's address: nothing to add.
    }
    const modified = id && !head.modified ? await source.blogLastChange(id) : undefined;
    if (modified) {
      result = {
        ...result,
        modified,
        ...(result.structuredData && {
          structuredData: result.structuredData.map((entry) =>
            entry['@type'] === 'BlogPosting' && !entry.dateModified
              ? { ...entry, dateModified: modified }
              : entry,
          ),
        }),
      };
    }
  }
  return result;
}
