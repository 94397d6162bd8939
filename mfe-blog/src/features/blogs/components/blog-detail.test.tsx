import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gate, setupTestApi } from 'shared-data/testing/test-api';
import { renderRemote } from '../../../app/testing/render-remote';
import { FULL_BLOG, testBlog } from '../../../app/testing/test-blogs';

describe('the blog detail (/blogs/{blog_id})', () => {
  const api = setupTestApi();

  it('opened directly, loads the list first, then shows the title and paragraphs in order', async () => {
    const held = gate();
    api.answer = async () => {
      await held.promise;
      return { status: 200, body: [testBlog({ blog_id: 'other' }), FULL_BLOG] };
    };
    renderRemote('/blogs/b1', api.base);
    expect(screen.getByRole('status')).toHaveTextContent('Loading article');
    held.open();

    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(FULL_BLOG.title);
    expect(api.to('blog/')).toHaveLength(1);

    // paragraph, then subtitle (a heading), then list (bullets split on commas, trimmed, no empties)
    const blocks = Array.from(article.querySelectorAll('p, h2, ul'));
    expect(blocks.map((block) => block.tagName)).toEqual(['P', 'H2', 'UL']);
    expect(blocks[0]).toHaveTextContent('Ticks carry the parasite from one animal to the next.');
    expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Signs to watch for',
    );
    const items = within(within(article).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'High fever',
      'Swollen lymph nodes',
      'Laboured breathing',
    ]);
  });

  it('serves the images at every width: the top one at once, the paragraph ones lazily', async () => {
    api.answer = () => ({ status: 200, body: [FULL_BLOG] });
    renderRemote('/blogs/b1', api.base);
    await screen.findByRole('article');
    const [hero, paragraph] = Array.from(document.querySelectorAll('article img'));
    expect(hero).toHaveAttribute('srcset', FULL_BLOG.image_srcset);
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(paragraph).toHaveAttribute('srcset', FULL_BLOG.paragraphs[0]!.image_srcset);
    expect(paragraph).toHaveAttribute('loading', 'lazy');
  });

  it('sets the tab title and the meta description from its content', async () => {
    api.answer = () => ({ status: 200, body: [FULL_BLOG] });
    renderRemote('/blogs/b1', api.base);
    await screen.findByRole('article');
    expect(document.title).toBe(FULL_BLOG.title);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Ticks carry the parasite from one animal to the next.',
    );
  });

  it("says 'Content coming soon' when the blog has no paragraphs", async () => {
    api.answer = () => ({ status: 200, body: [testBlog({ blog_id: 'empty', title: 'Soon' })] });
    renderRemote('/blogs/empty', api.base);
    expect(await screen.findByText('Content coming soon')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Soon');
  });

  it('shows the not-found page for an id the list does not hold', async () => {
    api.answer = () => ({ status: 200, body: [FULL_BLOG] });
    renderRemote('/blogs/nope', api.base);
    expect(await screen.findByRole('heading', { name: 'Sorry !' })).toBeInTheDocument();
    expect(screen.getByText('The requested page was not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('goes from a card of the list to its article without loading the list again', async () => {
    api.answer = () => ({ status: 200, body: [FULL_BLOG] });
    renderRemote('/blog', api.base);
    await userEvent.click(await screen.findByRole('link', { name: /Read More/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/blogs/b1');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(FULL_BLOG.title);
    expect(api.to('blog/')).toHaveLength(1);
  });

  it('offers a Retry when the list could not be loaded, not a blank page', async () => {
    api.answer = () => ({ status: 500, body: { status: 500, msg: 'Something went wrong' } });
    renderRemote('/blogs/b1', api.base);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('The blogs could not be loaded.')).toBeInTheDocument();
    api.answer = () => ({ status: 200, body: [FULL_BLOG] });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('shows the day the article was published, on the clinic calendar', async () => {
    api.answer = () => ({
      status: 200,
      body: [testBlog({ blog_id: 'late', createdAt: '2026-01-31T22:30:00.000Z' })],
    });
    renderRemote('/blogs/late', api.base);
    const article = await screen.findByRole('article');
    // 22:30 UTC is 01:30 the next day in Nairobi.
    const when = within(article).getByText('1 February 2026');
    expect(when.tagName).toBe('TIME');
    expect(when).toHaveAttribute('datetime', '2026-01-31T22:30:00.000Z');
  });
});
