import type { Blog } from 'shared-data/contract';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * A post's preview when the site's pages are not rendered on this server (SERVER_RENDERING=off,
 * the site not built, or its render limits reached): the same text and pictures in plain HTML,
 * `noindex`, with no script.
 */
export function plainPreview(blog: Blog): string {
  const image = (src: string | null, alt: string) =>
    src ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" style="max-width:100%">` : '';
  const blocks = blog.paragraphs.map((paragraph) => {
    const text = paragraph.content ?? '';
    const body =
      paragraph.content_type === 'subtitle'
        ? `<h2>${escapeHtml(text)}</h2>`
        : paragraph.content_type === 'list'
          ? `<ul>${text
              .split(',')
              .map((item) => item.trim())
              .filter(Boolean)
              .map((item) => `<li>${escapeHtml(item)}</li>`)
              .join('')}</ul>`
          : text
            ? `<p>${escapeHtml(text)}</p>`
            : '';
    return `${image(paragraph.image, '')}${body}`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(blog.title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:736px;margin:0 auto;padding:16px">
<article><h1>${escapeHtml(blog.title)}</h1>${image(blog.image, '')}${
    blocks.length ? blocks.join('\n') : '<p>Content coming soon</p>'
  }</article></body></html>`;
}
