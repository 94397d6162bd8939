import type { PageHead } from 'shared-data/contract';
import { withServerFacts, type HeadFactsSource } from './head-facts';

const HASH = '0123456789abcdef0123';

function source(): HeadFactsSource & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    imageSize: (hash) => {
      asked.push(`image ${hash}`);
      return Promise.resolve(hash === HASH ? { width: 1600, height: 1200 } : undefined);
    },
    blogLastChange: (id) => {
      asked.push(`blog ${id}`);
      return Promise.resolve(id === 'b 7' ? '2026-03-01T09:00:00.000Z' : undefined);
    },
  };
}

const ARTICLE: PageHead = {
  title: 'Ticks',
  description: 'd',
  type: 'article',
  image: `/uploads/${HASH}-1600.webp`,
  structuredData: [{ '@type': 'BlogPosting', headline: 'Ticks' }, { '@type': 'BreadcrumbList' }],
};

describe('withServerFacts', () => {
  it("adds an upload's size, scaled to the variant named, and a blog's last change", async () => {
    const full = await withServerFacts(
      { ...ARTICLE, image: `https://bucket.example/${HASH}-960.webp` },
      '/blogs/b%207?utm=x',
      source(),
    );
    expect(full).toMatchObject({ imageWidth: 960, imageHeight: 720 });
    expect(full.modified).toBe('2026-03-01T09:00:00.000Z');
    expect(full.structuredData).toEqual([
      { '@type': 'BlogPosting', headline: 'Ticks', dateModified: '2026-03-01T09:00:00.000Z' },
      { '@type': 'BreadcrumbList' },
    ]);
  });

  it('leaves out what it cannot find, and asks nothing of a page that needs nothing', async () => {
    const unknown = source();
    const head = { ...ARTICLE, image: '/uploads/ffffffffffffffffffff-960.webp' };
    expect(await withServerFacts(head, '/blogs/gone', unknown)).toEqual(head);
    expect(unknown.asked).toEqual(['image ffffffffffffffffffff', 'blog gone']);

    const plain = source();
    const page: PageHead = { title: 'Contact', description: 'd', image: '/hero.svg' };
    expect(await withServerFacts(page, '/contact', plain)).toBe(page);
    expect(plain.asked).toEqual([]);
  });

  it('keeps what the page said itself', async () => {
    const said: PageHead = {
      ...ARTICLE,
      imageWidth: 10,
      imageHeight: 5,
      modified: '2026-01-01T00:00:00.000Z',
    };
    const asked = source();
    expect(await withServerFacts(said, '/blogs/b%207', asked)).toEqual(said);
    expect(asked.asked).toEqual([]);
  });
});
