import { testBlog, testParagraph } from 'shared-data/testing/test-blogs';

export { testBlog, testParagraph };

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
