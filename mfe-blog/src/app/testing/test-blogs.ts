import { testBlog, testParagraph } from 'shared-data/testing/test-blogs';

export { testBlog };

/** A blog with a paragraph (with an image at every width), a subtitle and a list. */
export const FULL_BLOG = testBlog({
  paragraphs: [
    testParagraph({
      image: '/uploads/tick-960.webp',
      image_srcset: '/uploads/tick-480.webp 480w, /uploads/tick-960.webp 960w',
    }),
    testParagraph({ paragraph_id: 'p2', content_type: 'subtitle', content: 'Signs to watch for' }),
    testParagraph({
      paragraph_id: 'p3',
      content_type: 'list',
      content: ' High fever ,Swollen lymph nodes,, , Laboured breathing,',
    }),
  ],
});
