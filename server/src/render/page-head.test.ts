/**
 * @jest-environment jsdom
 */
// jsdom for its HTML parser: what the renderer writes is read back as a browser would read it.
// (The DOM types are this test's; the server's build, which leaves tests out, has none.)
/// <reference lib="dom" />
import type { PageHead } from 'shared-data/contract';
import { clinicStructuredData, COMPANY } from 'shared-data/contract';
import {
  absoluteUrl,
  canonicalPath,
  canonicalUrl,
  documentTitle,
  isSitePage,
  jsonLdText,
  renderPageHead,
  withoutReplacedHead,
} from './page-head';

const SITE = {
  siteUrl: 'https://vet.example',
  path: '/blogs/b7?utm_source=x#top',
  siteTitle: 'Mifugo Vet',
};

/** The head as a browser parses it. */
function parsed(headHtml: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${headHtml}</head><body><p id="after">body</p></body></html>`,
    'text/html',
  );
}

const metaOf = (doc: Document, attribute: 'name' | 'property', key: string) =>
  Array.from(doc.head.querySelectorAll('meta'))
    .filter((meta) => meta.getAttribute(attribute) === key)
    .map((meta) => meta.getAttribute('content'));

const ARTICLE: PageHead = {
  title: 'East Coast Fever in dairy cattle',
  description: 'Ticks carry the parasite from one animal to the next.',
  image: '/uploads/ecf-960.webp',
  imageAlt: 'A cow in a paddock',
  type: 'article',
  published: '2026-01-05T08:00:00.000Z',
  modified: '2026-02-01T10:30:00.000Z',
  lcpImage: {
    src: '/uploads/ecf-960.webp',
    srcSet: '/uploads/ecf-480.webp 480w, /uploads/ecf-960.webp 960w',
    sizes: '(min-width: 992px) 960px, 100vw',
  },
};

describe('renderPageHead', () => {
  it("writes the title with the site's, the description and the canonical URL without its query", () => {
    const doc = parsed(renderPageHead(ARTICLE, SITE));
    expect(doc.title).toBe('East Coast Fever in dairy cattle | Mifugo Vet');
    expect(doc.head.querySelectorAll('title')).toHaveLength(1);
    expect(metaOf(doc, 'name', 'description')).toEqual([ARTICLE.description]);
    const canonical = doc.head.querySelectorAll('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    expect(canonical[0]!.getAttribute('href')).toBe('https://vet.example/blogs/b7');
  });

  it('writes the Open Graph and Twitter cards of an article, with absolute image URLs', () => {
    const doc = parsed(renderPageHead(ARTICLE, SITE));
    const og = (key: string) => metaOf(doc, 'property', key);
    expect(og('og:type')).toEqual(['article']);
    expect(og('og:title')).toEqual([ARTICLE.title]);
    expect(og('og:description')).toEqual([ARTICLE.description]);
    expect(og('og:url')).toEqual(['https://vet.example/blogs/b7']);
    expect(og('og:image')).toEqual(['https://vet.example/uploads/ecf-960.webp']);
    expect(og('og:image:alt')).toEqual(['A cow in a paddock']);
    expect(og('og:site_name')).toEqual(['Mifugo Animal Health Services']);
    expect(og('og:locale')).toEqual(['en_KE']);
    expect(og('article:published_time')).toEqual(['2026-01-05T08:00:00.000Z']);
    expect(og('article:modified_time')).toEqual(['2026-02-01T10:30:00.000Z']);
    const twitter = (key: string) => metaOf(doc, 'name', key);
    expect(twitter('twitter:card')).toEqual(['summary_large_image']);
    expect(twitter('twitter:title')).toEqual([ARTICLE.title]);
    expect(twitter('twitter:description')).toEqual([ARTICLE.description]);
    expect(twitter('twitter:image')).toEqual(['https://vet.example/uploads/ecf-960.webp']);
  });

  it('preloads the largest image of the first screen at a high priority', () => {
    const doc = parsed(renderPageHead(ARTICLE, SITE));
    const preload = doc.head.querySelectorAll('link[rel="preload"]');
    expect(preload).toHaveLength(1);
    expect(preload[0]!.getAttribute('as')).toBe('image');
    expect(preload[0]!.getAttribute('href')).toBe('/uploads/ecf-960.webp');
    expect(preload[0]!.getAttribute('imagesrcset')).toBe(ARTICLE.lcpImage!.srcSet);
    expect(preload[0]!.getAttribute('imagesizes')).toBe(ARTICLE.lcpImage!.sizes);
    expect(preload[0]!.getAttribute('fetchpriority')).toBe('high');
  });

  it("gives a page without an image the site's card, with its size and text alternative", () => {
    const html = renderPageHead({ title: 'Contact', description: 'Reach the clinic.' }, SITE);
    const doc = parsed(html);
    expect(metaOf(doc, 'property', 'og:type')).toEqual(['website']);
    expect(metaOf(doc, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaOf(doc, 'property', 'og:image')).toEqual(['https://vet.example/social-card.png']);
    expect(metaOf(doc, 'property', 'og:image:width')).toEqual(['1200']);
    expect(metaOf(doc, 'property', 'og:image:height')).toEqual(['630']);
    expect(metaOf(doc, 'property', 'og:image:alt')).toEqual([COMPANY.socialImage.alt]);
    expect(metaOf(doc, 'name', 'twitter:image')).toEqual(['https://vet.example/social-card.png']);
    expect(metaOf(doc, 'name', 'twitter:image:alt')).toEqual([COMPANY.socialImage.alt]);
    expect(html).not.toMatch(/article:|preload|ld\+json/);
  });

  it("writes a page's own image with the size it gives, and its title as alt when it gives none", () => {
    const doc = parsed(
      renderPageHead(
        {
          title: 'Dr. Achieng',
          description: 'd',
          image: '/uploads/p-1600.webp',
          imageWidth: 1600,
          imageHeight: 1200,
        },
        SITE,
      ),
    );
    expect(metaOf(doc, 'property', 'og:image')).toEqual([
      'https://vet.example/uploads/p-1600.webp',
    ]);
    expect(metaOf(doc, 'property', 'og:image:width')).toEqual(['1600']);
    expect(metaOf(doc, 'property', 'og:image:height')).toEqual(['1200']);
    expect(metaOf(doc, 'property', 'og:image:alt')).toEqual(['Dr. Achieng']);
    expect(metaOf(doc, 'name', 'twitter:image:alt')).toEqual(['Dr. Achieng']);
    // Without a known size, none is claimed.
    const unsized = parsed(renderPageHead(ARTICLE, SITE));
    expect(metaOf(unsized, 'property', 'og:image:width')).toEqual([]);
  });

  it('leaves the article times out of a website page', () => {
    const html = renderPageHead(
      { title: 'Blog', description: 'Articles.', published: '2026-01-01' },
      SITE,
    );
    expect(html).not.toMatch(/article:published_time/);
  });

  it("keeps every title within 70 characters, ending with the site's name", () => {
    const long = 'Why kissing your animal may not be the best idea, and what to do about ticks';
    const title = documentTitle(long, 'Mifugo Vet');
    expect(title.length).toBeLessThanOrEqual(70);
    expect(title).toBe('Why kissing your animal may not be the best idea, and… | Mifugo Vet');
    expect(documentTitle('x'.repeat(200), 'Mifugo Vet')).toHaveLength(70);
    expect(documentTitle('x'.repeat(200), 'Mifugo Vet').endsWith('… | Mifugo Vet')).toBe(true);
  });

  it('uses the site title alone when the page title is the same, or empty', () => {
    expect(documentTitle(SITE.siteTitle, SITE.siteTitle)).toBe(SITE.siteTitle);
    expect(documentTitle('  ', SITE.siteTitle)).toBe(SITE.siteTitle);
    expect(documentTitle('Blog', SITE.siteTitle)).toBe(`Blog | ${SITE.siteTitle}`);
    const doc = parsed(renderPageHead({ title: SITE.siteTitle, description: 'd' }, SITE));
    expect(doc.title).toBe(SITE.siteTitle);
  });

  it('escapes every hostile value: each reads back exactly and nothing else appears', () => {
    const hostile = `Ticks "quoted" & 'single' <b>bold</b> </title></script><script>alert(1)</script> ✓ Ünïcödé 🐄`;
    const head: PageHead = {
      title: hostile,
      description: hostile,
      image: `/uploads/a.webp?x="><script>alert(2)</script>`,
      imageAlt: hostile,
      type: 'article',
      published: hostile,
      lcpImage: { src: `/u/"><x>.webp`, srcSet: `/u/a.webp 480w, "><x> 960w`, sizes: `"><x>` },
      structuredData: [{ '@context': 'https://schema.org', name: hostile }],
    };
    const html = renderPageHead(head, { ...SITE, path: '/p"><script>alert(3)</script>' });
    const doc = parsed(html);
    // Nothing escaped its attribute or element: no script ran into the head, none into the body.
    expect(doc.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    expect(doc.querySelectorAll('b, x')).toHaveLength(0);
    expect(doc.body.innerHTML).toBe('<p id="after">body</p>');
    // Cut to 70 characters, the site's name last.
    expect(doc.title).toBe(`Ticks "quoted" & 'single' <b>bold</b>… | Mifugo Vet`);
    expect(metaOf(doc, 'name', 'description')).toEqual([hostile]);
    expect(metaOf(doc, 'property', 'og:image:alt')).toEqual([hostile]);
    expect(metaOf(doc, 'property', 'article:published_time')).toEqual([hostile]);
    expect(metaOf(doc, 'property', 'og:image')).toEqual([
      `https://vet.example/uploads/a.webp?x="><script>alert(2)</script>`,
    ]);
    expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(
      'https://vet.example/p"><script>alert(3)</script>',
    );
    const preload = doc.querySelector('link[rel="preload"]')!;
    expect(preload.getAttribute('href')).toBe(`/u/"><x>.webp`);
    expect(preload.getAttribute('imagesrcset')).toBe(`/u/a.webp 480w, "><x> 960w`);
    expect(preload.getAttribute('imagesizes')).toBe(`"><x>`);
    const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual({
      '@context': 'https://schema.org',
      name: hostile,
    });
  });
});

describe('JSON-LD', () => {
  it('makes site paths under url, image, logo and @id absolute, at any depth, and nothing else', () => {
    const entry = {
      '@context': 'https://schema.org',
      '@id': '/#clinic',
      url: '/',
      image: ['/uploads/a.webp', 'https://cdn.example/b.webp'],
      logo: { '@type': 'ImageObject', url: '/logo.png' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': '/blogs/b7' },
      headline: '/not-a-url',
      sameAs: ['/not/either'],
      author: [{ url: '//other.example/x', name: 'A' }],
      count: 3,
      empty: null,
    };
    expect(JSON.parse(jsonLdText(entry, 'https://vet.example/'))).toEqual({
      '@context': 'https://schema.org',
      '@id': 'https://vet.example/#clinic',
      url: 'https://vet.example/',
      image: ['https://vet.example/uploads/a.webp', 'https://cdn.example/b.webp'],
      logo: { '@type': 'ImageObject', url: 'https://vet.example/logo.png' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://vet.example/blogs/b7' },
      headline: '/not-a-url',
      sameAs: ['/not/either'],
      author: [{ url: '//other.example/x', name: 'A' }],
      count: 3,
      empty: null,
    });
  });

  it('cannot close its script or open a comment, and stays the same JSON', () => {
    const value = '</script><!-- & \u2028 \u2029 </SCRIPT >';
    const text = jsonLdText({ name: value }, 'https://vet.example');
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ name: value });
  });

  it("writes the clinic's data with absolute URLs", () => {
    const doc = parsed(
      renderPageHead(
        { title: 'Home', description: 'd', structuredData: [clinicStructuredData()] },
        { ...SITE, path: '/' },
      ),
    );
    const data = JSON.parse(
      doc.querySelector('script[type="application/ld+json"]')!.textContent ?? '',
    ) as Record<string, unknown>;
    expect(data['@type']).toEqual(['VeterinaryCare', 'LocalBusiness']);
    expect(data.url).toBe('https://vet.example/');
    expect(data['@id']).toBe('https://vet.example/#clinic');
  });
});

describe('URLs', () => {
  it('makes site paths absolute on the origin, and leaves other URLs as they are', () => {
    expect(absoluteUrl('/a', 'https://vet.example/')).toBe('https://vet.example/a');
    expect(absoluteUrl('https://cdn.example/a', 'https://vet.example')).toBe(
      'https://cdn.example/a',
    );
    expect(absoluteUrl('//cdn.example/a', 'https://vet.example')).toBe('//cdn.example/a');
    expect(canonicalUrl('', 'https://vet.example')).toBe('https://vet.example/');
    expect(canonicalUrl('?q=1', 'https://vet.example')).toBe('https://vet.example/');
    expect(canonicalUrl('/blog#x', 'https://vet.example')).toBe('https://vet.example/blog');
  });
});

describe('canonical URLs', () => {
  it.each([
    ['//evil.example/blog', '/blog'],
    ['///evil.example/blog', '/blog'],
    ['/\\evil.example/blog', '/blog'],
    ['//evil.example', '/'],
    ['/blog//', '/blog'],
    ['//', '/'],
    ['/blogs//b7///', '/blogs/b7'],
    ['/./blog/.', '/blog'],
    ['/a/b/../../blog', '/blog'],
    ['/../../../blog', '/blog'],
    ['/%2e%2E/blog/%2E/x/%2e%2e', '/blog'],
    ['/blog?next=//evil.example#//evil.example', '/blog'],
    ['blogs/b7', '/blogs/b7'],
    ['/blogs/%37', '/blogs/%37'],
    ['/blogs/b7', '/blogs/b7'],
  ])('reads %s as the path %s of the site', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
    expect(canonicalUrl(path, 'https://vet.example/')).toBe(`https://vet.example${canonical}`);
  });

  it("always names the site's own address", () => {
    for (const path of [
      '//evil.example/blog',
      '/\\evil.example',
      '/..//evil.example/x',
      '@evil.example',
    ]) {
      expect(new URL(canonicalUrl(path, 'https://vet.example')).origin).toBe('https://vet.example');
    }
  });

  it('gives a page that is not there neither a canonical link nor an og:url', () => {
    const html = renderPageHead(
      { title: 'Page not found', description: 'Not here', status: 404 },
      { ...SITE, path: '//evil.example/blog' },
    );
    const doc = parsed(html);
    expect(doc.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(0);
    expect(metaOf(doc, 'property', 'og:url')).toEqual([]);
    expect(metaOf(doc, 'property', 'og:title')).toEqual(['Page not found']);
    expect(html).not.toContain('evil.example');
  });

  it('gives a page answered 200 its canonical link and og:url on the site', () => {
    const doc = parsed(
      renderPageHead({ ...ARTICLE, status: 200 }, { ...SITE, path: '//evil.example/blog' }),
    );
    expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(
      'https://vet.example/blog',
    );
    expect(metaOf(doc, 'property', 'og:url')).toEqual(['https://vet.example/blog']);
  });
});

describe('the languages of a page', () => {
  const alternatesOf = (doc: Document) =>
    Array.from(doc.head.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);

  it.each([
    ['/sw', '/sw'],
    ['/sw/', '/sw'],
    ['/SW/', '/sw'],
    ['/sw//services/', '/sw/services'],
    ['/Sw/SERVICES', '/sw/services'],
    ['/sw/blogs/b7/', '/sw/blogs/b7'],
    ['//evil.example/sw/blog', '/sw/blog'],
    ['/sw/../blog', '/blog'],
    ['/sw/no/such', '/sw/no/such'],
    ['/swimming/', '/swimming'],
    ['/sw/sw/blog', '/sw/sw/blog'],
  ])('reads %s as the path %s, the language prefix a fixed segment', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });

  it('knows a Kiswahili page exactly when its English path is one, in its one spelling', () => {
    for (const page of ['/', '/sw', '/services', '/sw/services', '/sw/blogs/7', '/sw/dashboard/x'])
      expect([page, isSitePage(page)]).toEqual([page, true]);
    for (const other of ['/sw/', '/sw/nothing', '/sw/sw/blog', '/swimming', '/SW/services'])
      expect([other, isSitePage(other)]).toEqual([other, false]);
  });

  it('names the page in both languages and the default one, beside its own canonical link', () => {
    for (const [path, canonical] of [
      ['/blogs/b7?utm_source=x', 'https://vet.example/blogs/b7'],
      ['/sw/blogs/b7?utm_source=x', 'https://vet.example/sw/blogs/b7'],
    ] as const) {
      const doc = parsed(renderPageHead(ARTICLE, { ...SITE, path }));
      expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(canonical);
      expect(alternatesOf(doc)).toEqual([
        ['en', 'https://vet.example/blogs/b7'],
        ['sw', 'https://vet.example/sw/blogs/b7'],
        ['x-default', 'https://vet.example/blogs/b7'],
      ]);
    }
    const home = parsed(renderPageHead(ARTICLE, { ...SITE, path: '/sw' }));
    expect(alternatesOf(home)).toEqual([
      ['en', 'https://vet.example/'],
      ['sw', 'https://vet.example/sw'],
      ['x-default', 'https://vet.example/'],
    ]);
  });

  it("says the page's locale to link cards, and the other language's as an alternate", () => {
    const english = parsed(renderPageHead(ARTICLE, { ...SITE, path: '/blog' }));
    expect(metaOf(english, 'property', 'og:locale')).toEqual(['en_KE']);
    expect(metaOf(english, 'property', 'og:locale:alternate')).toEqual(['sw_KE']);
    const kiswahili = parsed(renderPageHead(ARTICLE, { ...SITE, path: '/sw/blog' }));
    expect(metaOf(kiswahili, 'property', 'og:locale')).toEqual(['sw_KE']);
    expect(metaOf(kiswahili, 'property', 'og:locale:alternate')).toEqual(['en_KE']);
  });

  it('names no other language for a page that is not there', () => {
    const html = renderPageHead(
      { title: 'Ukurasa haupo', description: 'Haupo', status: 404 },
      { ...SITE, path: '/sw/no/such' },
    );
    const doc = parsed(html);
    expect(alternatesOf(doc)).toEqual([]);
    expect(metaOf(doc, 'property', 'og:locale')).toEqual(['sw_KE']);
    expect(metaOf(doc, 'property', 'og:locale:alternate')).toEqual([]);
    expect(html).not.toContain('hreflang');
  });

  it("removes the shell's own hreflang links, so the page has one set", () => {
    const shell =
      '<html><head><link rel="alternate" hreflang="en" href="/"><link rel="alternate" type="application/rss+xml" href="/feed"></head><body></body></html>';
    const html = withoutReplacedHead(shell);
    expect(html).not.toContain('hreflang');
    expect(html).toContain('application/rss+xml');
  });
});

describe('withoutReplacedHead', () => {
  const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta
      name="description"
      content="Veterinary > and animal-health services in Kenya."
    />
    <meta property="og:title" content="old" />
    <meta name='twitter:card' content=summary>
    <link rel="canonical" href="https://old.example/" />
    <link rel="icon" href="data:image/svg+xml,%3Csvg%3E" />
    <title>Veterinary & animal-health services in Kenya</title>
    <link rel="preload" href="/runtime-config.json" as="fetch" crossorigin />
  </head>
  <body>
    <title>not the head's</title>
    <meta name="description" content="in the body" />
  </body>
</html>
`;

  it("removes the shell's title, description, canonical link and card tags, and only those", () => {
    const stripped = withoutReplacedHead(SHELL);
    expect(stripped).toBe(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:image/svg+xml,%3Csvg%3E" />
    <link rel="preload" href="/runtime-config.json" as="fetch" crossorigin />
  </head>
  <body>
    <title>not the head's</title>
    <meta name="description" content="in the body" />
  </body>
</html>
`);
  });

  it('leaves one of each once the rendered head goes in', () => {
    const stripped = withoutReplacedHead(SHELL);
    const html = stripped.replace('</head>', `${renderPageHead(ARTICLE, SITE)}</head>`);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.head.querySelectorAll('title')).toHaveLength(1);
    expect(doc.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(doc.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(doc.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(doc.head.querySelectorAll('meta[name="twitter:card"]')).toHaveLength(1);
  });

  it('leaves a document without a head as it is', () => {
    expect(withoutReplacedHead('<title>x</title>')).toBe('<title>x</title>');
  });
});
