import type { Blog } from 'shared-data';

/** Blogs shaped as GET blog/ answers them (docs/behaviour.md#entities), for the blog tests. */
export function testBlog(overrides: Partial<Blog> = {}): Blog {
  return {
    blog_id: 'b1',
    title: 'East Coast Fever in dairy cattle',
    image: '/uploads/ecf-960.webp',
    image_srcset: '/uploads/ecf-480.webp 480w, /uploads/ecf-960.webp 960w',
    createdAt: '2026-01-05T08:00:00.000Z',
    paragraphs: [],
    ...overrides,
  };
}

export const FULL_BLOG = testBlog({
  paragraphs: [
    {
      paragraph_id: 'p1',
      blog_id: 'b1',
      content_type: 'paragraph',
      content: 'Ticks carry the parasite from one animal to the next.',
      image: '/uploads/tick-960.webp',
      image_srcset: '/uploads/tick-480.webp 480w, /uploads/tick-960.webp 960w',
    },
    {
      paragraph_id: 'p2',
      blog_id: 'b1',
      content_type: 'subtitle',
      content: 'Signs to watch for',
      image: null,
      image_srcset: null,
    },
    {
      paragraph_id: 'p3',
      blog_id: 'b1',
      content_type: 'list',
      content: ' High fever ,Swollen lymph nodes,, , Laboured breathing,',
      image: null,
      image_srcset: null,
    },
  ],
});
