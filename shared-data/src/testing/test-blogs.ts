import type { Blog, Paragraph } from '../contract/entities';

/** A blog shaped as GET blog/ answers it (docs/behaviour.md#entities); overrides change any field. */
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

/** A paragraph of the blog b1, plain text without an image unless overridden. */
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
