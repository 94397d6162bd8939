import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gate, setupTestApi } from 'shared-data/testing/test-api';
import { expectToast } from 'shared-ui/testing';
import { renderRemote } from '../../../app/testing/render-remote';
import { FULL_BLOG, testBlog } from '../../../app/testing/test-blogs';

const blogs = [
  FULL_BLOG,
  testBlog({ blog_id: 'b2', title: 'Your puppy’s first year' }),
  testBlog({ blog_id: 'b3', title: 'Caring for your senior pet' }),
  testBlog({ blog_id: 'b4', title: 'Donkeys at work', image: null, image_srcset: null }),
];

describe('the blog list (/blog)', () => {
  const api = setupTestApi();

  it('shows a spinner, then a card per blog with its image and a Read More link', async () => {
    const held = gate();
    api.answer = async () => {
      await held.promise;
      return { status: 200, body: blogs };
    };
    renderRemote('/blog', api.base);
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading blogs');
    held.open();

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(within(cards[0]!).getByRole('heading', { name: FULL_BLOG.title })).toBeInTheDocument();
    expect(
      within(cards[0]!).getByRole('link', { name: `Read More about ${FULL_BLOG.title}` }),
    ).toHaveAttribute('href', '/blogs/b1');
    expect(within(cards[1]!).getByRole('link', { name: /Read More/ })).toHaveAttribute(
      'href',
      '/blogs/b2',
    );
    expect(api.to('blog/')).not.toHaveLength(0);
  });

  it("says where each Read More goes in the link's own text, the visible words first", async () => {
    api.answer = () => ({ status: 200, body: blogs });
    renderRemote('/blog', api.base);
    const cards = await screen.findAllByRole('article');
    blogs.forEach((blog, index) => {
      const link = within(cards[index]!).getByRole('link', {
        name: `Read More about ${blog.title}`,
      });
      // Crawlers and link-text audits read the text, not an aria-label.
      expect(link).not.toHaveAttribute('aria-label');
      expect(link).toHaveTextContent(`Read More about ${blog.title}`);
      const hidden = link.querySelector('.visually-hidden');
      expect(hidden).toHaveTextContent(`about ${blog.title}`);
      // What shows on screen is 'Read More' alone.
      expect(link.textContent?.replace(hidden?.textContent ?? '', '')).toBe('Read More');
    });
  });

  it('serves card images at every width, the first row at once and the rest lazily', async () => {
    api.answer = () => ({ status: 200, body: blogs });
    renderRemote('/blog', api.base);
    await screen.findAllByRole('article');
    const images = Array.from(document.querySelectorAll('img'));
    expect(images).toHaveLength(3);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
    ]);
    expect(images[0]).toHaveAttribute('srcset', FULL_BLOG.image_srcset);
    expect(images[0]).toHaveAttribute('sizes');
  });

  it('loads the rest of a long list lazily', async () => {
    const many = Array.from({ length: 5 }, (_, index) =>
      testBlog({ blog_id: `m${index}`, title: `Article ${index}` }),
    );
    api.answer = () => ({ status: 200, body: many });
    renderRemote('/blog', api.base);
    await screen.findAllByRole('article');
    const loading = Array.from(document.querySelectorAll('img')).map((image) =>
      image.getAttribute('loading'),
    );
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it("says 'There are no blogs found' when there are none", async () => {
    api.answer = () => ({ status: 200, body: [] });
    renderRemote('/blog', api.base);
    expect(await screen.findByText('There are no blogs found')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a failed load as a red toast and a Retry that loads again', async () => {
    api.answer = () => ({ status: 503, body: { status: 503, msg: 'The blogs are resting' } });
    renderRemote('/blog', api.base);
    await expectToast('The blogs are resting', 'error');
    expect(screen.getByText('The blogs could not be loaded.')).toBeInTheDocument();

    api.answer = () => ({ status: 200, body: blogs });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('sets the tab title and a meta description naming the articles', async () => {
    api.answer = () => ({ status: 200, body: blogs });
    const { unmount } = renderRemote('/blog', api.base);
    await screen.findAllByRole('article');
    expect(document.title).toBe('Blog');
    const meta = document.head.querySelector('meta[name="description"]');
    expect(meta?.getAttribute('content')).toContain(FULL_BLOG.title);
    unmount();
  });

  it('dates each card', async () => {
    api.answer = () => ({
      status: 200,
      body: [testBlog({ blog_id: 'd1', createdAt: '2026-03-03T09:00:00.000Z' })],
    });
    renderRemote('/blog', api.base);
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByText('3 March 2026')).toHaveAttribute(
      'datetime',
      '2026-03-03T09:00:00.000Z',
    );
  });
});
