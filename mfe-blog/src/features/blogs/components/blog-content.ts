import type { Blog } from 'shared-data';

/** The blog's first plain paragraph describes it; its title when it has none. */
export function describeBlog(blog: Blog): string {
  const first = blog.paragraphs.find(
    (paragraph) => paragraph.content_type === 'paragraph' && paragraph.content?.trim(),
  );
  return first?.content ?? blog.title;
}
