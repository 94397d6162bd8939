import type { Blog } from 'shared-data';

/** SPEC §2.6: list content is split on commas; surrounding spaces and empty items dropped. */
export function listItems(content: string | null): string[] {
  return (content ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** The blog's first plain paragraph describes it; its title when it has none. */
export function describeBlog(blog: Blog): string {
  const first = blog.paragraphs.find(
    (paragraph) => paragraph.content_type === 'paragraph' && paragraph.content?.trim(),
  );
  return first?.content ?? blog.title;
}
