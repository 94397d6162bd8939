import type { ManagedBlog } from 'shared-data';
import { testBlog as publicBlog, testParagraph } from 'shared-data/testing/test-blogs';

export { testParagraph };

/** A blog as staff see it (GET blog/{blog_id}/manage): published, no pending version. */
export function testBlog(overrides: Partial<ManagedBlog> = {}): ManagedBlog {
  return {
    ...publicBlog(),
    status: 'published',
    publish_at: null,
    published_at: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-01-05T08:00:00.000Z',
    pending: null,
    ...overrides,
  };
}

/** A blog with a paragraph (with an image), a subtitle and a list. */
export const FULL_BLOG = testBlog({
  paragraphs: [
    testParagraph({ image: '/uploads/tick-960.webp', image_srcset: null }),
    testParagraph({ paragraph_id: 'p2', content_type: 'subtitle', content: 'Signs to watch for' }),
    testParagraph({
      paragraph_id: 'p3',
      content_type: 'list',
      content: ' High fever ,Swollen lymph nodes,, Laboured breathing,',
    }),
  ],
});

export const SECOND_BLOG = testBlog({
  blog_id: 'b2',
  title: 'Vaccinating puppies',
  image: '/uploads/puppy-960.webp',
  image_srcset: null,
});

/** An image file as a person would choose one. */
export const png = (name = 'cover.png', bytes = 'PNGDATA') =>
  new File([bytes], name, { type: 'image/png' });
