import type { Blog, Paragraph } from 'shared-data';

/** Blogs shaped as the API answers them (docs/behaviour.md#entities), for the blog tests. */
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

export function testParagraph(overrides: Partial<Paragraph> = {}): Paragraph {
  return {
    paragraph_id: 'p1',
    blog_id: 'b1',
    content_type: 'paragraph',
    content: 'Ticks carry the parasite from one animal to the next.',
    image: null,
    image_srcset: null,
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
